import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { ACCOUNT_MESSAGES, type LoginData } from '../../../contract/accounts.js';
import { cleanSecondFactorInput } from '../../../contract/profile.js';
import { hasErrors, validateLogin } from '../../../contract/validation/accounts.js';
import { login } from '../../api/accounts.js';
import { ApiCallError, messageOf, NETWORK_MESSAGE } from '../../api/errors.js';
import { homeFor } from '../../app/access.js';
import * as paths from '../../app/paths.js';
import { useOnline } from '../../offline/hooks.js';
import { OFFLINE_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { toast } from '../../ui/toast.js';
import { PasswordField } from './PasswordField.js';
import { startBrowserSession } from './session-start.js';
import { WaitNotice } from './timing.js';

export function SignInForm({ initialEmail }: { initialEmail?: string }) {
  const [, navigate] = useLocation();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [otp, setOtp] = useState('');
  const [needsOtp, setNeedsOtp] = useState(false);
  const [otpError, setOtpError] = useState<string>();
  const [touched, setTouched] = useState({ email: false, password: false });
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const [blocked, setBlocked] = useState<{ message: string; until: number } | null>(null);
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const [passkeyError, setPasskeyError] = useState<string>();

  const errors = validateLogin({ email, password });
  const blockedNow = blocked !== null && blocked.until > Date.now();
  const valid = !hasErrors(errors) && (!needsOtp || otp.trim() !== '');

  function signedIn(data: LoginData) {
    startBrowserSession(data);
    toast.success(ACCOUNT_MESSAGES.loggedIn);
    navigate(homeFor(data.user.role), { replace: true });
  }

  // A passkey stands for password and code; its code (and the WebAuthn library) load on press.
  async function withPasskey() {
    if (!online || passkeyBusy) return;
    setPasskeyBusy(true);
    setPasskeyError(undefined);
    try {
      const { signInWithPasskey } = await import('../../passkeys/sign-in.js');
      signedIn(await signInWithPasskey());
    } catch (err) {
      setPasskeyError(err instanceof Error && err.name === 'PasskeyProblem' ? err.message : NETWORK_MESSAGE);
      setPasskeyBusy(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Offline the button is disabled and says why; Enter in a field must not send either.
    if (!online) return;
    setTouched({ email: true, password: true });
    if (!valid || busy || blockedNow) return;
    setBusy(true);
    setBlocked(null);
    try {
      const answer = await login({ email: email.trim(), password, ...(needsOtp ? { otp: otp.trim() } : {}) });
      signedIn(answer.data);
    } catch (err) {
      if (err instanceof ApiCallError) {
        if (err.code === 'OTP_REQUIRED') {
          setNeedsOtp(true);
          setOtpError(undefined);
          return;
        }
        if (err.code === 'OTP_INVALID' || err.code === 'OTP_LOCKED') {
          setOtpError(messageOf(err, err.message));
          return;
        }
        if ((err.code === 'ACCOUNT_LOCKED' || err.code === 'RATE_LIMITED') && err.retryAfterSeconds) {
          setBlocked({ message: err.message, until: Date.now() + err.retryAfterSeconds * 1000 });
          return;
        }
      }
      toast.error(messageOf(err, ACCOUNT_MESSAGES.loginFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="username"
        value={email}
        required
        error={touched.email ? errors.email : undefined}
        onChange={(e) => setEmail(e.target.value)}
        onBlur={() => setTouched((t) => ({ ...t, email: true }))}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        required
        error={touched.password ? errors.password : undefined}
        onChange={(e) => setPassword(e.target.value)}
        onBlur={() => setTouched((t) => ({ ...t, password: true }))}
      />
      {needsOtp ? (
        <Field
          label="2FA code"
          name="otp"
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={11}
          value={otp}
          required
          autoFocus
          hint="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
          error={otpError}
          onChange={(e) => {
            setOtp(cleanSecondFactorInput(e.target.value));
            setOtpError(undefined);
          }}
        />
      ) : null}
      <p className="auth-aside">
        <Link href={paths.resetPassword}>Forgot password?</Link>
      </p>
      {blocked && blockedNow ? <WaitNotice message={blocked.message} until={blocked.until} /> : null}
      <OfflineNotice action="sign in" />
      <Button
        type="submit"
        block
        busy={busy}
        disabled={!valid || blockedNow || !online}
        aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
      >
        {busy ? 'Signing In...' : 'Sign In'}
      </Button>
      <p className="auth-or">or</p>
      <Button
        variant="secondary"
        block
        busy={passkeyBusy}
        disabled={!online}
        aria-describedby={online ? (passkeyError ? 'passkey-error' : undefined) : OFFLINE_NOTICE_ID}
        onClick={() => void withPasskey()}
      >
        {passkeyBusy ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
      </Button>
      {passkeyError ? (
        <p id="passkey-error" className="field-error" role="alert">
          {passkeyError}
        </p>
      ) : null}
    </form>
  );
}
