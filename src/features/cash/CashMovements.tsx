/**
 * The latest cash movements, newest first: bank deposits (credited, or returned to the sender
 * with why) and withdrawals (waiting for review by compliance when large (decision 315), waiting
 * for the bank, paid out, or returned to the balance).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import { useSnapshot } from 'valtio';
import type { CashDeposit, CashWithdrawal } from '../../../contract/bank.js';
import { formatListDate } from '../../lib/dates.js';
import { formatFiat, signed } from '../../lib/money-format.js';
import { locale } from '../../state/locale.js';
import { ReturnedWhy } from '../../ui/ReturnedWhy.js';

type Movement = { kind: 'deposit'; at: string; d: CashDeposit } | { kind: 'withdrawal'; at: string; w: CashWithdrawal };

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

/** Read-only, as the shared store (src/state/cash.ts) hands it out. */
interface Movements {
  readonly deposits: readonly CashDeposit[];
  readonly withdrawals: readonly CashWithdrawal[];
}

export function CashMovements({ data }: { data: Movements }) {
  const { t } = useLingui();
  const { timeZone } = useSnapshot(locale);
  const all: Movement[] = [
    ...data.deposits.map((d) => ({ kind: 'deposit' as const, at: d.received_at, d })),
    ...data.withdrawals.map((w) => ({ kind: 'withdrawal' as const, at: w.created_at, w })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <section className="card cash-movements" aria-labelledby="cash-movements-title">
      <h2 id="cash-movements-title">
        <Trans>Cash movements</Trans>
      </h2>
      {all.length === 0 ? (
        <p className="muted">
          <Trans>No cash movements yet. Deposits from your bank and withdrawals show here.</Trans>
        </p>
      ) : (
        <ul className="cash-movement-list" aria-label={t`Cash movements`} aria-live="polite">
          {all.map((m) =>
            m.kind === 'deposit' ? (
              <DepositRow key={`d-${m.d.id}`} d={m.d} timeZone={timeZone} />
            ) : (
              <WithdrawalRow key={`w-${m.w.id}`} w={m.w} timeZone={timeZone} />
            ),
          )}
        </ul>
      )}
    </section>
  );
}
