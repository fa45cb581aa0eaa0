/** /verify-email: the emailed code that finishes creating the account. */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { OTP_CODE_LENGTH, OTP_TYPE } from '../../../contract/accounts.js';
import type * as calls from '../../../contract/calls/accounts.js';
import { verifyCodeRule } from '../../../contract/validation/accounts.js';
import { createUser } from '../../api/accounts.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { locale } from '../../state/locale.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Button } from '../../ui/Button.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { clearDraft, currentDraft } from './draft.js';
import { EmailCodeField, ResendCodeButton } from './EmailCodeField.js';
import type { AuthNavState, CodeNavState } from './nav-state.js';
import { useResend } from './useResend.js';
import './auth.css';
import * as paths from '../../lib/paths.js';
import { ruleTexts } from '../../lib/rule-text.js';

export default function VerifyEmailScreen() {
  const state = useHistoryState<CodeNavState | null>();
  if (!state?.email) return <Redirect to={paths.signIn} replace />;
  return <VerifyEmail email={state.email} creating={state.flow === 'signup'} sentAt={state.sentAt} />;
}

type Fields = FormFields<typeof calls.createUser, 'otp'>;
const rules = (v: Record<Fields, string>) => ruleTexts({ otp: verifyCodeRule(v.otp) });
/** The code's refusals are said under the code field. */
const CODE_FIELDS = { OTP_INVALID: 'otp', OTP_EXPIRED: 'otp' };

function VerifyEmail({ email, creating, sentAt }: { email: string; creating: boolean; sentAt?: number }) {
  const [, navigate] = useLocation();
  const form = useForm<Fields>({ otp: '' }, rules);
  const code = form.values.otp;
  const online = useOnline();
  const idempotencyKey = useRef<string>(crypto.randomUUID());
  const resend = useResend(email, OTP_TYPE.signUp, sentAt);
  const draft = currentDraft(email);
  const { t } = useLingui();

  const backToForm = () => {
    const back: AuthNavState = { activeTab: 'signup', email };
    navigate(paths.signIn, { state: back, replace: true });
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Offline the button is disabled and says why; Enter in a field must not send either.
    if (!online) return;
    form.touchAll();
    if (!form.valid || !draft) return;
    await form.submit(async () => {
      try {
        await createUser(
          {
            ...draft,
            otp: code.trim(),
            device_info: typeof navigator === 'undefined' ? '' : navigator.userAgent,
            country_code: locale.country ?? '',
            currency_code: locale.currency,
            is_eu: locale.isEu,
            ip: '',
          },
          idempotencyKey.current,
        );
        clearDraft();
        toast.success(t`Account created successfully!`);
        toast.success(t`Verification successful!`);
        const next: AuthNavState = { activeTab: 'signin', email };
        navigate(paths.signIn, { state: next, replace: true });
      } catch (err) {
        idempotencyKey.current = crypto.randomUUID();
        const underCode =
          err instanceof ApiCallError &&
          (err.code === 'OTP_INVALID' || err.code === 'OTP_EXPIRED' || (err.code === 'VALIDATION' && err.errors.otp));
        if (underCode) {
          form.takeServerErrors(err, CODE_FIELDS);
        } else {
          toast.error(messageOf(err, t`Failed to create account`));
        }
      }
    });
  }

  return (
    <section className="auth-card">
      <h1 className="auth-title">{creating ? <Trans>Verify Your Email</Trans> : <Trans>We Emailed You</Trans>}</h1>
      <p className="auth-lead">
        <Trans>
          We sent a {OTP_CODE_LENGTH}-digit code to <strong>{email}</strong>. It works once and expires in 10 minutes.
        </Trans>
      </p>
      {creating && !draft ? (
        <div className="auth-alert">
          <p role="alert">
            <Trans>Your sign-up details were cleared when the page reloaded. Please fill in the form again.</Trans>
          </p>
          <Button variant="secondary" block onClick={backToForm}>
            <Trans>Back to Create Account</Trans>
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate aria-label={t`Verify Your Email`}>
          <EmailCodeField
            label={t`Verification Code`}
            value={code}
            error={form.error('otp')}
            onChange={(e) => form.set('otp', e.target.value.replace(/\D/g, ''))}
            onLeave={() => form.touch('otp')}
          />
          <OfflineNotice message={t`A connection is needed to create your account.`} />
          <OnlineButton type="submit" block busy={form.submitting} disabled={code.trim() === ''}>
            {form.submitting ? <Trans>Verifying...</Trans> : <Trans>Verify</Trans>}
          </OnlineButton>
        </form>
      )}
      <ResendCodeButton resend={resend} />
    </section>
  );
}
