/**
 * Money through the bank (decisions 240-242): each verified customer's own deposit details, and
 * incoming payments credited to their cash balance on the bank's signed notification, and the
 * customer's own bank accounts that withdrawals may go to (decision 243); the job that asks the
 * bank again for cash payouts it could not take (decision 290), and sends a large one once a second
 * compliance officer approved it (decision 315).
 */
import type { CallDef } from '../../http/call.js';
import { BANK_NOTIFICATION_PATH } from '../../providers/bank/index.js';
import { defineModule } from '../descriptor.js';
import { createCashWithdrawal, getBankDepositDetails, getCashBalance } from './calls.js';
import { BANK_NEEDS } from './deps.js';
import { BANK_NOTIFICATION_MAX_BYTES, registerBankNotifications } from './notification.js';
import { addBankAccount, confirmBankAccount, getBankAccounts, removeBankAccount } from './payees.js';
import { retryCashPayouts } from './payouts.js';
import { registerBankSandbox } from './sandbox.js';
import { parseBankSettings } from './settings.js';

export { PAYOUT_RETRY_FIRST_MS, retryCashPayouts } from './payouts.js';
export { afterCashDecision } from './review.js';
export { settleCashPayout } from './settle.js';
export { countStuckPayouts, stuckPayoutIds } from './stuck.js';

const PAYOUTS_INTERVAL_MS = 30_000;

const bankCalls: CallDef[] = [
  getBankDepositDetails,
  getCashBalance,
  getBankAccounts,
  addBankAccount,
  confirmBankAccount,
  removeBankAccount,
  createCashWithdrawal,
];

export const bankModule = defineModule({
  name: 'bank',
  needs: BANK_NEEDS,
  settings: (env) => ({ bank: parseBankSettings(env) }),
  calls: bankCalls,
  publicRoutes: registerBankNotifications,
  sandboxRoutes: registerBankSandbox,
  bodyLimits: { [BANK_NOTIFICATION_PATH]: BANK_NOTIFICATION_MAX_BYTES },
  jobs: (deps, jobs) => {
    jobs.add({ name: 'cash payouts', everyMs: PAYOUTS_INTERVAL_MS, run: (now) => retryCashPayouts(deps, now) });
    return undefined;
  },
});
