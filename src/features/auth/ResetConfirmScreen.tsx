/**
 * /reset-password/confirm: the emailed code and the new password. When the account's withdrawals
 * are guarded by more than the mailbox, the server asks for more (decisions 091, 490): with 2FA, a
 * code or a recovery code, or consent that 2FA goes; with passkeys, consent that they go.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { OTP_CODE_LENGTH, OTP_TYPE } from '../../../contract/accounts.js';
import type * as calls from '../../../contract/calls/accounts.js';
import { resetRules } from '../../../contract/validation/accounts.js';
import { passwordStrengthProblem } from '../../../contract/validation/password-strength.js';
import { cleanSecondFactorInput } from '../../../contract/validation/sign-in.js';
import { resetPassword } from '../../api/accounts.js';
import { askedStep } from '../../api/asked-step.js';
import { ApiCallError, messageOf } from '../../api/errors.js';
import { useOnline } from '../../offline/hooks.js';
import { OfflineNotice } from '../../offline/OfflineNotice.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { Field } from '../../ui/Field.js';
import { OnlineButton } from '../../ui/OnlineButton.js';
import { toast } from '../../ui/toast.js';
import { NewPasswordFields } from './code-form-parts.js';
import { EmailCodeField, ResendCodeButton } from './EmailCodeField.js';
import type { CodeNavState } from './nav-state.js';
import { useResend } from './useResend.js';
import './auth.css';
import * as paths from '../../lib/paths.js';
import { ruleTexts, weakPasswordText } from '../../lib/rule-text.js';

export default function ResetConfirmScreen() {
  const state = useHistoryState<CodeNavState | null>();
  if (!state?.email) return <Redirect to={paths.resetPassword} replace />;
  return <ResetConfirm email={state.email} sentAt={state.sentAt} />;
}

type Fields = FormFields<typeof calls.resetPassword, 'otp' | 'password' | 'totp', 'confirmPassword'>;
const EMPTY: Record<Fields, string> = { otp: '', password: '', confirmPassword: '', totp: '' };

function ResetConfirm({ email, sentAt }: { email: string; sentAt?: number }) {
  const [, navigate] = useLocation();
  const form = useForm<Fields>(EMPTY, (v) =>
    ruleTexts(resetRules({ email, otp: v.otp, password: v.password, confirmPassword: v.confirmPassword })),
  );
  const v = form.values;
  const { t } = useLingui();
  // What the server asked for beyond the emailed code, and the customer's consent to lose it.
  const [ask, setAsk] = useState<ResetAsk>(null);
  const [passkeyNotice, setPasskeyNotice] = useState('');
  const [without2fa, setWithout2fa] = useState(false);
  const online = useOnline();
  const resend = useResend(email, OTP_TYPE.passwordReset, sentAt);

  const valid = form.valid;
  const shown = form.error;
  const set = form.set;
  const touch = (f: Fields) => () => form.touch(f);

  async function submit(e: FormEvent) {
    e.preventDefault();
    // Offline the button is disabled and says why; Enter in a field must not send either.
    if (!online) return;
    form.touchAll();
    if (!valid) return;
    if (ask === 'second_factor' && !without2fa && !v.totp.trim()) {
      form.setServerErrors({ totp: t`Enter a code from your authenticator app or a recovery code` });
      return;
    }
    await form.submit(async () => {
      try {
        const weak = await passwordStrengthProblem(v.password, [email]);
        if (weak) {
          form.setServerErrors({ password: weakPasswordText(weak) });
          return;
        }
        await resetPassword({
          email,
          otp: v.otp.trim(),
          password: v.password,
          ...resetFactorFields(ask, without2fa, v.totp),
        });
        navigate(paths.resetSuccess, { replace: true });
      } catch (err) {
        const asked = resetAskOf(err);
        if (asked && err instanceof ApiCallError) {
          // A consent given for one step is not one for another.
          if (asked !== ask) setWithout2fa(false);
          setAsk(asked);
          if (asked === 'passkey') setPasskeyNotice(err.message);
          else form.setServerErrors({ totp: err.errors.totp ?? err.message });
        } else if (err instanceof ApiCallError && (err.errors.totp || err.code === 'OTP_LOCKED')) {
          form.setServerErrors({ totp: messageOf(err, err.message) });
        } else if (err instanceof ApiCallError && (err.code === 'OTP_INVALID' || err.code === 'OTP_EXPIRED')) {
          form.setServerErrors({ otp: err.message });
        } else {
          const underFields = err instanceof ApiCallError && err.code === 'VALIDATION' && form.takeServerErrors(err);
          if (!underFields) toast.error(messageOf(err, t`Invalid code`));
        }
      }
    });
  }

  return (
    <section className="auth-card">
      <h1 className="auth-title">
        <Trans>Choose a new password</Trans>
      </h1>
      <p className="auth-lead">
        <Trans>
          If <strong>{email}</strong> has an account, we sent it a {OTP_CODE_LENGTH}-digit code. It expires in 10
          minutes.
        </Trans>
      </p>
      <form onSubmit={submit} noValidate aria-label={t`Choose a new password`}>
        <EmailCodeField
          label={t`Code`}
          value={v.otp}
          error={shown('otp')}
          onChange={(e) => set('otp', e.target.value)}
          onLeave={touch('otp')}
        />
        <NewPasswordFields form={form} label={t`New Password`} />
        {ask === 'passkey' ? (
          <PasskeyResetStep notice={passkeyNotice} confirmed={without2fa} onConfirm={setWithout2fa} />
        ) : null}
        {ask === 'second_factor' ? (
          <fieldset className="auth-2fa-step">
            <legend>
              <Trans>Two-factor authentication</Trans>
            </legend>
            <Field
              label={t`2FA code or recovery code`}
              name="totp"
              autoComplete="one-time-code"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={11}
              value={v.totp}
              disabled={without2fa}
              hint={t`Your account has two-factor authentication on: enter a code from your authenticator app or one of your recovery codes.`}
              error={without2fa ? undefined : form.server.totp}
              onChange={(e) => set('totp', cleanSecondFactorInput(e.target.value))}
            />
            <label className="auth-check">
              <input
                type="checkbox"
                name="without2fa"
                checked={without2fa}
                onChange={(e) => setWithout2fa(e.target.checked)}
              />
              <span>
                <Trans>
                  I can't use my authenticator app or a recovery code. Two-factor authentication will be turned off, any
                  passkeys removed and withdrawals paused for 24 hours; we will email you.
                </Trans>
              </span>
            </label>
          </fieldset>
        ) : null}
        <OfflineNotice message={t`A connection is needed to reset your password.`} />
        <OnlineButton type="submit" block busy={form.submitting} disabled={!valid}>
          {form.submitting ? <Trans>Saving...</Trans> : <Trans>Reset Password</Trans>}
        </OnlineButton>
      </form>
      <ResendCodeButton resend={resend} />
    </section>
  );
}

/** What the server asked for beyond the emailed code: 2FA's code, or consent that the passkeys go. */
type ResetAsk = 'second_factor' | 'passkey' | null;

/** The refusal that opens a step, else null (any other refusal is shown where it belongs). */
export function resetAskOf(err: unknown): ResetAsk {
  if (askedStep(err) === 'code') return 'second_factor';
  return err instanceof ApiCallError && err.code === 'RESET_REMOVES_PASSKEYS' ? 'passkey' : null;
}

/** The payload's answer to the step: a code, or the consent (`without2fa`) to lose the factors. */
export function resetFactorFields(ask: ResetAsk, consent: boolean, totp: string): { totp?: string; without2fa?: true } {
  if (ask === null) return {};
  if (consent) return { without2fa: true };
  return ask === 'second_factor' ? { totp: totp.trim() } : {};
}

/** The passkeys' step: the server's notice, and the consent that resetting by email removes them. */
export function PasskeyResetStep(p: { notice: string; confirmed: boolean; onConfirm: (on: boolean) => void }) {
  return (
    <fieldset className="auth-2fa-step">
      <legend>
        <Trans>Passkeys</Trans>
      </legend>
      <p className="auth-lead" role="alert">
        {p.notice}
      </p>
      <label className="auth-check">
        <input
          type="checkbox"
          name="without2fa"
          checked={p.confirmed}
          onChange={(e) => p.onConfirm(e.target.checked)}
        />
        <span>
          <Trans>
            Reset with the emailed code anyway. My passkeys will be removed and withdrawals paused for 24 hours; we will
            email you.
          </Trans>
        </span>
      </label>
    </fieldset>
  );
}
