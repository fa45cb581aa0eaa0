/**
 * A security change that needs the current password and, with 2FA on, a 2FA code (turning 2FA
 * off, new recovery codes, adding or removing a passkey). A customer with a passkey may use it
 * instead of the code. A locked code shows when codes are accepted again. Where no code is asked,
 * a call may take the passkey in place of the password (`passkeyForPassword`). A change to the
 * factors of an account without 2FA asks, when the server says so, the emailed code or a passkey
 * the account has (StepProof.tsx, decision 492).
 */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { cleanSecondFactorInput } from '../../../contract/validation/sign-in.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { PasskeyProblem } from '../../passkeys/messages.js';
import { UsePasskeyButton } from '../../passkeys/UsePasskeyButton.js';
import { useForm } from '../../state/use-form.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { EmailCodeStep, PasskeyStepNote, useStepProof } from './StepProof.js';

interface SecondFactor {
  password: string;
  otp: string;
  /** A passkey's assertion, given instead of `otp`. */
  passkey?: unknown;
  /** The code emailed for the change, once the server asked for it. */
  emailCode?: string;
}

interface PasswordCodeModalProps {
  title: string;
  intro: ReactNode;
  action: string;
  danger?: boolean;
  /** Whether a 2FA code is asked (2FA is on); the password always is. */
  askCode?: boolean;
  /** Without a code, a passkey may stand in for the password (the server takes either). */
  passkeyForPassword?: boolean;
  /** Fields of the change itself, above the password. */
  children?: ReactNode;
  /** Checks those fields (showing their errors); false stops the change. */
  check?: () => boolean;
  /** The change; throws the server's refusal. */
  run: (p: SecondFactor) => Promise<void>;
  onClose: () => void;
}

type Fields = 'password' | 'otp';
type Errors = { password?: string; otp?: string; form?: string };

function refusal(err: unknown): Errors {
  if (err instanceof PasskeyProblem) return { form: err.message };
  if (err instanceof ApiCallError && err.errors.password) return { password: err.errors.password };
  if (err instanceof ApiCallError && (err.code === 'OTP_INVALID' || err.code === 'OTP_LOCKED'))
    return { otp: messageOf(err, t`Invalid verification code`) };
  const fieldError = err instanceof ApiCallError ? Object.values(err.errors)[0] : undefined;
  return { form: fieldError ?? messageOf(err, t`Failed to verify code. Please try again.`) };
}

export function PasswordCodeModal(props: PasswordCodeModalProps) {
  const { title, intro, action, danger, askCode = true, passkeyForPassword, children, check, run, onClose } = props;
  const { t } = useLingui();
  const online = useOnline();
  // A rule's message shows when the form is sent and hides while its field is edited.
  const form = useForm<Fields>(
    { password: '', otp: '' },
    (v) => ({
      password: v.password ? undefined : t`Enter your current password`,
      otp: !askCode || v.otp ? undefined : t`Enter a code from your authenticator app or a recovery code`,
    }),
    'submit',
  );
  const { password, otp } = form.values;
  const busy = form.submitting;
  const step = useStepProof();

  const attempt = (p: SecondFactor) =>
    form.submit(async () => {
      try {
        await run({ ...p, ...step.proof() });
        // Busy for good: the dialog is replaced, nothing may be sent again.
        return 'done';
      } catch (err) {
        // The server asks what confirms this account's changes: the form shows it for the retry.
        if (step.ask(err)) return;
        const { form: message, ...fields } = refusal(err);
        if (step.need === 'email' && fields.otp) step.setError(fields.otp);
        else form.setServerErrors(fields);
        form.setMessage(message);
      }
    });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const fieldsOk = check ? check() : true;
    form.touchOnly('password', 'otp');
    const codeMissing = step.missing();
    if (!fieldsOk || !form.valid || codeMissing) return;
    await attempt({ password, otp });
  };

  // The passkey stands for the code only: the fields and the password are checked first.
  const readyForPasskey = () => {
    const fieldsOk = check ? check() : true;
    form.touchOnly('password');
    return fieldsOk && password !== '';
  };

  const passkeyProblem = (message: string) => {
    form.touchOnly();
    form.setMessage(message);
  };

  return (
    <Modal title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="password-code-form">
        <p className="muted">{intro}</p>
        {children}
        <Field
          label={t`Current password`}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          error={form.error('password')}
          data-autofocus={children ? undefined : true}
          onChange={(e) => form.set('password', e.target.value)}
        />
        {askCode ? (
          <>
            <Field
              label={t`2FA code or recovery code`}
              name="otp"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={11}
              value={otp}
              error={form.error('otp')}
              onChange={(e) => form.set('otp', cleanSecondFactorInput(e.target.value))}
            />
            <UsePasskeyButton
              disabled={!online || busy}
              ready={readyForPasskey}
              onProblem={passkeyProblem}
              onAssertion={(passkey) => attempt({ password, otp: '', passkey })}
            />
          </>
        ) : null}
        {step.need === 'email' ? <EmailCodeStep step={step} busy={busy} /> : null}
        {!askCode && step.need === 'passkey' ? (
          <>
            <PasskeyStepNote />
            <UsePasskeyButton
              disabled={!online || busy}
              ready={readyForPasskey}
              onProblem={passkeyProblem}
              onAssertion={(passkey) => attempt({ password, otp: '', passkey })}
            />
          </>
        ) : null}
        {!askCode && passkeyForPassword ? (
          <UsePasskeyButton
            disabled={!online || busy}
            ready={() => {
              const fieldsOk = check ? check() : true;
              form.touchOnly();
              return fieldsOk;
            }}
            onProblem={passkeyProblem}
            onAssertion={(passkey) => attempt({ password: '', otp: '', passkey })}
          />
        ) : null}
        {form.message ? (
          <p className="form-error" role="alert">
            {form.message}
          </p>
        ) : null}
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <OnlineButton type="submit" variant={danger ? 'danger' : 'primary'} busy={busy} notice={null}>
            {action}
          </OnlineButton>
        </div>
      </form>
    </Modal>
  );
}
