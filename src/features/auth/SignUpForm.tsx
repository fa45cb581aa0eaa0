import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { OTP_TYPE } from '../../../contract/accounts.js';
import type * as calls from '../../../contract/calls/accounts.js';
import { legalRegionOf, TERMS_VERSIONS } from '../../../contract/legal.js';
import { isoDate, signUpRules } from '../../../contract/validation/accounts.js';
import { passwordStrengthProblem } from '../../../contract/validation/password-strength.js';
import { sendEmailOtp } from '../../api/accounts.js';
import { ApiCallError } from '../../api/api-error.js';
import { readTypedDate, typedDateHint } from '../../lib/calendar-date.js';
import * as paths from '../../lib/paths.js';
import { ruleTexts, weakPasswordText } from '../../lib/rule-text.js';
import { useOnline } from '../../offline/hooks.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { locale } from '../../state/locale.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Field } from '../../ui/Field.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { NewPasswordFields, type Refusal, RefusalNotice } from './code-form-parts.js';
import { DobField } from './DobField.js';
import { saveDraft } from './draft.js';
import type { CodeNavState } from './nav-state.js';
import { TermsConsent } from './TermsConsent.js';

// The account's fields as the account creation receives them (after the emailed code), and the
// repeated password.
type Fields = FormFields<
  typeof calls.createUser,
  'first_name' | 'last_name' | 'email' | 'password' | 'dob',
  'confirmPassword'
>;
type Values = Record<Fields, string>;
const EMPTY: Values = { first_name: '', last_name: '', email: '', password: '', confirmPassword: '', dob: '' };

/**
 * The sign-up rules on what was typed: the birth date is read in the language's way first, and
 * the rules then judge the ISO date the server will receive.
 */
function rulesFor(currency: string) {
  return (v: Values) => {
    const typed = v.dob.trim() ? readTypedDate(v.dob, currency) : null;
    const keys = signUpRules({ ...v, dob: typed && 'iso' in typed ? typed.iso : v.dob }, isoDate(new Date()));
    if (typed && 'problem' in typed) keys.dob = typed.problem === 'format' ? 'dobFormat' : 'dobInvalid';
    return ruleTexts(keys, { format: typedDateHint(currency) });
  };
}

/** The ISO date the server receives for what was typed ('' when it reads as none). */
function isoDob(typed: string, currency: string): string {
  const read = readTypedDate(typed, currency);
  return 'iso' in read ? read.iso : '';
}

export function SignUpForm() {
  const { registrationOpen } = useSnapshot(locale);
  const { t } = useLingui();
  // Where sign-up is closed, say so before anything is typed (the server refuses the same address).
  if (registrationOpen === false)
    return (
      <div className="auth-alert" data-testid="region-closed">
        <p role="alert">{t`Registration unavailable. Unfortunately, we do not currently support user registration from your country. Stay tuned — we are constantly expanding the availability of our services.`}</p>
      </div>
    );
  return <OpenSignUpForm />;
}

function OpenSignUpForm() {
  const [, navigate] = useLocation();
  const { currency } = useSnapshot(locale);
  const form = useForm<Fields>(EMPTY, rulesFor(currency));
  const v = form.values;
  const online = useOnline();
  const region = legalRegionOf(currency);
  const [accepted, setAccepted] = useState(false);
  const [consentTouched, setConsentTouched] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { t } = useLingui();

  const filled = Object.values(v).every((x) => x.trim() !== '');
  const valid = filled && form.valid && accepted;
  const consentError =
    !accepted && consentTouched
      ? t`Please accept the Terms and Conditions and the Privacy Policy to create your account`
      : null;
  const set = (f: Fields) => (value: string) => form.set(f, value);
  const touch = (f: Fields) => () => form.touch(f);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Offline the button is disabled and says why; Enter in a field must not send either.
    if (!online) return;
    form.touchAll();
    setConsentTouched(true);
    if (!valid) return;
    await form.submit(async () => {
      setRefusal(null);
      const email = v.email.trim();
      try {
        // The server's strength rule, checked here first (loaded only now) so the code is not wasted.
        const weak = await passwordStrengthProblem(v.password, [email, v.first_name, v.last_name]);
        if (weak) {
          form.setServerErrors({ password: weakPasswordText(weak) });
          return;
        }
        await sendEmailOtp(email, OTP_TYPE.signUp);
        saveDraft({
          first_name: v.first_name.trim(),
          last_name: v.last_name.trim(),
          email,
          password: v.password,
          dob: isoDob(v.dob, currency),
          accept_terms: true,
          terms_version: TERMS_VERSIONS[region],
        });
        toast.success(t`We emailed you a code`);
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
          // The fields the server's rules refused, each under its field.
          if (err.code === 'VALIDATION' && form.takeServerErrors(err)) return;
        }
        // The texts of failures load only when one happens: they are no part of the first screen.
        const { messageOf } = await import('../../api/errors.js');
        toast.error(messageOf(err, t`Failed to send OTP`));
      }
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t`Create account`}>
      <Field
        label={t`First Name`}
        name="first_name"
        autoComplete="given-name"
        value={v.first_name}
        required
        error={form.error('first_name')}
        onChange={(e) => set('first_name')(e.target.value)}
        onBlur={touch('first_name')}
      />
      <Field
        label={t`Last Name`}
        name="last_name"
        autoComplete="family-name"
        value={v.last_name}
        required
        error={form.error('last_name')}
        onChange={(e) => set('last_name')(e.target.value)}
        onBlur={touch('last_name')}
      />
      <Field
        label={t`Email`}
        name="email"
        type="email"
        autoComplete="email"
        value={v.email}
        required
        error={form.error('email')}
        onChange={(e) => set('email')(e.target.value)}
        onBlur={touch('email')}
      />
      <NewPasswordFields
        form={form}
        label={t`Password`}
        hint={
          form.touched.password
            ? undefined
            : t`At least 8 characters with uppercase, lowercase, a number and a special character.`
        }
      />
      <DobField value={v.dob} error={form.error('dob')} onChange={set('dob')} onBlur={touch('dob')} />
      <TermsConsent
        region={region}
        checked={accepted}
        error={consentError}
        onChange={(on) => {
          setAccepted(on);
          setConsentTouched(true);
        }}
      />
      <RefusalNotice refusal={refusal} />
      <OfflineNotice message={t`A connection is needed to create your account.`} />
      <OnlineButton type="submit" block busy={form.submitting} disabled={!valid}>
        {form.submitting ? <Trans>Sending Code...</Trans> : <Trans>Create Account</Trans>}
      </OnlineButton>
      {form.anyError || consentError ? (
        <p className="auth-form-note">
          <Trans>Please fix all validation errors before proceeding</Trans>
        </p>
      ) : null}
    </form>
  );
}
