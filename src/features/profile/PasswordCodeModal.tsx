/**
 * A security change that needs the current password and a 2FA code (turning 2FA off, new recovery
 * codes). A locked code shows when codes are accepted again.
 */
import { type FormEvent, useState } from 'react';
import type * as calls from '../../../contract/calls/profile.js';
import { cleanSecondFactorInput, PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';

export interface PasswordCodeModalProps {
  title: string;
  intro: string;
  action: string;
  danger?: boolean;
  /** The change; throws the server's refusal. */
  run: (p: { password: string; otp: string }) => Promise<void>;
  onClose: () => void;
}

type Fields = FormFields<typeof calls.disable2fa, 'password' | 'otp'>;
const rules = (v: Record<Fields, string>) => ({
  password: v.password ? undefined : M.passwordRequired,
  otp: v.otp ? undefined : M.enterCodeOrRecovery,
});

export function PasswordCodeModal({ title, intro, action, danger, run, onClose }: PasswordCodeModalProps) {
  const online = useOnline();
  // A rule's message shows when the form is sent and hides while its field is edited.
  const form = useForm<Fields>({ password: '', otp: '' }, rules, 'submit');
  const { password, otp } = form.values;
  const [formError, setFormError] = useState<string>();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    form.touchAll();
    form.setServerErrors({});
    setFormError(undefined);
    if (!form.valid) return;
    await form.submit(async () => {
      try {
        await run({ password, otp });
      } catch (err) {
        if (err instanceof ApiCallError && err.errors.password) form.setServerErrors({ password: err.errors.password });
        else if (err instanceof ApiCallError && (err.code === 'OTP_INVALID' || err.code === 'OTP_LOCKED'))
          form.setServerErrors({ otp: messageOf(err, M.invalidVerificationCode) });
        else setFormError(messageOf(err, M.verifyFailed));
      }
    });
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="password-code-form">
        <p className="muted">{intro}</p>
        <Field
          label="Current password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={form.error('password')}
          data-autofocus
          onChange={(e) => form.set('password', e.target.value)}
        />
        <Field
          label="2FA code or recovery code"
          name="otp"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={11}
          value={otp}
          error={form.error('otp')}
          onChange={(e) => form.set('otp', cleanSecondFactorInput(e.target.value))}
        />
        {formError ? (
          <p className="form-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={form.submitting} disabled={!online}>
            {action}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
