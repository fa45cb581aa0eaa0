/**
 * A security change that needs the current password and, with 2FA on, a 2FA code (turning 2FA
 * off, new recovery codes, adding or removing a passkey). A customer with a passkey may use it
 * instead of the code. A locked code shows when codes are accepted again.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import { cleanSecondFactorInput, PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { PasskeyProblem } from '../../passkeys/messages.js';
import { UsePasskeyButton } from '../../passkeys/UsePasskeyButton.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';

interface SecondFactor {
  password: string;
  otp: string;
  /** A passkey's assertion, given instead of `otp`. */
  passkey?: unknown;
}

interface PasswordCodeModalProps {
  title: string;
  intro: ReactNode;
  action: string;
  danger?: boolean;
  /** Whether a 2FA code is asked (2FA is on); the password always is. */
  askCode?: boolean;
  /** Fields of the change itself, above the password. */
  children?: ReactNode;
  /** Checks those fields (showing their errors); false stops the change. */
  check?: () => boolean;
  /** The change; throws the server's refusal. */
  run: (p: SecondFactor) => Promise<void>;
  onClose: () => void;
}

type Errors = { password?: string; otp?: string; form?: string };

function refusal(err: unknown): Errors {
  if (err instanceof PasskeyProblem) return { form: err.message };
  if (err instanceof ApiCallError && err.errors.password) return { password: err.errors.password };
  if (err instanceof ApiCallError && (err.code === 'OTP_INVALID' || err.code === 'OTP_LOCKED'))
    return { otp: messageOf(err, M.invalidVerificationCode) };
  const fieldError = err instanceof ApiCallError ? Object.values(err.errors)[0] : undefined;
  return { form: fieldError ?? messageOf(err, M.verifyFailed) };
}

export function PasswordCodeModal(props: PasswordCodeModalProps) {
  const { title, intro, action, danger, askCode = true, children, check, run, onClose } = props;
  const online = useOnline();
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const attempt = async (p: SecondFactor) => {
    setBusy(true);
    try {
      await run(p);
    } catch (err) {
      setErrors(refusal(err));
      setBusy(false);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fieldsOk = check ? check() : true;
    const found = {
      password: password ? undefined : M.passwordRequired,
      otp: !askCode || otp ? undefined : M.enterCodeOrRecovery,
    };
    setErrors(found);
    if (!fieldsOk || found.password || found.otp) return;
    await attempt({ password, otp });
  };

  // The passkey stands for the code only: the fields and the password are checked first.
  const readyForPasskey = () => {
    const fieldsOk = check ? check() : true;
    setErrors(password ? {} : { password: M.passwordRequired });
    return fieldsOk && password !== '';
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="password-code-form">
        <p className="muted">{intro}</p>
        {children}
        <Field
          label="Current password"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={errors.password}
          data-autofocus={children ? undefined : true}
          onChange={(e) => {
            setPassword(e.target.value);
            setErrors((old) => ({ ...old, password: undefined }));
          }}
        />
        {askCode ? (
          <>
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
            <UsePasskeyButton
              disabled={!online || busy}
              ready={readyForPasskey}
              onProblem={(message) => setErrors({ form: message })}
              onAssertion={(passkey) => attempt({ password, otp: '', passkey })}
            />
          </>
        ) : null}
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
