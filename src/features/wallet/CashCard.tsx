/**
 * The customer's cash balance (AUD or EUR), first on the wallet, with the way to deposit from the
 * bank and withdraw to it (decision 240). It keeps its size while loading, so nothing below moves
 * when the balance arrives.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Landmark } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import type { CashCurrency } from '../../../contract/bank.js';
import { getCashBalance } from '../../api/bank.js';
import { formatFiat } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';
import { useOnlineAgain } from '../../offline/hooks.js';
import { isConnected } from '../../offline/network.js';

export function CashCard({ currency }: { currency: CashCurrency }) {
  const { t } = useLingui();
  const [balance, setBalance] = useState<string | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const load = async () => {
    if (!isConnected()) return setState((s) => (s === 'ready' ? s : 'failed'));
    try {
      setBalance((await getCashBalance()).balance);
      setState('ready');
    } catch {
      setState((s) => (s === 'ready' ? s : 'failed'));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once on opening
  useEffect(() => {
    void load();
  }, []);
  useOnlineAgain(() => void load());

  return (
    <section className="cash-card" aria-labelledby="cash-card-label">
      <span className="cash-card-icon" aria-hidden="true">
        <Landmark size={20} />
      </span>
      <div className="cash-card-text">
        <h2 id="cash-card-label" className="cash-card-label">
          {currency === 'AUD' ? <Trans>Cash (AUD)</Trans> : <Trans>Cash (EUR)</Trans>}
        </h2>
        {state === 'ready' && balance !== null ? (
          <p className="amount cash-card-amount" data-testid="wallet-cash-balance">
            {formatFiat(balance, currency)}
          </p>
        ) : state === 'failed' ? (
          <p className="cash-card-amount muted small">
            <Trans>Shown when online</Trans>
          </p>
        ) : (
          <p className="cash-card-amount">
            <span className="skeleton cash-card-skeleton" aria-hidden="true" />
            <span className="visually-hidden">
              <Trans>Loading...</Trans>
            </span>
          </p>
        )}
      </div>
      <nav className="cash-card-links" aria-label={t`Cash`}>
        {/* Named apart from the wallet's coin Deposit and Withdraw tiles, which sit just below. */}
        <Link href={paths.cashPath('deposit')} className="btn btn-secondary" aria-label={t`Deposit cash`}>
          <Trans>Deposit</Trans>
        </Link>
        <Link href={paths.cashPath('withdraw')} className="btn btn-secondary" aria-label={t`Withdraw cash`}>
          <Trans>Withdraw</Trans>
        </Link>
      </nav>
    </section>
  );
}
