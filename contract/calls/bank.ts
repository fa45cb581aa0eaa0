/** Money through the bank: a customer's deposit details and cash balance (decision 240). */
import type { CashBalanceData, DepositDetailsData } from '../bank.js';
import { defineSpec } from './define.js';
import { noFields } from './fields.js';

/** Opens the customer's own deposit details at the bank on first use; verified customers only. */
export const getBankDepositDetails = defineSpec<DepositDetailsData>()({
  path: '/bank/get-deposit-details',
  access: 'user',
  payload: noFields,
});

export const getCashBalance = defineSpec<CashBalanceData>()({
  path: '/bank/get-cash-balance',
  access: 'user',
  readOnly: true,
  payload: noFields,
});
