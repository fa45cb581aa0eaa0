/**
 * A security change that needs the current password and a 2FA code (turning 2FA off, new recovery
 * codes). A locked code shows when codes are accepted again.
 */
import { type FormEvent, useState } from 'react';
import { cleanSecondFactorInput, PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
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

export function PasswordCodeModal({ title, intro, action, danger, run, onClose }: PasswordCodeModalProps) {
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<{ password?: string; otp?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      password: password ? undefined : M.passwordRequired,
      otp: otp ? undefined : M.enterCodeOrRecovery,
    };
    setErrors(found);
    if (found.password || found.otp) return;
    setBusy(true);
    try {
      await run({ password, otp });
    } catch (err) {
      if (err instanceof ApiCallError && err.errors.password) setErrors({ password: err.errors.password });
      else if (err instanceof ApiCallError && (err.code === 'OTP_INVALID' || err.code === 'OTP_LOCKED'))
        setErrors({ otp: messageOf(err, M.invalidVerificationCode) });
      else setErrors({ form: messageOf(err, M.verifyFailed) });
      setBusy(false);
    }
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
          error={errors.password}
          data-autofocus
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((old) => ({ ...old, password: undefined }));
          }}
        />
        <Field
          label="2FA code or recovery code"
          name="otp"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={11}
          value={otp}
          error={errors.otp}
          onChange={(e) => {
            setOtp(cleanSecondFactorInput(e.target.value));
            setErrors((old) => ({ ...old, otp: undefined }));
          }}
        />
        {errors.form ? (
          <p className="form-error" role="alert">
            {errors.form}
          </p>
        ) : null}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} busy={busy} disabled={!online}>
            {action}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
