/**
 * Rows of transaction history (the all-transactions list, the asset screen, received deposits):
 * icon, type, date in the user's time zone and the signed, coloured amount, a coin's or cash's.
 * Swaps, and purchases paid from the cash balance, show what came in over what went out. A row
 * opens /transaction-detail with the transaction in navigation state.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { ArrowDownLeft, ArrowLeftRight, ArrowUpRight, ShoppingCart } from 'lucide-react';
import { useLocation } from 'wouter';
import type { OrderStep } from '../../contract/exchange.js';
import { formatListDate, zoneNote } from '../lib/dates.js';
import { formatAmount, signed } from '../lib/money-format.js';
import type { DisplayTransaction, TxIcon } from '../lib/transactions.js';
import { ListDate } from './ListDate.js';
import { transactionWord } from './transaction-words.js';
import './transaction-list.css';
import * as paths from '../lib/paths.js';

const ICONS: Record<TxIcon, typeof ArrowUpRight> = {
  withdraw: ArrowUpRight,
  deposit: ArrowDownLeft,
  swap: ArrowLeftRight,
  buy: ShoppingCart,
};

export function TxIconBadge({ icon, size = 20 }: { icon: TxIcon; size?: number }) {
  const Icon = ICONS[icon];
  return (
    <span className={`tx-icon tx-icon-${icon}`} aria-hidden="true">
      <Icon size={size} />
    </span>
  );
}

export function TxAmount({ row, large }: { row: DisplayTransaction; large?: boolean }) {
  if (row.credit && row.debit)
    return (
      <span className={`tx-amounts${large ? ' tx-amounts-large' : ''}`}>
        <span className="amount tx-positive">{signed(formatAmount(row.credit.amount, row.credit.currency), '+')}</span>
        <span className="amount tx-negative tx-debit">
          {signed(formatAmount(row.debit.amount, row.debit.currency), '-')}
        </span>
      </span>
    );
  return (
    <span className={`tx-amounts${large ? ' tx-amounts-large' : ''}`}>
      <span className={`amount tx-${row.amountColor}`}>{signed(formatAmount(row.amount, row.currency), row.sign)}</span>
    </span>
  );
}

export interface TransactionListProps {
  rows: readonly DisplayTransaction[];
  timeZone: string;
  /** Accessible name of the list. */
  label: string;
}

/** States shown on a row: anything that did not (or not yet) go through. */
const UNSETTLED = new Set(['Pending', 'Failed', 'Declined', 'Cancelled', 'Expired', 'Returned', 'Under review']);

/** An order's step on its row (decision 444). */
export const ORDER_STEP_WORDS: Readonly<Record<OrderStep, MessageDescriptor>> = {
  placed: msg`Order placed: amount held`,
  filled: msg`Order filled`,
  returned: msg`Order ended: amount returned`,
};

export function TransactionList({ rows, timeZone, label }: TransactionListProps) {
  const { i18n } = useLingui();
  const word = (value: string) => transactionWord(i18n, value);
  const [, navigate] = useLocation();
  // Rows give the time alone; the zone is named once, above them, where this device reads otherwise.
  const note = rows.length > 0 ? zoneNote(timeZone) : null;
  return (
    <>
      {note ? <p className="tx-zone-note">{note}</p> : null}
      <ul className="tx-list" aria-label={label}>
        {rows.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              className="tx-row"
              data-type={row.type}
              onClick={() => navigate(paths.transactionDetail, { state: { transaction: row } })}
            >
              <TxIconBadge icon={row.iconName} />
              <span className="tx-main">
                <span className="tx-type">{word(row.type)}</span>
                <ListDate value={formatListDate(row.createdAt, timeZone)} />
                {row.order ? (
                  <span className="tx-state tx-state-order" data-testid="tx-order-step">
                    {i18n._(ORDER_STEP_WORDS[row.order.step])}
                  </span>
                ) : null}
                {UNSETTLED.has(row.status) ? (
                  <span className={`tx-state tx-state-${row.status.toLowerCase().replace(' ', '-')}`}>
                    {word(row.status)}
                  </span>
                ) : null}
              </span>
              <TxAmount row={row} />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}
