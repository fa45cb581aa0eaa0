/**
 * The compliance case queue (decision 277): a case for every screening hit and monitoring finding,
 * worked by one owner through open, in review and escalated, and closed by a decision with a reason.
 */

import type { CustomerRisk, RiskGroup } from './customer-risk.js';
import type { DeskTransaction } from './desk.js';

export const CASE_STATES = ['open', 'in_review', 'escalated', 'closed'] as const;
export type CaseState = (typeof CASE_STATES)[number];
/** The states of a case still waiting for a decision: the queue lists them, the metrics count them. */
export const AWAITING_DECISION = ['open', 'in_review', 'escalated'] as const satisfies readonly CaseState[];

/**
 * Release: the transfer proceeds; return: the funds go back; freeze: the account; report: a report
 * is filed; no_action: the case closes and nothing moves (decision 383).
 */
export const CASE_DECISIONS = ['release', 'return', 'freeze', 'report', 'no_action'] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];

/** What an officer does to a case before deciding it. */
export const CASE_ACTIONS = ['take', 'escalate', 'note'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/** What opened a case: a screening hit, a monitoring finding, or a bank deposit returned to its sender. */
export const CASE_SOURCES = ['screening', 'monitoring', 'bank'] as const;
export type CaseSource = (typeof CASE_SOURCES)[number];

/** The queue's orders: oldest first, highest customer risk first, or soonest deadline first. */
export const CASE_SORTS = ['opened', 'risk', 'deadline'] as const;
export type CaseSort = (typeof CASE_SORTS)[number];

export interface CaseSummary {
  id: number;
  customerId: string;
  customerEmail: string;
  source: CaseSource;
  /**
   * `sanctions_withdrawal`, `sanctions_deposit`, `travel_rule_withdrawal`, `travel_rule_deposit`,
   * `travel_rule_refused`, `travel_rule_timed_out` (decision 330), `bank_deposit_returned`
   * (decision 310) or a monitoring rule's name.
   */
  kind: string;
  state: CaseState;
  ownerId: string | null;
  ownerEmail: string | null;
  openedAt: string;
  /** When the policy wants it decided (contract/case-deadline.ts). */
  deadline: string;
  /** The customer's risk group (contract/customer-risk.ts). */
  risk: RiskGroup;
  /** The stopped transfer's or returned payment's amount; null for a monitoring finding. */
  amount: { currency: string; amount: string } | null;
}

export interface CaseEvent {
  at: string;
  staffId: string | null;
  staffEmail: string | null;
  /** `opened`, `taken`, `escalated`, `note` or `decided`. */
  event: string;
  note: string | null;
}

/**
 * The transfer a case stopped and what a decision does to it (decision 293). held: waiting for the
 * decision (a withdrawal's amount reserved, a deposit not credited); pending: released, on its way
 * to the chain; sent, failed: the withdrawal's end; credited: the deposit is on the balance;
 * returned: the deposit was refused back to its sender; refused: a withdrawal stopped before
 * anything was reserved, so nothing moves.
 */
export interface CaseTransfer {
  direction: 'withdrawal' | 'deposit';
  currency: string;
  /** In the coin, as a decimal. */
  amount: string;
  state: 'held' | 'pending' | 'sent' | 'failed' | 'credited' | 'returned' | 'refused';
  /** Stopped by a sanctions hit: a release needs a second officer, and a deposit is never returned. */
  sanctioned: boolean;
  /** A release is asked of a second compliance officer (sanctioned, or the customer is frozen). */
  releaseNeedsApproval: boolean;
  /** Whether `return` is a decision for it (a sanctioned deposit stays frozen). */
  canReturn: boolean;
  /** The release request waiting for a second officer. */
  releaseRequestId: string | null;
}

export interface CaseDetail extends CaseSummary {
  decision: CaseDecision | null;
  decisionReason: string | null;
  closedAt: string | null;
  /** The hit or finding the case is about: the transfer, the list's names, the rule's facts. */
  facts: Record<string, unknown>;
  /** The transfer the case holds; null for a monitoring finding. */
  transfer: CaseTransfer | null;
  events: CaseEvent[];
  /** Who the customer is to compliance: risk and why, identity check, freeze. */
  customer: CaseCustomer;
  /** The transfer's value in the region's currency and where to find it; null without a transfer. */
  transferValue: CaseTransferValue | null;
  /** A sanctions hit: the listed party, the list and what matched; null otherwise. */
  hit: CaseHit | null;
  /** A Travel Rule refusal or silence: the beneficiary and the provider; null otherwise. */
  travelRule: CaseTravelRule | null;
  /** The customer's other cases waiting for a decision. */
  otherCases: CaseSummary[];
  /** The customer's latest movements, newest first. */
  recentTransfers: DeskTransaction[];
}

export interface CaseCustomer {
  risk: CustomerRisk;
  /** The identity check's status: none, pending, approved, rejected. */
  identity: string;
  frozenAt: string | null;
}

export interface CaseTransferValue {
  currency: 'AUD' | 'EUR';
  /** Valued when it was made; null when no value was recorded (the transfer never got that far). */
  value: string | null;
  /** The withdrawal's id, or null for a deposit. */
  reference: string | null;
  /** The chain's transaction hash, or the bank's payment id. */
  txid: string | null;
}

/** A Travel Rule refusal or silence: who the withdrawal was for and where it was going. */
export interface CaseTravelRule {
  withdrawalId: string;
  /** The name the customer gave, or the customer's own for their own wallet; null when not answered. */
  beneficiary: string | null;
  ownWallet: boolean;
  /** The receiving provider's legal name, 'not listed', or null for a self-hosted wallet. */
  provider: string | null;
  selfHosted: boolean;
  /** The provider's words, or why the withdrawal failed. */
  reason: string | null;
}

export interface CaseHit {
  names: string[];
  list: string;
  /** The address the list matched. */
  matched: string;
}

/**
 * Whether a case may be closed with no action (decision 383): only when nothing waits on it and no
 * sanctions hit is left without a finding. A held transfer would stay held with no decision left to
 * move it, its money stuck; a sanctions hit is either a false match (release) or a true one (report,
 * freeze), and while its case is open the customer's money does not leave (decision 347). A monitoring
 * finding (no transfer) or a transfer already settled, refused or returned may be closed.
 */
export const mayCloseWithNoAction = (transfer: Pick<CaseTransfer, 'state' | 'sanctioned'> | null): boolean =>
  transfer === null || (transfer.state !== 'held' && !transfer.sanctioned);
