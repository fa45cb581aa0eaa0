/** The monitoring rules: each a pure function of one customer's facts and the region's thresholds. */
import type { CustomerFacts, Finding } from '../facts.js';
import type { RuleLimits } from '../settings.js';
import { accessChangeThenWithdrawal } from './access-change.js';
import { rapidOutflow } from './rapid-outflow.js';
import { splitWithdrawals } from './split-withdrawals.js';
import { structuring } from './structuring.js';
import { volumeSpike } from './volume-spike.js';

const RULES = [rapidOutflow, structuring, accessChangeThenWithdrawal, volumeSpike, splitWithdrawals] as const;

export function runRules(facts: CustomerFacts, t: RuleLimits): Finding[] {
  return RULES.flatMap((rule) => rule(facts, t));
}
