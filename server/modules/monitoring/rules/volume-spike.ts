/**
 * (d) The last 24 hours' volume (money in and out) far above the customer's own daily average of
 * the 90 days before. A customer without any earlier transfer has no pattern to compare with.
 * At most one finding per customer and day.
 */
import { type CustomerFacts, DAY_MS, type Finding } from '../facts.js';
import type { RuleThresholds } from '../settings.js';

const PATTERN_DAYS = 90;

export function volumeSpike(facts: CustomerFacts, t: RuleThresholds): Finding[] {
  const now = facts.now.getTime();
  const recent = facts.transfers.filter((x) => x.at.getTime() > now - DAY_MS && x.at.getTime() <= now);
  const earlier = facts.transfers.filter(
    (x) => x.at.getTime() <= now - DAY_MS && x.at.getTime() > now - DAY_MS * (PATTERN_DAYS + 1),
  );
  if (earlier.length === 0) return [];
  const volume = recent.reduce((s, x) => s + x.value, 0);
  const dailyAverage = earlier.reduce((s, x) => s + x.value, 0) / PATTERN_DAYS;
  if (volume < t.volumeMinimum || volume < dailyAverage * t.volumeMultiple) return [];
  return [
    {
      rule: 'volume_spike',
      key: facts.now.toISOString().slice(0, 10),
      transferIds: recent.map((x) => x.id),
      facts: {
        volume_24h: Math.round(volume * 100) / 100,
        daily_average_90d: Math.round(dailyAverage * 100) / 100,
        multiple: t.volumeMultiple,
      },
    },
  ];
}
