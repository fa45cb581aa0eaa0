/**
 * Proving a Tron address by test deposit (decision 307), where its wallets cannot sign a message:
 * the exact amount to send from the address to the customer's own deposit address, credited to
 * the balance as any deposit. The server's proof status is asked every few seconds and on
 * "Check again"; once proven, the withdrawal can go on.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import type { TestDeposit } from '../../../contract/travel-rule.js';
import { formatCryptoWithSymbol } from '../../lib/money-format.js';
import { Button } from '../../ui/Button.js';
import { isAddressProven } from './api/travel-rule.js';

const POLL_MS = 5_000;

export function TestDepositProof({
  routeId,
  address,
  deposit,
  onProven,
  onCancel,
}: {
  routeId: number;
  address: string;
  deposit: TestDeposit;
  onProven: () => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const [proven, setProven] = useState(false);
  const [checking, setChecking] = useState(false);
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
        <div className="dialog-actions">
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
      <div className="dialog-actions">
        <Button variant="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        {proven ? (
          <Button onClick={onProven}>{t`Withdraw`}</Button>
        ) : (
          <Button busy={checking} onClick={() => void check()}>
            <Trans>Check again</Trans>
          </Button>
        )}
      </div>
    </div>
  );
}
