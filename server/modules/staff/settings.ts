/**
 * Staff settings (decision 234), parsed at start with the others: STAFF_SESSION_HOURS, how long a
 * staff sign-in lasts (a customer's lasts 30 days): a lost or left-open staff device is a way into
 * every customer's data, so its session ends the same working day.
 */
import { ConfigError } from '../../lib/config-error.js';
import type { Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';

interface StaffSettings {
  /** A staff session's lifetime, in milliseconds. */
  sessionMs: number;
  /**
   * Four-eyes (decision 278): a withdrawal valued at or above this, in the region currency, waits
   * for a second compliance officer (FOUR_EYES_WITHDRAWAL_EUR, FOUR_EYES_WITHDRAWAL_AUD).
   */
  fourEyesWithdrawal: { EUR: number; AUD: number };
}

export function parseStaffSettings(env: Env): StaffSettings {
  const raw = (env.STAFF_SESSION_HOURS ?? '').trim() || '8';
  const hours = Number(raw);
  if (!/^\d+$/.test(raw) || hours < 1 || hours > 24)
    throw new ConfigError('STAFF_SESSION_HOURS', `must be a whole number of hours from 1 to 24, got "${raw}"`);
  return {
    sessionMs: hours * 3_600_000,
    fourEyesWithdrawal: {
      EUR: intSetting('FOUR_EYES_WITHDRAWAL_EUR', env.FOUR_EYES_WITHDRAWAL_EUR, 10_000, 1, 1_000_000_000),
      AUD: intSetting('FOUR_EYES_WITHDRAWAL_AUD', env.FOUR_EYES_WITHDRAWAL_AUD, 10_000, 1, 1_000_000_000),
    },
  };
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    /** Staff sessions' lifetime (STAFF_SESSION_HOURS, decision 234) and the four-eyes withdrawal setting (decision 278). */
    staff: StaffSettings;
  }
}
