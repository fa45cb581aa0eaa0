/**
 * The customer's cash balance (AUD or EUR), first on the wallet, with the way to deposit from the
 * bank and withdraw to it (decision 240). It keeps its size while loading, so nothing below moves
 * when the balance arrives. Memoised: the wallet's own updates never render it again; it follows
 * the cash store itself.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Landmark } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'wouter';
import type { CashCurrency } from '../../../contract/bank.js';
import { formatFiat } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';
import { useCash } from '../../state/use-cash.js';

export const CashCard = memo(function CashCard({ currency }: { currency: CashCurrency }) {
  const { t } = useLingui();
  const cash = useCash(currency);
  const balance = cash.data?.balance ?? null;
  const state =
    balance !== null ? 'ready' : cash.status === 'failed' || cash.status === 'offline' ? 'failed' : 'loading';

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
});
