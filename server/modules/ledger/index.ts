/**
 * The ledger: the only writer of balances. Other modules use these exports:
 * - getUserBalances / userHasBalance / userHasPendingWithdrawal / userHoldsFunds: reading (account deletion refuses while funds are held);
 * - creditCardPurchase: the payments module credits a confirmed card purchase;
 * - cashTrades: the purchases from and sales into a cash balance, for the cash screen;
 * - prepareBankDeposit / postBankDeposit: the bank module credits an accepted bank deposit;
 * - seedDemoWallet: the local seed credits the demo customer;
 * - ensureLotBook: what each coin cost, kept by every posting once a customer's book is read (decision 413);
 * - readTaxParts: the same lots replayed with swaps as disposals, for the tax view (decision 457);
 * - movementsOf / holdingsAt: what the customer held at past moments, for the portfolio's value over time (decision 462);
 * - returnedDeposits: the bank deposits returned to their sender, beside the ledger, for the history and the export (decision 494).
 */
import { defineModule } from '../descriptor.js';

export { accountId, houseAccountId, userAccountIds, userCashAccountIds } from './accounts.js';
export {
  getUserBalances,
  getUserCashBalances,
  userHasBalance,
  userHasPendingWithdrawal,
  userHoldsFunds,
} from './balances.js';
export { postBankDeposit, prepareBankDeposit } from './bank.js';
export { creditCardPurchase } from './card.js';
export { cashTrades } from './cash-trades.js';
export { customerLegs, customerTransfers, HELD_STATE, whereStatus } from './customer-transfers.js';
export { DEMO_HOLDINGS, seedDemoWallet } from './demo.js';
export { correctDepositCost, depositLots } from './deposit-costs.js';
export { type HoldingsAt, holdingsAt } from './holdings.js';
export { movementForKey } from './idempotent-movement.js';
export { findInvariantViolations } from './invariants.js';
export { type MovementFacts, recordedValue } from './lot-effects.js';
export { lotTotals } from './lot-read.js';
export { bookCurrencyOf, ensureLotBook, movementsOf } from './lot-store.js';
export { newestTransferIds } from './newest-transfers.js';
export { amountField, priceUnavailable } from './payload.js';
export { type PreparedMovement, postMovement, prepareMovement } from './post.js';
export { fiatRatesNow, fiatRatesOf, usdcRatesNow, usdcRatesOf } from './rates.js';
export { type ReturnedDeposit, returnedDeposits } from './returned-deposits.js';
export { readTaxParts, type TaxPart, taxPartsOf } from './tax-lots.js';
export { inTransaction, pgErrorCode, retryingConflicts } from './transaction.js';
export * from './types.js';

/** The ledger has no calls of its own: the modules that move money call it. */
export const ledgerModule = defineModule({ name: 'ledger', needs: [] });
