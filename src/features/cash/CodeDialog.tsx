/**
 * The cash withdrawal's 2FA step, as the crypto withdrawal's (decision 138): the 6-digit code,
 * or a passkey instead; an empty code says so, a refused one shows why under the field. The
 * review it confirms stays in view above the field.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import type { FormEvent, ReactNode } from 'react';
import { UsePasskeyButton } from '../../passkeys/UsePasskeyButton.js';
import { useForm } from '../../state/use-form.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';

interface CodeDialogProps {
  busy: boolean;
  error: string | null;
  summary: ReactNode;
  onCode: (code: string) => void;
  onPasskey: (passkey: unknown) => void;
  onProblem: (message: string) => void;
  onCancel: () => void;
}

export function CodeDialog({ busy, error, summary, onCode, onPasskey, onProblem, onCancel }: CodeDialogProps) {
  const { t } = useLingui();
  // An empty code says so when sent, until the code is edited; the sending is the screen's.
  const form = useForm<'otp'>({ otp: '' }, (v) => ({ otp: v.otp ? undefined : t`Please enter 2FA code` }), 'submit');
  const code = form.values.otp;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    form.touchOnly('otp');
    if (form.valid) onCode(code);
  };
  return (
    <Modal title={t`Two-Factor Authentication`} onClose={busy ? () => {} : onCancel} closeOnBackdrop={!busy}>
      {summary}
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
          onChange={(e) => form.set('otp', e.target.value.replace(/\D/g, '').slice(0, 6))}
          error={form.error('otp') ?? error}
        />
        <UsePasskeyButton disabled={busy} onAssertion={onPasskey} onProblem={onProblem} />
        <div className="cash-dialog-actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" busy={busy}>
            {busy ? <Trans>Verifying...</Trans> : <Trans>Verify</Trans>}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
