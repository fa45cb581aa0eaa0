/**
 * A customer's risk group as the case screen shows it and the queue sorts by it (decision 421).
 * The AML policy (4.2) places every customer in a low, medium or high risk group. The system does
 * not hold the group's other inputs (occupation, political exposure, adverse media), so the group
 * shown is the floor set by what it does know: a sanctions hit not released as a false match, a
 * report or freeze decided, or a frozen account make a customer high risk; more than one case
 * waiting, or an identity not verified, medium. An officer reads the reasons beside the group.
 */
export const RISK_GROUPS = ['low', 'medium', 'high'] as const;
export type RiskGroup = (typeof RISK_GROUPS)[number];

export const RISK_REASONS = ['sanctions_hit', 'reported', 'frozen', 'several_cases', 'identity_not_verified'] as const;
export type RiskReason = (typeof RISK_REASONS)[number];

/** What the system knows of a customer that bears on their risk group. */
interface RiskSignals {
  /** Sanctions cases not closed as a false match (released), open ones included. */
  sanctionsHits: number;
  /** Cases closed with a report or a freeze. */
  reported: number;
  frozen: boolean;
  /** Cases waiting for a decision. */
  casesWaiting: number;
  identityVerified: boolean;
}

export interface CustomerRisk {
  group: RiskGroup;
  reasons: RiskReason[];
}

export function riskOf(s: RiskSignals): CustomerRisk {
  const high: RiskReason[] = [];
  if (s.sanctionsHits > 0) high.push('sanctions_hit');
  if (s.reported > 0) high.push('reported');
  if (s.frozen) high.push('frozen');
  const medium: RiskReason[] = [];
  if (s.casesWaiting > 1) medium.push('several_cases');
  if (!s.identityVerified) medium.push('identity_not_verified');
  const reasons = [...high, ...medium];
  return { group: high.length > 0 ? 'high' : medium.length > 0 ? 'medium' : 'low', reasons };
}

/** Higher first: the order the queue's risk sort uses. */
export const riskRank = (g: RiskGroup): number => RISK_GROUPS.indexOf(g);
