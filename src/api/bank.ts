/**
 * Money through the bank (decisions 240-244), typed by the call table: the customer's deposit
 * details, cash balance and latest cash movements, their saved bank accounts, and cash withdrawals
 * (with the caller's Idempotency-Key, kept for one attempt).
 */
import type { CashBalanceData, DepositDetailsData } from '../../contract/bank.js';
import type { BankAccountsData } from '../../contract/bank-accounts.js';
import * as calls from '../../contract/calls/bank.js';
import type { PayloadOf } from '../../contract/calls/define.js';
import { api } from './client.js';

export async function getDepositDetails(): Promise<DepositDetailsData> {
  const r = await api.call(calls.getBankDepositDetails, {});
  return r.data;
}

export async function getCashBalance(): Promise<CashBalanceData> {
  const r = await api.call(calls.getCashBalance, {});
  return r.data;
}

export async function getBankAccounts(): Promise<BankAccountsData> {
  const r = await api.call(calls.getBankAccounts, {});
  return r.data;
}

export function addBankAccount(p: PayloadOf<typeof calls.addBankAccount>) {
  return api.call(calls.addBankAccount, p);
}

export function removeBankAccount(id: string) {
  return api.call(calls.removeBankAccount, { id });
}

export function confirmBankAccount(token: string) {
  return api.call(calls.confirmBankAccount, { token });
}

export function createCashWithdrawal(p: PayloadOf<typeof calls.createCashWithdrawal>, idempotencyKey: string) {
  return api.call(calls.createCashWithdrawal, p, { idempotencyKey });
}
