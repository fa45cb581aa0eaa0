/**
 * The latest cash movements, newest first: bank deposits (credited, or returned to the sender
 * with why), withdrawals (waiting for review by compliance when large (decision 315), waiting
 * for the bank, paid out, or returned to the balance), and the purchases paid from the balance and
 * sales into it (decision 436), so the list accounts for every change of the balance.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, ShoppingCart } from 'lucide-react';
import { useSnapshot } from 'valtio';
import type { CashDeposit, CashTrade, CashWithdrawal } from '../../../contract/bank.js';
import { formatListDate } from '../../lib/dates.js';
import { formatCrypto, formatFiat, signed } from '../../lib/money-format.js';
import { locale } from '../../state/locale.js';
import { ReturnedWhy } from '../../ui/ReturnedWhy.js';

type Movement =
  | { kind: 'deposit'; at: string; d: CashDeposit }
  | { kind: 'withdrawal'; at: string; w: CashWithdrawal }
  | { kind: 'trade'; at: string; t: CashTrade };

function DepositRow({ d, timeZone }: { d: CashDeposit; timeZone: string }) {
  const payer = d.payer_name;
  const credited = d.state === 'credited';
  return (
    <li className="cash-movement" data-testid="cash-movement">
      <span className="cash-movement-icon" aria-hidden="true">
        <ArrowDownLeft size={18} />
      </span>
      <div className="cash-movement-text">
        <p className="strong">
          <Trans>Bank deposit from {payer}</Trans>
        </p>
        <p className="muted small">{formatListDate(d.received_at, timeZone)}</p>
        {credited ? null : (
          <p className="small cash-movement-why">
            <ReturnedWhy reason={d.reason} />
          </p>
        )}
      </div>
      <div className="cash-movement-end">
        <p className={`amount ${credited ? 'amount-positive' : 'muted'}`}>
          {signed(formatFiat(d.amount, d.currency), credited ? '+' : '')}
        </p>
        <span className={credited ? 'cash-badge cash-badge-success' : 'cash-badge'}>
          {credited ? <Trans>Credited</Trans> : <Trans>Returned</Trans>}
        </span>
      </div>
    </li>
  );
}

export function WithdrawalRow({ w, timeZone }: { w: CashWithdrawal; timeZone: string }) {
  const to = w.bank_account ?? w.beneficiary;
  // Failed before it was paid, or returned by the bank after (decision 312): the amount is back.
  const back = w.state === 'failed' || w.state === 'returned';
  const inReview = w.state === 'pending' && w.review === 'waiting';
  return (
    <li className="cash-movement" data-testid="cash-movement">
      <span className="cash-movement-icon" aria-hidden="true">
        <ArrowUpRight size={18} />
      </span>
      <div className="cash-movement-text">
        <p className="strong">
          <Trans>Withdrawal to {to}</Trans>
        </p>
        <p className="muted small">{formatListDate(w.created_at, timeZone)}</p>
        {w.state === 'failed' ? (
          <p className="small cash-movement-why">
            {w.review === 'rejected' ? (
              <Trans>Not approved after review: the amount is back on your cash balance.</Trans>
            ) : (
              <Trans>The bank could not pay it: the amount is back on your cash balance.</Trans>
            )}
          </p>
        ) : inReview ? (
          <p className="small muted">
            <Trans>Large withdrawals are reviewed by our compliance team before they are paid out.</Trans>
          </p>
        ) : w.state === 'returned' ? (
          <p className="small cash-movement-why">
            <Trans>It was paid, but the receiving bank sent it back: the amount is back on your cash balance.</Trans>
          </p>
        ) : null}
      </div>
      <div className="cash-movement-end">
        <p className={`amount ${back ? 'muted' : 'amount-negative'}`}>
          {signed(formatFiat(w.amount, w.currency), back ? '' : '-')}
        </p>
        <span
          className={w.state === 'sent' ? 'cash-badge cash-badge-success' : 'cash-badge'}
          data-testid="withdrawal-status"
        >
          {inReview ? (
            <Trans>Waiting for review</Trans>
          ) : w.state === 'pending' ? (
            <Trans>Waiting for the bank</Trans>
          ) : w.state === 'sent' ? (
            <Trans>Paid out</Trans>
          ) : (
            <Trans>Returned to balance</Trans>
          )}
        </span>
      </div>
    </li>
  );
}

/** A purchase paid from the balance, or a sale whose proceeds came to it. */
export function TradeRow({ t, timeZone }: { t: CashTrade; timeZone: string }) {
  const bought = t.type === 'Buy';
  const coins = formatCrypto(t.coin_amount);
  const coin = t.coin;
  return (
    <li className="cash-movement" data-testid="cash-movement">
      <span className="cash-movement-icon" aria-hidden="true">
        {bought ? <ShoppingCart size={18} /> : <ArrowLeftRight size={18} />}
      </span>
      <div className="cash-movement-text">
        <p className="strong">
          {bought ? (
            <Trans>
              Bought {coins} {coin}
            </Trans>
          ) : (
            <Trans>
              Sold {coins} {coin}
            </Trans>
          )}
        </p>
        <p className="muted small">{formatListDate(t.created_at, timeZone)}</p>
      </div>
      <div className="cash-movement-end">
        <p className={`amount ${bought ? 'amount-negative' : 'amount-positive'}`}>
          {signed(formatFiat(t.amount, t.currency), bought ? '-' : '+')}
        </p>
      </div>
    </li>
  );
}

/** Read-only, as the shared store (src/state/cash.ts) hands it out. */
interface Movements {
  readonly deposits: readonly CashDeposit[];
  readonly withdrawals: readonly CashWithdrawal[];
  /** Missing from a snapshot saved before trades were listed. */
  readonly trades?: readonly CashTrade[];
}

/** Every movement of the balance in one list, newest first. */
export function cashMovementsOf(data: Movements): Movement[] {
  return [
    ...data.deposits.map((d) => ({ kind: 'deposit' as const, at: d.received_at, d })),
    ...data.withdrawals.map((w) => ({ kind: 'withdrawal' as const, at: w.created_at, w })),
    ...(data.trades ?? []).map((t) => ({ kind: 'trade' as const, at: t.created_at, t })),
  ].sort((a, b) => b.at.localeCompare(a.at));
}

export function CashMovements({ data }: { data: Movements }) {
  const { t } = useLingui();
  const { timeZone } = useSnapshot(locale);
  const all = cashMovementsOf(data);
  return (
    <section className="card cash-movements" aria-labelledby="cash-movements-title">
      <h2 id="cash-movements-title">
        <Trans>Cash movements</Trans>
      </h2>
      {all.length === 0 ? (
        <p className="muted">
          <Trans>No cash movements yet. Deposits from your bank, withdrawals, purchases and sales show here.</Trans>
        </p>
      ) : (
        <ul className="cash-movement-list" aria-label={t`Cash movements`} aria-live="polite">
          {all.map((m) =>
            m.kind === 'deposit' ? (
              <DepositRow key={`d-${m.d.id}`} d={m.d} timeZone={timeZone} />
            ) : m.kind === 'withdrawal' ? (
              <WithdrawalRow key={`w-${m.w.id}`} w={m.w} timeZone={timeZone} />
            ) : (
              <TradeRow key={`t-${m.t.id}`} t={m.t} timeZone={timeZone} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
