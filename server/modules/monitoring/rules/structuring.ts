/**
 * (b) Structuring: several deposits or card buys, each just under the reporting threshold, within
 * a window. One finding per run of them, named by its first transfer.
 */
import { type CustomerFacts, type Finding, HOUR_MS, isInflow } from '../facts.js';
import type { RuleThresholds } from '../settings.js';

export function structuring(facts: CustomerFacts, t: RuleThresholds): Finding[] {
  const floor = t.structuringThreshold * (1 - t.structuringMarginPercent / 100);
  const near = facts.transfers.filter((x) => isInflow(x) && x.value >= floor && x.value < t.structuringThreshold);
  const findings: Finding[] = [];
  let first = 0;
  for (let last = 0; last < near.length; last++) {
    const end = near[last]!.at.getTime();
    while (end - near[first]!.at.getTime() > t.structuringHours * HOUR_MS) first++;
    const run = near.slice(first, last + 1);
    if (run.length < t.structuringCount || findings.some((f) => f.key === near[first]!.id)) continue;
    findings.push({
      rule: 'structuring',
      key: near[first]!.id,
      transferIds: run.map((x) => x.id),
      facts: { threshold: t.structuringThreshold, values: run.map((x) => x.value), window_hours: t.structuringHours },
    });
  }
  return findings;
}
