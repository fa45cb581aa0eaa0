/**
 * "Use a passkey instead", offered wherever a 2FA code is asked when the customer has a passkey:
 * the browser asks the authenticator, and the assertion goes where the code would have gone.
 */
import { Trans } from '@lingui/react/macro';
import { Fingerprint } from 'lucide-react';
import { useState } from 'react';
import { messageOf } from '../api/errors.js';
import { Button } from '../ui/Button.js';
import { confirmWithPasskey } from './ceremonies.js';
import { PASSKEY_UI, PasskeyProblem } from './messages.js';
import { useHasPasskey } from './use-has-passkey.js';

interface UsePasskeyButtonProps {
  /** Called with the assertion; runs the action it confirms. */
  onAssertion: (passkey: unknown) => Promise<void> | void;
  /** The browser or the server could not produce an assertion: the message to show. */
  onProblem: (message: string) => void;
  /** Checked first (say, that the password is typed); false stops before the browser is asked. */
  ready?: () => boolean;
  disabled?: boolean;
}

export function UsePasskeyButton({ onAssertion, onProblem, ready, disabled }: UsePasskeyButtonProps) {
  const has = useHasPasskey();
  const [busy, setBusy] = useState(false);
  if (!has) return null;
  const start = async () => {
    if (ready && !ready()) return;
    setBusy(true);
    let passkey: unknown;
    try {
      passkey = await confirmWithPasskey();
    } catch (err) {
      setBusy(false);
      onProblem(err instanceof PasskeyProblem ? err.message : messageOf(err, PASSKEY_UI.failed));
      return;
    }
    try {
      await onAssertion(passkey);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" className="use-passkey" busy={busy} disabled={disabled} onClick={() => void start()}>
      <Fingerprint aria-hidden="true" size={18} />{' '}
      {busy ? <Trans>Waiting for your passkey...</Trans> : <Trans>Use a passkey instead</Trans>}
    </Button>
  );
}
