/**
 * What a change to the account's factors asks besides the password when the server says so
 * (decision 492): on an account with neither 2FA nor a passkey, the code emailed for the change;
 * on one with passkeys only, one of those passkeys. The server decides; the form shows this part
 * once it has answered EMAIL_CODE_REQUIRED or PASSKEY_REQUIRED, and sends the proof with the retry.
 */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { sendSecurityCode } from '../../api/accounts.js';
import { askedStep } from '../../api/asked-step.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { useEmailedCode } from '../../withdrawal-confirm/use-emailed-code.js';

type StepNeed = 'email' | 'passkey' | null;

export function useStepProof() {
  const [need, setNeed] = useState<StepNeed>(null);
  const [emailCode, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const code = useEmailedCode(sendSecurityCode);
  return {
    need,
    emailCode,
    /** Editing the code answers what was said about it. */
    setEmailCode(value: string) {
      setCode(value);
      setError(null);
    },
    code,
    /** What is wrong with the code: not typed, or refused by the server. */
    error,
    setError,
    /** True (and says so under the field) when the emailed code is asked and not typed. */
    missing(): boolean {
      if (need !== 'email' || emailCode) return false;
      setError(t`Enter the code we emailed you.`);
      return true;
    },
    /** Takes a refusal that asks for the step: true when it did (the form then shows the step). */
    ask(err: unknown): boolean {
      // A change of factors on an account with 2FA carries its code in the form already.
      const asked = askedStep(err);
      if (asked !== 'email' && asked !== 'passkey') return false;
      // The code is emailed once, when first asked for; "Send the code again" asks again.
      if (asked === 'email' && need !== 'email') code.send();
      setNeed(asked);
      return true;
    },
    /** What the retry carries: the emailed code once it is asked for. */
    proof(): { emailCode?: string } {
      return need === 'email' ? { emailCode } : {};
    },
  };
}

type StepProof = ReturnType<typeof useStepProof>;

/** The emailed code's part of the form: whether it was sent, the field, and a new send. */
export function EmailCodeStep({ step, busy }: { step: StepProof; busy: boolean }) {
  const { t } = useLingui();
  const { sent, send } = step.code;
  const field = useRef<HTMLInputElement>(null);
  // The field appears after the first try: the keyboard goes to it.
  useEffect(() => field.current?.focus(), []);
  return (
    <>
      <p className="muted" role="status">
        {sent === 'sending' ? (
          <Trans>Sending a code to your email…</Trans>
        ) : sent === 'sent' ? (
          <Trans>We emailed you a code. Enter it to confirm this change.</Trans>
        ) : (
          sent
        )}
      </p>
      <Field
        ref={field}
        label={t`Code from the email`}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={step.emailCode}
        onChange={(e) => step.setEmailCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        error={step.error}
      />
      <p className="muted">
        <Button variant="ghost" onClick={send} disabled={busy || sent === 'sending'}>
          <Trans>Send the code again</Trans>
        </Button>
      </p>
    </>
  );
}

/** The passkey's part: what to do, above the button that asks the device. */
export function PasskeyStepNote() {
  return (
    <p className="muted" role="status">
      <Trans>Confirm this change with a passkey you already have.</Trans>
    </p>
  );
}
