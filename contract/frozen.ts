/**
 * A frozen account (decisions 237, 291): the customer signs in and reads everything, but no call
 * that trades, buys, sells, swaps or sends money out (coins or cash) is made for them, nor one that
 * adds, changes or resumes a recurring buy; each answers 403 ACCOUNT_FROZEN. A test walks every
 * customer call that carries an Idempotency-Key: each is listed here or named as moving no money.
 */
import { createCashWithdrawal } from './calls/bank.js';
import { confirmSwap, createWithdrawal, swapCrypto } from './calls/exchange.js';
import { cancelOrder, createOrder } from './calls/orders.js';
import { buyWithBalance, initTransaction, insertTransaction } from './calls/payments.js';
import { createRecurringBuy, resumeRecurringBuy, updateRecurringBuy } from './calls/recurring.js';

export const FROZEN_REFUSED: ReadonlySet<string> = new Set(
  [
    swapCrypto,
    confirmSwap,
    createWithdrawal,
    createOrder,
    cancelOrder,
    createCashWithdrawal,
    initTransaction,
    insertTransaction,
    buyWithBalance,
    createRecurringBuy,
    resumeRecurringBuy,
    updateRecurringBuy,
  ].map((c) => c.path),
);

export const FROZEN_MESSAGE =
  'Your account is frozen while our compliance team reviews it: you can sign in and see your account, but not trade, buy or withdraw. Please contact support.';
