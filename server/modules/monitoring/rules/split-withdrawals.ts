/**
 * (e) Withdrawals split below the four-eyes threshold (decision 349): several withdrawals, coins or
 * cash, within 24 hours, each below the region's four-eyes setting (FOUR_EYES_WITHDRAWAL_EUR/_AUD,
 * the same number that makes one withdrawal wait for a second officer), that together reach it.
 * One finding per run, named by its first withdrawal; a withdrawal counted in one finding starts
 * no other, so a run that goes on opens one case, not one per withdrawal.
 */
import { type CustomerFacts, type Finding, HOUR_MS } from '../facts.js';
import type { RuleLimits } from '../settings.js';

const WINDOW_HOURS = 24;

export function splitWithdrawals(facts: CustomerFacts, t: RuleLimits): Finding[] {
  const threshold = t.fourEyesWithdrawal;
  const below = facts.transfers.filter((x) => x.kind === 'withdrawal' && x.value > 0 && x.value < threshold);
  const findings: Finding[] = [];
  let first = 0;
  for (let last = 0; last < below.length; last++) {
    const end = below[last]!.at.getTime();
    while (end - below[first]!.at.getTime() > WINDOW_HOURS * HOUR_MS) first++;
    const run = below.slice(first, last + 1);
    const total = run.reduce((sum, x) => sum + x.value, 0);
    if (run.length < 2 || total < threshold) continue;
    findings.push({
      rule: 'split_withdrawals',
      key: run[0]!.id,
      transferIds: run.map((x) => x.id),
      facts: {
        threshold,
        total: Math.round(total * 100) / 100,
        values: run.map((x) => x.value),
        window_hours: WINDOW_HOURS,
      },
    });
    first = last + 1;
  }
  return findings;
}
