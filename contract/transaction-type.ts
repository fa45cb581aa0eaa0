/**
 * What kind of transaction a movement is, as the customer's history, its filter, the history
 * export and the yearly statement all name it (decision 419): one rule, so a row, the filter that
 * lists it and the files cannot disagree. A swap whose proceeds are the customer's cash is a sale.
 */
import { isFiat } from './assets.js';

/** Every kind a row can be, in the order the history's filter offers them. */
export const TRANSACTION_TYPES = ['Withdraw', 'Swap', 'Sell', 'Buy', 'Deposit'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

/** A conversion from one asset into another: a sale when what arrived is cash, else a swap. */
export function conversionType(receivedCurrency: string): 'Swap' | 'Sell' {
  return isFiat(receivedCurrency) ? 'Sell' : 'Swap';
}

/**
 * A trade whose paid side is known too (an order's fill, paid from its hold): a purchase when cash
 * paid for it, else as any conversion.
 */
export function tradeType(paidCurrency: string | null | undefined, receivedCurrency: string): 'Buy' | 'Swap' | 'Sell' {
  return paidCurrency && isFiat(paidCurrency) ? 'Buy' : conversionType(receivedCurrency);
}

/**
 * The movements that give a withdrawal's hold back, coins or cash: refused before it left, or sent
 * back by the bank (decision 406). Not transactions of their own: the withdrawal's row says it
 * failed, and its hold and this return cancel out. The history leaves them out as the export does;
 * listed, a return read as a deposit, under the Deposit filter and in the total received.
 */
export const WITHDRAWAL_RETURN_KINDS = ['withdrawal_void', 'bank_withdrawal_void', 'bank_withdrawal_return'] as const;
