/**
 * When a case must be decided (decision 421), from the AML policy's clocks: a case that suspends a
 * transfer (a screening hit holds it) is reported within 3 business hours of the suspension (7.3);
 * any other suspicion within 1 business day of forming it (7.2). Business time is Monday to Friday,
 * counted in UTC; public holidays differ by country and are not counted, so a deadline is never
 * later than the policy's.
 */
import type { CaseSource } from './cases.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

const weekend = (t: number) => {
  const day = new Date(t).getUTCDay();
  return day === 0 || day === 6;
};

/** `openedAt` plus `ms` of business time. */
export function addBusinessTime(openedAt: Date, ms: number): Date {
  let t = openedAt.getTime();
  let left = ms;
  for (;;) {
    const midnight = Math.floor(t / DAY_MS) * DAY_MS + DAY_MS;
    if (weekend(t)) {
      t = midnight;
      continue;
    }
    if (t + left <= midnight) return new Date(t + left);
    left -= midnight - t;
    t = midnight;
  }
}

export function caseDeadline(openedAt: Date, source: CaseSource): Date {
  return addBusinessTime(openedAt, source === 'screening' ? 3 * HOUR_MS : DAY_MS);
}
