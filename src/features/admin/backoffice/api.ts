/**
 * The back-office's calls (decision 279): each is checked by role on the server; the screens only
 * decide what to offer. Answers are returned as the contract gives them.
 */
import * as approvals from '../../../../contract/calls/approvals.js';
import * as audit from '../../../../contract/calls/audit.js';
import * as cases from '../../../../contract/calls/cases.js';
import * as desk from '../../../../contract/calls/desk.js';
import type { CaseAction, CaseDecision, CaseSort, CaseState } from '../../../../contract/cases.js';
import type { DeskTransactionKind, DeskTransactionStatus } from '../../../../contract/desk.js';
import { api } from '../../../api/client.js';

export const findCustomers = async (query: string) => (await api.call(desk.findCustomer, { query })).data;
export const getCustomer = async (customerId: string) => (await api.call(desk.getCustomer, { customerId })).data;

export interface TransactionFilter {
  kind: DeskTransactionKind | '';
  status: DeskTransactionStatus | '';
  /** UTC days (YYYY-MM-DD), both included; '' for an open end. */
  from: string;
  to: string;
}

/** A page of the customer's transactions, newest first; `before` is the previous page's `next`. */
export const getCustomerTransactions = async (customerId: string, filter: TransactionFilter, before = '') =>
  (await api.call(desk.getCustomerTransactions, { customerId, ...filter, before })).data;

type DeskAction = 'signOut' | 'hold' | 'note' | 'reset' | 'verify';

export async function deskAction(
  action: DeskAction,
  customerId: string,
  reason: string,
  extra: { hours?: number; note?: string } = {},
): Promise<void> {
  if (action === 'signOut') await api.call(desk.signOutCustomer, { customerId, reason });
  else if (action === 'hold') await api.call(desk.holdCustomerWithdrawals, { customerId, reason, hours: extra.hours });
  else if (action === 'note') await api.call(desk.addCustomerNote, { customerId, reason, note: extra.note ?? '' });
  else if (action === 'verify') await api.call(desk.sendCustomerVerificationEmail, { customerId, reason });
  else await api.call(desk.sendCustomerResetEmail, { customerId, reason });
}

export const getCases = async (state: CaseState | '', mine: boolean, sort: CaseSort = 'opened') =>
  (await api.call(cases.getCases, { state, mine, sort })).data;
export const getCase = async (caseId: number) => (await api.call(cases.getCase, { caseId })).data;
export const updateCase = async (caseId: number, action: CaseAction, note: string) =>
  (await api.call(cases.updateCase, { caseId, action, note })).data;
export const decideCase = async (caseId: number, decision: CaseDecision, reason: string) =>
  (await api.call(cases.decideCase, { caseId, decision, reason })).data;

export const getWaitingWithdrawals = async () => (await api.call(approvals.getWaitingWithdrawals, {})).data;
export const getPendingApprovals = async () => (await api.call(approvals.getApprovals, { customerId: '' })).data;
export const requestApproval = async (
  p:
    | { kind: 'freeze' | 'unfreeze'; customerId: string; reason: string }
    | { kind: 'withdrawal'; withdrawalId: string; reason: string },
) => (await api.call(approvals.requestApproval, p)).data;
export const decideApproval = async (approvalId: string, approve: boolean, reason: string) =>
  (await api.call(approvals.decideApproval, { approvalId, approve, reason })).data;

export const getAuditLog = async (f: { subjectId: string; actorId: string; action: string; beforeSeq: string }) =>
  (await api.call(audit.getAuditLog, { ...f, limit: 50 })).data;
export const checkAuditChain = async () => (await api.call(audit.checkAuditChain, {})).data;
