/**
 * Four-eyes: one compliance officer asks, a second decides (decision 237): a freeze, an unfreeze, or
 * the release of a withdrawal above the region's setting (decision 278).
 */
import { defineSpec } from './define.js';
import { flag, noFields, payload, required, trimmed } from './fields.js';
import type { StaffFace } from './staff.js';

/** `release`: a case's release that needs a second officer (decision 293), asked by deciding the case. */
export type ApprovalKind = 'freeze' | 'unfreeze' | 'withdrawal' | 'release';

export interface ApprovalRequest {
  id: string;
  kind: ApprovalKind;
  /** The withdrawal a `withdrawal` request releases; null otherwise. */
  withdrawalId: string | null;
  /** The case a `release` request releases; null otherwise. */
  caseId: number | null;
  customerId: string;
  /** The customer by name ('' when none was given) and email, so a decider knows whom it is about. */
  customerName: string;
  customerEmail: string;
  reason: string;
  requestedBy: string;
  requestedAt: string;
  state: 'pending' | 'approved' | 'rejected';
  decidedBy: string | null;
  decidedAt: string | null;
  /** Who asked and who decided, with when each was made staff and took their role (decision 359). */
  requester: StaffFace | null;
  decider: StaffFace | null;
}

export const requestApproval = defineSpec<ApprovalRequest>()({
  path: '/staff/approvals/request',
  access: 'compliance',
  idempotent: true,
  payload: payload({
    kind: required(
      (v): v is Exclude<ApprovalKind, 'release'> => v === 'freeze' || v === 'unfreeze' || v === 'withdrawal',
      'must be freeze, unfreeze or withdrawal',
    ),
    /** The customer to freeze or unfreeze; for a withdrawal, the customer it belongs to is taken. */
    customerId: trimmed(),
    withdrawalId: trimmed(),
    reason: trimmed(),
  }),
});

export const decideApproval = defineSpec<ApprovalRequest>()({
  path: '/staff/approvals/decide',
  access: 'compliance',
  idempotent: true,
  payload: payload({ approvalId: trimmed(), approve: flag(), reason: trimmed() }),
});

export const getApprovals = defineSpec<ApprovalRequest[]>()({
  path: '/staff/approvals/get-list',
  access: 'compliance',
  readOnly: true,
  payload: payload({ customerId: trimmed() }),
});

/**
 * A withdrawal above the four-eyes setting, waiting for a second officer (decisions 278, 315), or a
 * cash payout stuck on its way to the bank (decision 348).
 */
export interface WaitingWithdrawal {
  withdrawalId: string;
  /** A coin withdrawal to an address, or a cash withdrawal to the customer's bank account. */
  kind: 'crypto' | 'cash';
  customerId: string;
  customerEmail: string;
  /** The coin, or for cash the region currency (AUD or EUR). */
  currency: string;
  /** The amount in the coin or the cash currency, as a decimal. */
  amount: string;
  /** The address, or for cash the bank account paid (an IBAN, or "BSB account-number"). */
  address: string;
  /** The value when asked for, in the region currency. */
  value: string;
  valueCurrency: 'EUR' | 'AUD';
  createdAt: string;
  /** The open release request, if an officer has asked. */
  request: ApprovalRequest | null;
  /**
   * A cash payout released (or needing no release) that has not reached the bank by its deadline
   * (decision 348): listed here for staff to act on, not for a release.
   */
  stuck: boolean;
  /** The customer's standing now: while frozen, paused or with an open sanctions case, a release is refused (decision 347). */
  customerFrozen: boolean;
  /** Withdrawals paused until (ISO 8601); null when not paused. */
  withdrawalsHeldUntil: string | null;
  /** The customer's compliance cases not closed, oldest first. */
  openCases: Array<{ id: number; kind: string }>;
}

export const getWaitingWithdrawals = defineSpec<WaitingWithdrawal[]>()({
  path: '/staff/withdrawals/get-waiting',
  access: 'compliance',
  readOnly: true,
  payload: noFields,
});
