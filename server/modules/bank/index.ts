/**
 * Money through the bank (decisions 240-242): each verified customer's own deposit details, and
 * incoming payments credited to their cash balance on the bank's signed notification, and the
 * customer's own bank accounts that withdrawals may go to (decision 243).
 */
import type { CallDef } from '../../http/call.js';
import { BANK_NOTIFICATION_PATH } from '../../providers/bank/index.js';
import { defineModule } from '../descriptor.js';
import { createCashWithdrawal, getBankDepositDetails, getCashBalance } from './calls.js';
import { BANK_NEEDS } from './deps.js';
import { BANK_NOTIFICATION_MAX_BYTES, registerBankNotifications } from './notification.js';
import { addBankAccount, confirmBankAccount, getBankAccounts, removeBankAccount } from './payees.js';
import { parseBankSettings } from './settings.js';

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
  bodyLimits: { [BANK_NOTIFICATION_PATH]: BANK_NOTIFICATION_MAX_BYTES },
});
