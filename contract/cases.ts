/**
 * The compliance case queue (decision 277): a case for every screening hit and monitoring finding,
 * worked by one owner through open, in review and escalated, and closed by a decision with a reason.
 */
export const CASE_STATES = ['open', 'in_review', 'escalated', 'closed'] as const;
export type CaseState = (typeof CASE_STATES)[number];

/** Release: the transfer proceeds; return: the funds go back; freeze: the account; report: a report is filed. */
export const CASE_DECISIONS = ['release', 'return', 'freeze', 'report'] as const;
export type CaseDecision = (typeof CASE_DECISIONS)[number];

/** What an officer does to a case before deciding it. */
export const CASE_ACTIONS = ['take', 'escalate', 'note'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

export interface CaseSummary {
  id: number;
  customerId: string;
  customerEmail: string;
  source: 'screening' | 'monitoring';
  /** `sanctions_withdrawal`, `sanctions_deposit` or a monitoring rule's name. */
  kind: string;
  state: CaseState;
  ownerId: string | null;
  ownerEmail: string | null;
  openedAt: string;
}

export interface CaseEvent {
  at: string;
  staffId: string | null;
  staffEmail: string | null;
  /** `opened`, `taken`, `escalated`, `note` or `decided`. */
  event: string;
  note: string | null;
}

export interface CaseDetail extends CaseSummary {
  decision: CaseDecision | null;
  decisionReason: string | null;
  closedAt: string | null;
  /** The hit or finding the case is about: the transfer, the list's names, the rule's facts. */
  facts: Record<string, unknown>;
  events: CaseEvent[];
}
