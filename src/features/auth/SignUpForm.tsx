import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { ACCOUNT_MESSAGES, OTP_TYPE } from '../../../contract/accounts.js';
import {
  hasErrors,
  isoDate,
  type SignUpField,
  VALIDATION_MESSAGES,
  validateSignUp,
} from '../../../contract/validation/accounts.js';
import { passwordStrengthProblem } from '../../../contract/validation/password-strength.js';
import { sendEmailOtp } from '../../api/accounts.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import * as paths from '../../app/paths.js';
import { useOnline } from '../../offline/hooks.js';
import { OFFLINE_NOTICE_ID, OfflineNotice } from '../../offline/OfflineNotice.js';
import { locale } from '../../state/locale.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { toast } from '../../ui/toast.js';
import { DobField } from './DobField.js';
import { saveDraft } from './draft.js';
import type { CodeNavState } from './nav-state.js';
import { PasswordField } from './PasswordField.js';
import { WaitNotice } from './timing.js';

type Values = Record<SignUpField, string>;
const EMPTY: Values = { first_name: '', last_name: '', email: '', password: '', confirmPassword: '', dob: '' };
const NO_TOUCH: Record<SignUpField, boolean> = {
  first_name: false,
  last_name: false,
  email: false,
  password: false,
  confirmPassword: false,
  dob: false,
};

export function SignUpForm() {
  const { registrationOpen } = useSnapshot(locale);
  // Where sign-up is closed, say so before anything is typed (the server refuses the same address).
  if (registrationOpen === false)
    return (
      <div className="auth-alert" data-testid="region-closed">
        <p role="alert">{ACCOUNT_MESSAGES.regionNotSupported}</p>
      </div>
    );
  return <OpenSignUpForm />;
}

function OpenSignUpForm() {
  const [, navigate] = useLocation();
  const [v, setV] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState(NO_TOUCH);
  const [serverErrors, setServerErrors] = useState<Partial<Values>>({});
  const [busy, setBusy] = useState(false);
  const online = useOnline();
  const [refusal, setRefusal] = useState<{ message: string; until: number } | null>(null);

  const errors = validateSignUp(v, isoDate(new Date()));
  const filled = Object.values(v).every((x) => x.trim() !== '');
  const valid = filled && !hasErrors(errors);
  const shown = (f: SignUpField) => (touched[f] ? errors[f] : undefined) ?? serverErrors[f];
  const anyShownError = (Object.keys(v) as SignUpField[]).some((f) => shown(f));

  const set = (f: SignUpField) => (value: string) => {
    setV((old) => ({ ...old, [f]: value }));
    setServerErrors((old) => ({ ...old, [f]: undefined }));
  };
  const touch = (f: SignUpField) => () => setTouched((t) => ({ ...t, [f]: true }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Offline the button is disabled and says why; Enter in a field must not send either.
    if (!online) return;
    setTouched({
      ...NO_TOUCH,
      first_name: true,
      last_name: true,
      email: true,
      password: true,
      confirmPassword: true,
      dob: true,
    });
    if (!valid || busy) return;
    setBusy(true);
    setRefusal(null);
    const email = v.email.trim();
    try {
      // The server's strength rule, checked here first (loaded only now) so the code is not wasted.
      const weak = await passwordStrengthProblem(v.password, [email, v.first_name, v.last_name]);
      if (weak) {
        setServerErrors({ password: weak });
        return;
      }
      await sendEmailOtp(email, OTP_TYPE.signUp);
      saveDraft({
        first_name: v.first_name.trim(),
        last_name: v.last_name.trim(),
        email,
        password: v.password,
        dob: v.dob,
      });
      toast.success(ACCOUNT_MESSAGES.otpSent);
      const state: CodeNavState = { email, flow: 'signup', sentAt: Date.now() };
      navigate(paths.verifyEmail, { state });
    } catch (err) {
      if (err instanceof ApiCallError) {
        if (err.code === 'REGION_NOT_SUPPORTED') {
          setRefusal({ message: err.message, until: 0 });
          return;
        }
        if (err.code === 'RATE_LIMITED') {
          setRefusal({ message: err.message, until: Date.now() + (err.retryAfterSeconds ?? 60) * 1000 });
          return;
        }
        if (err.code === 'VALIDATION' && Object.keys(err.errors).length > 0) {
          setServerErrors(err.errors as Partial<Values>);
          return;
        }
      }
      toast.error(messageOf(err, ACCOUNT_MESSAGES.otpSendFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <Field
        label="First Name"
        name="first_name"
        autoComplete="given-name"
        value={v.first_name}
        required
        error={shown('first_name')}
        onChange={(e) => set('first_name')(e.target.value)}
        onBlur={touch('first_name')}
      />
      <Field
        label="Last Name"
        name="last_name"
        autoComplete="family-name"
        value={v.last_name}
        required
        error={shown('last_name')}
        onChange={(e) => set('last_name')(e.target.value)}
        onBlur={touch('last_name')}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        value={v.email}
        required
        error={shown('email')}
        onChange={(e) => set('email')(e.target.value)}
        onBlur={touch('email')}
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={v.password}
        required
        hint={
          touched.password
            ? undefined
            : 'At least 8 characters with uppercase, lowercase, a number and a special character.'
        }
        error={shown('password')}
        onChange={(e) => set('password')(e.target.value)}
        onBlur={touch('password')}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={v.confirmPassword}
        required
        error={shown('confirmPassword')}
        onChange={(e) => set('confirmPassword')(e.target.value)}
        onBlur={touch('confirmPassword')}
      />
      <DobField value={v.dob} error={shown('dob')} onChange={set('dob')} onBlur={touch('dob')} />
      {refusal ? (
        refusal.until > 0 ? (
          <WaitNotice message={refusal.message} until={refusal.until} />
        ) : (
          <div className="auth-alert">
            <p role="alert">{refusal.message}</p>
          </div>
        )
      ) : null}
      <OfflineNotice action="create your account" />
      <Button
        type="submit"
        block
        busy={busy}
        disabled={!valid || !online}
        aria-describedby={online ? undefined : OFFLINE_NOTICE_ID}
      >
        {busy ? 'Sending Code...' : 'Create Account'}
      </Button>
      {anyShownError ? <p className="auth-form-note">{VALIDATION_MESSAGES.fixErrors}</p> : null}
    </form>
  );
}
