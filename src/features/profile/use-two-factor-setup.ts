/**
 * Setting 2FA up: the secret generated (none yet: 2FA is off; one: being set up) and the form that
 * turns 2FA on with the current password and a code from the authenticator, and, when the server
 * asks, what confirmed the account's withdrawals until now (the emailed code or a passkey: decision
 * 492). A new secret empties the code, which belonged to the old one.
 */
import { t } from '@lingui/core/macro';
import { type FormEvent, useState } from 'react';
import type * as calls from '../../../contract/calls/profile.js';
import type { Generate2faData } from '../../../contract/profile.js';
import { ApiCallError, messageOf, refusalOf } from '../../api/errors.js';
import { updateUser } from '../../state/auth.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { toast } from '../../ui/toast.js';
import { enable2fa, generate2faSecret } from './api/profile.js';
import { useStepProof } from './StepProof.js';

type Fields = FormFields<typeof calls.enable2fa, 'password' | 'otp'>;
// Messages are read when a rule runs, so they are in the language active then.
const rules = (v: Record<Fields, string>) => ({
  password: v.password ? undefined : t`Enter your current password`,
  otp: v.otp.trim() ? undefined : t`Please enter verification code`,
});

const generateSecretFirst = () => t`Please generate a secret code first`;

/** Where a refusal of turning 2FA on shows: the password's under it, anything else under the code. */
export function enableRefusal(err: unknown): Partial<Record<Fields, string>> {
  const verifyFailed = t`Failed to verify code. Please try again.`;
  if (!(err instanceof ApiCallError)) return { otp: verifyFailed };
  if (err.errors.password) return { password: err.errors.password };
  if (err.code === 'OTP_INVALID') return { otp: t`Invalid verification code` };
  if (err.errors.security_key) return { otp: generateSecretFirst() };
  if (err.code === 'OTP_LOCKED' || err.code === 'ACCOUNT_LOCKED') return { otp: messageOf(err, err.message) };
  return { otp: verifyFailed };
}

export function useTwoFactorSetup(onEnabled: (codes: string[]) => void) {
  const [secret, setSecret] = useState<Generate2faData | null>(null);
  const [generating, setGenerating] = useState(false);
  const [genError, setGenError] = useState<string | null>(null);
  // A rule's message shows when the form is sent and hides while its field is edited.
  const form = useForm<Fields>({ password: '', otp: '' }, rules, 'submit');

  const generate = async () => {
    setGenerating(true);
    setGenError(null);
    try {
      setSecret(await generate2faSecret());
      form.set('otp', '');
    } catch (e) {
      setGenError(t`Failed to generate 2FA secret`);
      toast.error(refusalOf(e, t`Failed to generate 2FA secret. Please try again.`));
    } finally {
      setGenerating(false);
    }
  };

  const step = useStepProof();

  const send = (passkey?: unknown) =>
    form.submit(async () => {
      if (!secret) return;
      try {
        const codes = await enable2fa({
          security_key: secret.base32,
          otp: form.values.otp,
          password: form.values.password,
          passkey,
          ...step.proof(),
        });
        // The card shows the codes next, in place of this set-up.
        onEnabled(codes);
        updateUser({ is2FA: true });
      } catch (err) {
        if (step.ask(err)) return;
        const refused = enableRefusal(err);
        // A wrong emailed code is said under its own field, not the authenticator's.
        if (step.need === 'email' && err instanceof ApiCallError && err.code === 'OTP_INVALID' && !refused.password)
          step.setError(messageOf(err, t`Invalid verification code`));
        else form.setServerErrors(refused);
      }
    });

  /** The form is ready to send: a secret, and every field its rule asks for. */
  const ready = (): boolean => {
    if (!secret) {
      form.touchOnly();
      form.setServerErrors({ otp: generateSecretFirst() });
      return false;
    }
    form.touchOnly('password', 'otp');
    const codeMissing = step.missing();
    return form.valid && !codeMissing;
  };

  const enable = async (e: FormEvent) => {
    e.preventDefault();
    if (ready()) await send();
  };

  return { secret, generating, genError, generate, form, enable, step, ready, send };
}
