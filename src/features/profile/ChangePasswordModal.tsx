/** Change password: the rules of the specification; a field's error clears when it is edited. */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import type * as calls from '../../../contract/calls/profile.js';
import { type ChangePasswordField, changePasswordRules } from '../../../contract/validation/accounts.js';
import { passwordStrengthProblem } from '../../../contract/validation/password-strength.js';
import { refusalOf } from '../../api/errors.js';
import { ruleTexts, weakPasswordText } from '../../lib/rule-text.js';
import { OFFLINE_DIALOG_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { auth } from '../../state/auth.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { changePassword } from './api/profile.js';

type Fields = FormFields<typeof calls.changePassword, 'oldPassword' | 'newPassword', 'confirmPassword'>;

const FIELDS: ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmPassword'];
const AUTOCOMPLETE: Record<ChangePasswordField, string> = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

export function ChangePasswordModal({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  const { t } = useLingui();
  const labels: Record<ChangePasswordField, string> = {
    oldPassword: t`Current password`,
    newPassword: t`New password`,
    confirmPassword: t`Confirm new password`,
  };
  // A rule's message shows when the form is sent and hides while its field is edited.
  const form = useForm<Fields>(
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    (v) => ruleTexts(changePasswordRules(v)),
    'submit',
  );
  const values = form.values;
  const [formError, setFormError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.touchAll();
    form.setServerErrors({});
    setFormError(null);
    if (!form.valid) return;
    await form.submit(async () => {
      try {
        const weak = await passwordStrengthProblem(values.newPassword, [auth.user?.email ?? '']);
        if (weak) {
          form.setServerErrors({ newPassword: weakPasswordText(weak) });
          return;
        }
        await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
        onChanged();
      } catch (err) {
        // A refusal naming fields is shown under them.
        if (form.takeServerErrors(err)) return;
        setFormError(refusalOf(err, t`Failed to change password. Please try again.`));
        toast.error(refusalOf(err, t`Failed to change password`));
      }
    });
  };

  return (
    <Modal title={t`Change Password`} onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {FIELDS.map((f) => (
          <Field
            key={f}
            label={labels[f]}
            type="password"
            name={f}
            autoComplete={AUTOCOMPLETE[f]}
            value={values[f]}
            error={form.error(f)}
            required
            data-autofocus={f === 'oldPassword' ? true : undefined}
            onChange={(e) => {
              form.set(f, e.target.value);
              setFormError(null);
            }}
          />
        ))}
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <OfflineNotice message={t`A connection is needed to change your password.`} id={OFFLINE_DIALOG_NOTICE_ID} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <OnlineButton type="submit" busy={form.submitting} notice={OFFLINE_DIALOG_NOTICE_ID}>
            {form.submitting ? <Trans>Changing...</Trans> : <Trans>Change Password</Trans>}
          </OnlineButton>
        </div>
      </form>
    </Modal>
  );
}
