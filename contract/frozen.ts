/**
 * A frozen account (decision 237): the customer signs in and reads everything, but no call that
 * trades, buys or sends money out is made for them; each answers 403 ACCOUNT_FROZEN.
 */
import { confirmSwap, createWithdrawal, swapCrypto } from './calls/exchange.js';
import { buyWithBalance, initTransaction, insertTransaction } from './calls/payments.js';
import { createRecurringBuy, resumeRecurringBuy } from './calls/recurring.js';

export const FROZEN_REFUSED: ReadonlySet<string> = new Set(
  [
    swapCrypto,
    confirmSwap,
    createWithdrawal,
    initTransaction,
    insertTransaction,
    buyWithBalance,
    createRecurringBuy,
    resumeRecurringBuy,
  ].map((c) => c.path),
);

export const FROZEN_MESSAGE =
  'Your account is frozen while our compliance team reviews it: you can sign in and see your account, but not trade, buy or withdraw. Please contact support.';
