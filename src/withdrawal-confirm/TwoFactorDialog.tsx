/**
 * A withdrawal's 2FA step, for coins and cash alike (decision 138): the 6-digit code, or a passkey
 * instead. An empty code says so when sent, until the code is edited; a refused one shows the
 * screen's word under the field. What the code confirms (the review) stays in view above it; the
 * sending is the screen's, and while it runs the dialog cannot be closed.
 */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { UsePasskeyButton } from '../passkeys/UsePasskeyButton.js';
import { useForm } from '../state/use-form.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { Modal } from '../ui/Modal.js';

/** The code field takes digits only, six at most (a pasted "123 456" becomes "123456"). */
export const codeDigits = (raw: string): string => raw.replace(/\D/g, '').slice(0, 6);

const rules = (v: { otp: string }) => ({ otp: v.otp ? undefined : t`Please enter 2FA code` });

interface TwoFactorFormProps {
  busy: boolean;
  /** The refusal of the last code, shown under the field. */
  error: string | null;
  onCode: (code: string) => void;
  /** Confirms with a passkey's assertion instead of the code. */
  onPasskey: (passkey: unknown) => void;
  /** The browser could not produce an assertion: shown like a refused code. */
  onPasskeyProblem: (message: string) => void;
  onCancel: () => void;
}

export function TwoFactorForm({ busy, error, onCode, onPasskey, onPasskeyProblem, onCancel }: TwoFactorFormProps) {
  const { t } = useLingui();
  const form = useForm<'otp'>({ otp: '' }, rules, 'submit');
  const code = form.values.otp;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    form.touchOnly('otp');
    if (form.valid) onCode(code);
  };
  return (
    <form onSubmit={submit} noValidate aria-label={t`Confirm the withdrawal`}>
      <p className="muted">
        <Trans>Enter the 6-digit code from your authenticator app to confirm this withdrawal.</Trans>
      </p>
      <Field
        label={t`2FA code`}
        data-autofocus
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        value={code}
        onChange={(e) => form.set('otp', codeDigits(e.target.value))}
        error={form.error('otp') ?? error}
      />
      <UsePasskeyButton disabled={busy} onAssertion={onPasskey} onProblem={onPasskeyProblem} />
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? <Trans>Verifying...</Trans> : <Trans>Verify</Trans>}
        </Button>
      </div>
    </form>
  );
}

export function TwoFactorDialog({ summary, ...form }: TwoFactorFormProps & { summary?: ReactNode }) {
  const { t } = useLingui();
  return (
    <Modal
      title={t`Two-Factor Authentication`}
      onClose={form.busy ? () => {} : form.onCancel}
      closeOnBackdrop={!form.busy}
    >
      {summary}
      <TwoFactorForm {...form} />
    </Modal>
  );
}
