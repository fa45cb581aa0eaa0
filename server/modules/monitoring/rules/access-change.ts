/**
 * (c) A sign-in from a country or a device the customer had not used before (within the sign-ins
 * read, 90 days), followed within hours by a withdrawal: the pattern of a taken-over account.
 */
import { type CustomerFacts, type Finding, HOUR_MS } from '../facts.js';
import type { RuleThresholds } from '../settings.js';

export function accessChangeThenWithdrawal(facts: CustomerFacts, t: RuleThresholds): Finding[] {
  const findings: Finding[] = [];
  facts.signIns.forEach((s, i) => {
    if (i === 0) return; // a first sign-in changes nothing
    const before = facts.signIns.slice(0, i);
    const newCountry = s.country !== null && !before.some((b) => b.country === s.country);
    const newDevice = s.device !== null && !before.some((b) => b.device === s.device);
    if (!newCountry && !newDevice) return;
    for (const w of facts.transfers) {
      if (w.kind !== 'withdrawal' || w.at < s.at || w.at.getTime() - s.at.getTime() > t.accessChangeHours * HOUR_MS)
        continue;
      findings.push({
        rule: 'access_change_withdrawal',
        key: `${s.id}:${w.id}`,
        transferIds: [w.id],
        facts: {
          ...(newCountry ? { new_country: s.country } : {}),
          ...(newDevice ? { new_device: s.device } : {}),
          signed_in_at: s.at.toISOString(),
          withdrawal_value: w.value,
        },
      });
    }
  });
  return findings;
}
