import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import type { LoginData } from '../../../contract/accounts.js';
import type * as calls from '../../../contract/calls/accounts.js';
import { cleanSecondFactorInput, loginRules } from '../../../contract/validation/sign-in.js';
import { ApiCallError } from '../../api/api-error.js';
// The transport starts loading at the first focus (lazy-client.ts), beside the press's own code.
import '../../api/lazy-client.js';
import * as paths from '../../lib/paths.js';
import { useOnline } from '../../offline/hooks.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Field } from '../../ui/Field.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { PasswordField } from './PasswordField.js';
import { WaitNotice } from './timing.js';

/** The code the form's press runs (sign-in-call.ts): asked for at the first focus, and at the press. */
const callCode = () => import('./sign-in-call.js');

type Fields = FormFields<typeof calls.login, 'email' | 'password' | 'otp'>;
// The code has no rule here: it is asked for only when the server says so, and its message is the
// server's. The two rules' words are here, not in the shared table of the account forms' rules
// (src/lib/rule-text.ts), so the first screen loads only these (decision 305).
const EMAIL_REQUIRED = msg`Email is required`;
const PASSWORD_REQUIRED = msg`Password is required`;
function rules(v: Record<Fields, string>) {
  const refused = loginRules(v);
  return {
    email: refused.email && i18n._(EMAIL_REQUIRED),
    password: refused.password && i18n._(PASSWORD_REQUIRED),
  };
}

export function SignInForm({ initialEmail }: { initialEmail?: string }) {
  const [, navigate] = useLocation();
  const form = useForm<Fields>({ email: initialEmail ?? '', password: '', otp: '' }, rules);
  const { email, password, otp } = form.values;
  const [needsOtp, setNeedsOtp] = useState(false);
  // Why the code field appeared: said aloud, so a customer whose code step was lost (a reload, a
  // switch of tab) knows the password was right and only the code is missing.
  const [codeAsked, setCodeAsked] = useState('');
  const online = useOnline();
  const [blocked, setBlocked] = useState<{ message: string; until: number } | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);

  // What was typed, or filled in by the browser, into the prerendered page before the script ran
  // (decision 465) becomes the form's: hydration keeps such values on screen but not in state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the form is first drawn
  useEffect(() => {
    for (const input of formRef.current?.querySelectorAll('input') ?? []) {
      if (input.value) form.set(input.name as Fields, input.value);
    }
  }, []);

  const blockedNow = blocked !== null && blocked.until > Date.now();
  const valid = form.valid && (!needsOtp || otp.trim() !== '');

  async function signedIn(data: LoginData) {
    (await callCode()).startBrowserSession(data);
    toast.success(t`Logged in successfully`);
    navigate(paths.homeFor(data.user.role), { replace: true });
  }

  // A passkey stands for password and code; its code (and the WebAuthn library) load on press.
  async function withPasskey() {
    if (!online || passkeyBusy) return;
    setPasskeyBusy(true);
    setPasskeyError(undefined);
    try {
      const { signInWithPasskey } = await import('../../passkeys/sign-in.js');
      await signedIn(await signInWithPasskey());
    } catch (err) {
      setPasskeyError(
        err instanceof Error && err.name === 'PasskeyProblem'
          ? err.message
          : t`Network error - please check your connection`,
      );
      setPasskeyBusy(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Offline the button is disabled and says why; Enter in a field must not send either.
    if (!online) return;
    form.touchAll();
    if (!valid || blockedNow) return;
    await form.submit(async () => {
      setBlocked(null);
      try {
        const { login } = await callCode();
        const answer = await login({ email: email.trim(), password, ...(needsOtp ? { otp: otp.trim() } : {}) });
        await signedIn(answer.data);
      } catch (err) {
        // The texts of failures load only when one happens: they are no part of the first screen.
        const { messageOf } = await import('../../api/errors.js');
        if (err instanceof ApiCallError) {
          if (err.code === 'OTP_REQUIRED') {
            setNeedsOtp(true);
            setCodeAsked(err.message);
            form.setServerErrors({});
            return;
          }
          // A wrong or locked code shows under the code, a lock with when codes are accepted again.
          if (err.code === 'OTP_INVALID' || err.code === 'OTP_LOCKED') {
            form.setServerErrors({ otp: messageOf(err, err.message) });
            return;
          }
          if ((err.code === 'ACCOUNT_LOCKED' || err.code === 'RATE_LIMITED') && err.retryAfterSeconds) {
            setBlocked({ message: err.message, until: Date.now() + err.retryAfterSeconds * 1000 });
            return;
          }
        }
        toast.error(messageOf(err, t`Login failed. Please check your credentials.`));
      }
    });
  }

  return (
    <form ref={formRef} onSubmit={submit} onFocus={() => void callCode()} noValidate aria-label={t`Sign in`}>
      <Field
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        required
        error={form.error('email')}
        onChange={(e) => form.set('email', e.target.value)}
        onBlur={() => form.touch('email')}
      />
      <PasswordField
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        value={password}
        required
        error={form.error('password')}
        onChange={(e) => form.set('password', e.target.value)}
        onBlur={() => form.touch('password')}
      />
      <p className={needsOtp ? 'auth-code-asked' : 'visually-hidden'} role="status">
        {needsOtp ? codeAsked : ''}
      </p>
      {needsOtp ? (
        <Field
          label={t`2FA code`}
          name="otp"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={11}
          value={otp}
          required
          autoFocus
          hint={t`Enter the 6-digit code from your authenticator app, or one of your recovery codes.`}
          error={form.error('otp')}
          onChange={(e) => form.set('otp', cleanSecondFactorInput(e.target.value))}
        />
      ) : null}
      <p className="auth-aside">
        <Link href={paths.resetPassword}>
          <Trans>Forgot password?</Trans>
        </Link>
      </p>
      {blocked && blockedNow ? <WaitNotice message={blocked.message} until={blocked.until} /> : null}
      <OfflineNotice message={t`A connection is needed to sign in.`} />
      <OnlineButton type="submit" block busy={form.submitting} disabled={!valid || blockedNow}>
        {form.submitting ? <Trans>Signing In...</Trans> : <Trans>Sign In</Trans>}
      </OnlineButton>
      <p className="auth-or">
        <Trans>or</Trans>
      </p>
      <OnlineButton
        variant="secondary"
        block
        busy={passkeyBusy}
        aria-describedby={passkeyError ? 'passkey-error' : undefined}
        onClick={() => void withPasskey()}
      >
        {passkeyBusy ? <Trans>Waiting for your passkey...</Trans> : <Trans>Sign in with a passkey</Trans>}
      </OnlineButton>
      {passkeyError ? (
        <p id="passkey-error" className="field-error" role="alert">
          {passkeyError}
        </p>
      ) : null}
    </form>
  );
}
