/**
 * Proving a self-hosted address is the customer's own (decision 247), asked when a withdrawal to
 * it, or a deposit from it, is above the threshold: the server's message to sign, copied into the
 * wallet; the signature (and for XRP the public key) pasted back and checked by the server. Proven
 * once per address; the withdrawal is then sent again, or the deposit's answer sent. Where the
 * network's wallets cannot sign, a test deposit proves it instead (TestDepositProof). Its actions
 * write, so they wait for a connection, and the dialog says why.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { messageOf } from '../api/errors.js';
import { OFFLINE_DIALOG_NOTICE_ID, OfflineNotice } from '../offline/OfflineNotice.js';
import { useForm } from '../state/use-form.js';
import { loadedData, useLoad } from '../state/use-load.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { Modal } from '../ui/Modal.js';
import { OnlineButton } from '../ui/OnlineButton.js';
import { askOwnershipChallenge, sendOwnershipProof } from './api.js';
import { type ProofAsked, TestDepositProof } from './TestDepositProof.js';
import './ownership-proof.css';

/** The server checks the signature; the form only says when none is pasted. */
const noRules = () => ({});

export function OwnershipProofDialog({ routeId, address, proofFor, onProven, onCancel }: ProofAsked) {
  const { t } = useLingui();
  const form = useForm<'signature' | 'publicKey'>({ signature: '', publicKey: '' }, noRules, 'submit');
  const { signature, publicKey } = form.values;
  const [error, setError] = useState<string | null>(null);
  const busy = form.submitting;
  const [attempt, setAttempt] = useState(0);

  // `attempt` asks a new message after each refused signature (a message takes one answer).
  const [loaded] = useLoad(
    () => askOwnershipChallenge(routeId, address),
    [routeId, address, attempt],
    t`The message to sign could not be loaded.`,
  );
  const challenge = loadedData(loaded);
  const loadError = loaded.state === 'error' ? loaded.message : null;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!challenge || busy) return;
    if (!signature.trim()) {
      setError(t`Paste the signature from your wallet.`);
      return;
    }
    await form.submit(async () => {
      try {
        await sendOwnershipProof(challenge.challengeId, signature.trim(), publicKey.trim());
        onProven();
      } catch (err) {
        // A challenge takes one answer: a new message is needed after a refusal.
        setError(messageOf(err, t`The signature could not be checked.`));
        form.set('signature', '');
        setAttempt((n) => n + 1);
      }
    });
  }

  if (challenge?.testDeposit)
    return (
      <Modal title={t`Prove this wallet is yours`} onClose={onCancel}>
        <TestDepositProof
          routeId={routeId}
          address={address}
          deposit={challenge.testDeposit}
          proofFor={proofFor}
          onProven={onProven}
          onCancel={onCancel}
        />
      </Modal>
    );

  return (
    <Modal title={t`Prove this wallet is yours`} onClose={busy ? () => {} : onCancel} closeOnBackdrop={!busy}>
      <form onSubmit={submit} noValidate data-testid="ownership-proof">
        <p className="muted">
          <Trans>
            Above this amount, we need proof that you control this address. Sign the message below in your wallet (use
            "Sign message"), then paste the signature. You only do this once per address.
          </Trans>
        </p>
        {loadError ? (
          <p className="field-error" role="alert">
            {loadError}
          </p>
        ) : null}
        {challenge ? (
          <div className="field">
            <label className="field-label" htmlFor="ownership-message">
              <Trans>Message to sign</Trans>
            </label>
            <textarea
              id="ownership-message"
              className="proof-message"
              readOnly
              rows={6}
              value={challenge.message}
              data-testid="ownership-message"
            />
            <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(challenge.message)}>
              <Trans>Copy message</Trans>
            </Button>
          </div>
        ) : loadError ? null : (
          <p className="muted" role="status">
            <Trans>Loading the message…</Trans>
          </p>
        )}
        <div className="field">
          <label className="field-label" htmlFor="ownership-signature">
            <Trans>Signature</Trans>
          </label>
          <textarea
            id="ownership-signature"
            className="proof-signature"
            rows={3}
            maxLength={2048}
            spellCheck={false}
            value={signature}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'ownership-error' : undefined}
            onChange={(e) => {
              form.set('signature', e.target.value);
              setError(null);
            }}
          />
        </div>
        {challenge?.scheme === 'xrpl' ? (
          <Field
            label={t`Public key (hex)`}
            value={publicKey}
            maxLength={200}
            spellCheck={false}
            onChange={(e) => form.set('publicKey', e.target.value)}
          />
        ) : null}
        {error ? (
          <p className="field-error" role="alert" id="ownership-error">
            {error}
          </p>
        ) : null}
        <OfflineNotice
          id={OFFLINE_DIALOG_NOTICE_ID}
          message={t`A connection is needed to prove this wallet is yours.`}
        />
        <div className="proof-actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <OnlineButton type="submit" busy={busy} disabled={!challenge} notice={OFFLINE_DIALOG_NOTICE_ID}>
            {proofFor === 'withdrawal' ? <Trans>Verify and withdraw</Trans> : <Trans>Verify and send answer</Trans>}
          </OnlineButton>
        </div>
      </form>
    </Modal>
  );
}
