/** /reset-password: the email to send a reset code to. */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { OTP_TYPE } from '../../../contract/accounts.js';
import type * as calls from '../../../contract/calls/accounts.js';
import { emailRule } from '../../../contract/validation/accounts.js';
import { sendEmailOtp } from '../../api/accounts.js';
import { ApiCallError } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Field } from '../../ui/Field.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { type Refusal, RefusalNotice } from './code-form-parts.js';
import type { CodeNavState } from './nav-state.js';
import './auth.css';
import * as paths from '../../lib/paths.js';
import { ruleTexts } from '../../lib/rule-text.js';

type Fields = FormFields<typeof calls.sendEmailOtp, 'email'>;
const rules = (v: Record<Fields, string>) => ruleTexts({ email: emailRule(v.email) });

export default function ResetPasswordScreen() {
  const [, navigate] = useLocation();
  const form = useForm<Fields>({ email: '' }, rules);
  const email = form.values.email;
  const online = useOnline();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { t } = useLingui();

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Offline the button is disabled and says why; Enter in a field must not send either.
    if (!online) return;
    form.touchAll();
    if (!form.valid) return;
    await form.submit(async () => {
      setRefusal(null);
      try {
        await sendEmailOtp(email.trim(), OTP_TYPE.passwordReset);
        toast.success(t`We emailed you a code`);
        const state: CodeNavState = { email: email.trim(), sentAt: Date.now() };
        navigate(paths.resetConfirm, { state });
      } catch (err) {
        if (err instanceof ApiCallError && err.code === 'RATE_LIMITED' && err.retryAfterSeconds) {
          setRefusal({ message: err.message, until: Date.now() + err.retryAfterSeconds * 1000 });
        } else {
          setRefusal({ message: t`Failed to send the OTP. Please try again.`, until: 0 });
        }
      }
    });
  }

  return (
    <section className="auth-card">
      <h1 className="auth-title">
        <Trans>Reset your password</Trans>
      </h1>
      <p className="auth-lead">
        <Trans>Enter the email of your account and we will send you a code to choose a new password.</Trans>
      </p>
      <form onSubmit={submit} noValidate aria-label={t`Reset password`}>
        <Field
          label={t`Email`}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          required
          error={form.error('email')}
          onChange={(e) => form.set('email', e.target.value)}
          onBlur={() => form.touch('email')}
        />
        <RefusalNotice refusal={refusal} />
        <OfflineNotice message={t`A connection is needed to reset your password.`} />
        <OnlineButton type="submit" block busy={form.submitting} disabled={!form.valid}>
          {form.submitting ? <Trans>Sending...</Trans> : <Trans>Send Code</Trans>}
        </OnlineButton>
      </form>
      <p className="auth-aside auth-aside-center">
        <Link href={paths.signIn}>
          <Trans>Back to Sign In</Trans>
        </Link>
      </p>
    </section>
  );
}
