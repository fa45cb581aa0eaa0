/**
 * Proving a Tron address by test deposit (decision 307), where its wallets cannot sign a message:
 * the exact amount to send from the address to the customer's own deposit address, credited to
 * the balance as any deposit. The server's proof status is asked every few seconds and on
 * "Check again"; once proven, the withdrawal (or the deposit's answer) can go on. Its actions
 * ask the server, so they wait for a connection, and the step says why.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { TestDeposit } from '../../contract/travel-rule.js';
import { formatCryptoWithSymbol } from '../lib/money-format.js';
import { OFFLINE_DIALOG_NOTICE_ID, OfflineNotice } from '../offline/OfflineNotice.js';
import { Button } from '../ui/Button.js';
import { OnlineButton } from '../ui/OnlineButton.js';
import { isAddressProven } from './api.js';

/** What the proof is for: the withdrawal it lets go, or the answer about a deposit. */
export type ProofFor = 'withdrawal' | 'deposit_answer';

/** A proof asked for one address of the customer's: both ways of proving it take these. */
export interface ProofAsked {
  routeId: number;
  address: string;
  /** What follows the proof: the withdrawal sent again, or the deposit's answer sent. */
  proofFor: ProofFor;
  onProven: () => void;
  onCancel: () => void;
}

const POLL_MS = 5_000;
/**
 * Once the address is proven, "Withdraw" (or "Send answer") takes the place of "Check again": it
 * takes no tap for this long, so a customer tapping "Check again" as the proof arrives does not
 * send the withdrawal with the same finger.
 */
export const PROVEN_ACTION_DELAY_MS = 1_000;

export function TestDepositProof({
  routeId,
  address,
  deposit,
  proofFor,
  onProven,
  onCancel,
}: ProofAsked & { deposit: TestDeposit }) {
  const { t } = useLingui();
  const [proven, setProven] = useState(false);
  const [checking, setChecking] = useState(false);
  const [armed, setArmed] = useState(false);
  const amount = formatCryptoWithSymbol(deposit.amount, deposit.currency, 6);
  const depositAddress = deposit.depositAddress;

  const check = useCallback(async () => {
    setChecking(true);
    try {
      if (await isAddressProven(routeId, address)) setProven(true);
    } catch {
      // Asked again on the next round or "Check again".
    } finally {
      setChecking(false);
    }
  }, [routeId, address]);

  useEffect(() => {
    if (proven) return;
    const timer = setInterval(() => void check(), POLL_MS);
    return () => clearInterval(timer);
  }, [proven, check]);

  useEffect(() => {
    if (!proven) return;
    const timer = setTimeout(() => setArmed(true), PROVEN_ACTION_DELAY_MS);
    return () => clearTimeout(timer);
  }, [proven]);

  return (
    <div data-testid="test-deposit-proof">
      <p>
        <Trans>
          Send exactly <strong>{amount}</strong> from this address to your deposit address:
        </Trans>
      </p>
      <div className="field">
        <label className="field-label" htmlFor="test-deposit-address">
          <Trans>Your deposit address</Trans>
        </label>
        <textarea
          id="test-deposit-address"
          className="proof-message"
          readOnly
          rows={2}
          spellCheck={false}
          value={depositAddress}
          data-testid="test-deposit-address"
        />
        <div className="proof-actions">
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(deposit.amount)}>
            <Trans>Copy amount</Trans>
          </Button>
          <Button variant="secondary" onClick={() => void navigator.clipboard?.writeText(depositAddress)}>
            <Trans>Copy address</Trans>
          </Button>
        </div>
      </div>
      <p className="muted">
        <Trans>
          Wallets on this network cannot sign a message, so a small deposit of this exact amount proves the address is
          yours. It is credited to your balance like any deposit. Send it within 15 minutes.
        </Trans>
      </p>
      <p role="status" data-testid="test-deposit-status">
        {proven ? (
          <Trans>The deposit has arrived: the address is proven yours.</Trans>
        ) : (
          <Trans>Waiting for the deposit…</Trans>
        )}
      </p>
      <OfflineNotice id={OFFLINE_DIALOG_NOTICE_ID} message={t`A connection is needed to prove this wallet is yours.`} />
      <div className="proof-actions">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        {proven ? (
          <OnlineButton onClick={onProven} disabled={!armed} notice={OFFLINE_DIALOG_NOTICE_ID}>
            {proofFor === 'withdrawal' ? t`Withdraw` : t`Send answer`}
          </OnlineButton>
        ) : (
          <OnlineButton busy={checking} onClick={() => void check()} notice={OFFLINE_DIALOG_NOTICE_ID}>
            <Trans>Check again</Trans>
          </OnlineButton>
        )}
      </div>
    </div>
  );
}
