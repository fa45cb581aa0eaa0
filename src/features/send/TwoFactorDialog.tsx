/**
 * The withdrawal's 2FA dialog: digits only, 6 at most, Enter submits; an empty code says so and a
 * refused code shows the server's message (default 'Invalid 2FA code. Please try again.'). A
 * customer with a passkey may use it instead of the code.
 */
import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { UsePasskeyButton } from '../../passkeys/UsePasskeyButton.js';
import { useForm } from '../../state/use-form.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';
import { filterOtp } from './withdraw-logic.js';

interface TwoFactorDialogProps {
  busy: boolean;
  /** The refusal of the last code, shown under the field. */
  error: string | null;
  onSubmit: (code: string) => void;
  /** Confirms with a passkey's assertion instead of the code. */
  onPasskey: (passkey: unknown) => void;
  /** The browser could not produce an assertion: shown like a refused code. */
  onPasskeyProblem: (message: string) => void;
  onCancel: () => void;
  /** What the code confirms (the withdrawal's review), shown above the field. */
  summary?: ReactNode;
}

const rules = (v: { otp: string }) => ({ otp: v.otp ? undefined : t`Please enter 2FA code` });

export function TwoFactorDialog(props: TwoFactorDialogProps) {
  const { t } = useLingui();
  const { busy, error, onSubmit, onPasskey, onPasskeyProblem, onCancel, summary } = props;
  // An empty code says so when sent, until the code is edited; the sending is the screen's.
  const form = useForm<'otp'>({ otp: '' }, rules, 'submit');
  const code = form.values.otp;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    form.touchOnly('otp');
    if (form.valid) onSubmit(code);
  };
  return (
    <Modal title={t`Two-Factor Authentication`} onClose={busy ? () => {} : onCancel} closeOnBackdrop={!busy}>
      {summary}
      <form onSubmit={submit} noValidate>
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
          onChange={(e) => form.set('otp', filterOtp(e.target.value))}
          error={form.error('otp') ?? error}
        />
        <UsePasskeyButton disabled={busy} onAssertion={onPasskey} onProblem={onPasskeyProblem} />
        <div className="dialog-actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? t`Verifying...` : t`Verify`}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
