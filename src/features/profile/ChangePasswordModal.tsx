/** Change password: the rules of the specification; a field's error clears when it is edited. */
import { type FormEvent, useState } from 'react';
import type * as calls from '../../../contract/calls/profile.js';
import { PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { type ChangePasswordField, validateChangePassword } from '../../../contract/validation/accounts.js';
import { passwordStrengthProblem } from '../../../contract/validation/password-strength.js';
import { ApiCallError } from '../../api/errors.js';
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

const LABELS: Record<ChangePasswordField, string> = {
  oldPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};
const AUTOCOMPLETE: Record<ChangePasswordField, string> = {
  oldPassword: 'current-password',
  newPassword: 'new-password',
  confirmPassword: 'new-password',
};

export function ChangePasswordModal({ onClose, onChanged }: { onClose: () => void; onChanged: () => void }) {
  // A rule's message shows when the form is sent and hides while its field is edited.
  const form = useForm<Fields>(
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    validateChangePassword,
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
          form.setServerErrors({ newPassword: weak });
          return;
        }
        await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
        onChanged();
      } catch (err) {
        // A refusal naming fields is shown under them.
        if (form.takeServerErrors(err)) return;
        if (err instanceof ApiCallError && err.code !== 'NETWORK' && err.message) {
          setFormError(err.message);
          toast.error(err.message);
        } else {
          setFormError(M.passwordChangeFailedRetry);
          toast.error(M.passwordChangeFailed);
        }
      }
    });
  };

  return (
    <Modal title="Change Password" onClose={onClose}>
      <form onSubmit={submit} noValidate>
        {(Object.keys(LABELS) as ChangePasswordField[]).map((f) => (
          <Field
            key={f}
            label={LABELS[f]}
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
        <OfflineNotice action="change your password" id={OFFLINE_DIALOG_NOTICE_ID} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <OnlineButton type="submit" busy={form.submitting} notice={OFFLINE_DIALOG_NOTICE_ID}>
            {form.submitting ? 'Changing...' : 'Change Password'}
          </OnlineButton>
        </div>
      </form>
    </Modal>
  );
}
