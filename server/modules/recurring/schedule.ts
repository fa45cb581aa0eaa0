/**
 * When a plan runs (decision 143). Slots count from the plan's anchor (when it was created or its
 * frequency last changed): weekly and fortnightly every 7 or 14 days at the anchor's time; monthly
 * on the anchor's day of the month at its time, on the month's last day when it is shorter (a plan
 * anchored on the 31st runs on 28 or 29 February, then on 31 March). Slots are always counted from
 * the anchor, never from the previous slot, so a short month does not move later ones. Times are
 * UTC.
 */
import type { RecurringFrequency } from '../../../contract/recurring.js';

const DAY_MS = 86_400_000;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
}

/** The n-th slot (n >= 1) of a plan anchored at `anchor`. */
export function slotAt(anchor: Date, frequency: RecurringFrequency, n: number): Date {
  if (frequency === 'weekly') return new Date(anchor.getTime() + n * 7 * DAY_MS);
  if (frequency === 'fortnightly') return new Date(anchor.getTime() + n * 14 * DAY_MS);
  const months = anchor.getUTCMonth() + n;
  const year = anchor.getUTCFullYear() + Math.floor(months / 12);
  const month = ((months % 12) + 12) % 12;
  const day = Math.min(anchor.getUTCDate(), daysInMonth(year, month));
  return new Date(
    Date.UTC(
      year,
      month,
      day,
      anchor.getUTCHours(),
      anchor.getUTCMinutes(),
      anchor.getUTCSeconds(),
      anchor.getUTCMilliseconds(),
    ),
  );
}

/** The first slot strictly after `after`. */
export function nextSlotAfter(anchor: Date, frequency: RecurringFrequency, after: Date): Date {
  const step = frequency === 'weekly' ? 7 * DAY_MS : frequency === 'fortnightly' ? 14 * DAY_MS : 28 * DAY_MS;
  // Start from an estimate a little below the answer, then step up.
  let n = Math.max(1, Math.floor((after.getTime() - anchor.getTime()) / step) - 1);
  if (frequency === 'monthly')
    n = Math.max(
      1,
      (after.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + after.getUTCMonth() - anchor.getUTCMonth() - 1,
    );
  while (slotAt(anchor, frequency, n) <= after) n++;
  return slotAt(anchor, frequency, n);
}
