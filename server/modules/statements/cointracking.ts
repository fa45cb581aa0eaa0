/**
 * The yearly statement as a file CoinTracking imports (decision 463): one record per transaction in
 * the columns of its "CoinTracking CSV" import (contract/statements.ts). CoinTracking's rules, from
 * its help centre ("Entering fees", "Transaction types"): a trade is one `Trade` row with what was
 * bought and what was sold; the amounts are what actually arrived and left, so a fee taken from the
 * coin received is already out of Buy, and a fee paid on top in the currency given is added to
 * Sell; the Fee column names it for the record. Deposits and withdrawals are `Deposit` and
 * `Withdrawal` rows. Every fee of ours is in one of its movement's own currencies, so no separate
 * `Other Fee` row is needed. Times are UTC; CoinTracking prices the rows itself, so the value
 * columns, in the customer's CoinTracking currency which we do not know, are left empty.
 */
import { addDecimal } from '../../../contract/money.js';
import { COINTRACKING_CSV_COLUMNS } from '../../../contract/statements.js';
import type { Entry, Money } from './entries.js';

const EXCHANGE = 'CoinVault';

const TYPE: Record<Entry['type'], 'Trade' | 'Deposit' | 'Withdrawal'> = {
  Buy: 'Trade',
  Sell: 'Trade',
  Swap: 'Trade',
  Deposit: 'Deposit',
  Withdraw: 'Withdrawal',
};

/** What left the account: the amount sent, and a fee in the same currency paid on top of it. */
function sold(e: Entry): Money | null {
  if (!e.sent) return null;
  if (e.fee && e.fee.currency === e.sent.currency)
    return { ...e.sent, amount: addDecimal(e.sent.amount, e.fee.amount) };
  return e.sent;
}

const date = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

export function coinTrackingRecords(entries: readonly Entry[]): string[][] {
  return [
    [...COINTRACKING_CSV_COLUMNS],
    ...entries.map((e) => {
      const out = sold(e);
      const hash = e.txHash ? ` (tx ${e.txHash})` : '';
      return [
        TYPE[e.type],
        e.received?.amount ?? '',
        e.received?.currency ?? '',
        out?.amount ?? '',
        out?.currency ?? '',
        e.fee?.amount ?? '',
        e.fee?.currency ?? '',
        EXCHANGE,
        '',
        `${e.type} ${e.reference}: ${e.description}${hash}`,
        date(e.at),
        e.reference,
        '',
        '',
      ];
    }),
  ];
}
