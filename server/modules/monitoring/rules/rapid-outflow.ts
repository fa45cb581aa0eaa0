/**
 * (a) Money in and straight out: a withdrawal to an address the customer never withdrew to before,
 * of most of a deposit or card buy made within the last hours.
 */
import { type CustomerFacts, type Finding, HOUR_MS, isInflow } from '../facts.js';
import type { RuleThresholds } from '../settings.js';

export function rapidOutflow(facts: CustomerFacts, t: RuleThresholds): Finding[] {
  const findings: Finding[] = [];
  const usedAddresses = new Set<string>();
  for (const w of facts.transfers) {
    if (w.kind !== 'withdrawal' || !w.address) continue;
    // Compared by destination: another spelling of an address used before is not a new one.
    const destination = w.destination ?? w.address;
    const isNew = !usedAddresses.has(destination);
    usedAddresses.add(destination);
    if (!isNew) continue;
    const source = facts.transfers
      .filter((d) => isInflow(d) && d.at <= w.at && w.at.getTime() - d.at.getTime() <= t.rapidOutflowHours * HOUR_MS)
      .filter((d) => d.value > 0 && w.value * 100 >= d.value * t.rapidOutflowPercent)
      .at(-1);
    if (!source) continue;
    findings.push({
      rule: 'rapid_outflow',
      key: w.id,
      transferIds: [source.id, w.id],
      facts: {
        inflow_value: source.value,
        withdrawal_value: w.value,
        hours_between: Math.round((w.at.getTime() - source.at.getTime()) / 60_000) / 60,
        address: w.address,
      },
    });
  }
  return findings;
}
