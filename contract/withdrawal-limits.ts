/**
 * Withdrawal limits by verification tier over a rolling 24 hours and 30 days (decision 135).
 * Each withdrawal is valued when it is made, and its value in the account's region currency (AUD or
 * EUR, never the display currency: decision 173) is what the windows add up. The server decides;
 * the withdraw screen shows what is left.
 */
import { CURRENCY_SYMBOLS, type FiatSymbol } from './assets.js';

export const LIMIT_WINDOWS = ['24h', '30d'] as const;
export type LimitWindow = (typeof LIMIT_WINDOWS)[number];

/** How long each window reaches back. */
export const LIMIT_WINDOW_MS: Record<LimitWindow, number> = {
  '24h': 24 * 3_600_000,
  '30d': 30 * 24 * 3_600_000,
};

/**
 * The tiers, from what the account holds: identity not verified (no withdrawals at all), verified,
 * and verified with two-factor authentication on.
 */
export const LIMIT_TIERS = ['unverified', 'verified', 'verified_2fa'] as const;
export type LimitTier = (typeof LIMIT_TIERS)[number];

export interface LimitWindowState {
  window: LimitWindow;
  /** Decimal strings with 2 decimals, in the answer's currency. */
  limit: string;
  used: string;
  remaining: string;
}

/** The data of /exchange/get-withdrawal-limits. */
export interface WithdrawalLimitsAnswer {
  tier: LimitTier;
  /** The account's region currency (AUD or EUR), whatever currency values are shown in. */
  currency: FiatSymbol;
  /** The 24-hour window first, then the 30-day one. */
  windows: LimitWindowState[];
}

/** The `limit` of a LIMIT_EXCEEDED answer: the window that refused and what it still allows. */
export interface LimitRefusal {
  window: LimitWindow;
  remaining: string;
  currency: FiatSymbol;
}

function money(value: string, currency: FiatSymbol): string {
  const [whole = '0', frac = ''] = value.split('.');
  return `${CURRENCY_SYMBOLS[currency] ?? currency}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${frac.padEnd(2, '0').slice(0, 2)}`;
}

const WINDOW_TEXT: Record<LimitWindow, string> = { '24h': '24 hours', '30d': '30 days' };

const EXCEEDED_SHORT = 'This is more than your withdrawal limit allows.';

export const WITHDRAWAL_LIMIT_MESSAGES = {
  exceeded: (r: LimitRefusal) =>
    `This withdrawal is above your limit for the last ${WINDOW_TEXT[r.window]}: you can withdraw ${money(r.remaining, r.currency)} more.`,
  /** The withdraw screen's message on the amount, built from what is left (never from the server's text). */
  exceededOnScreen: (today: string, month: string) => `${EXCEEDED_SHORT} Left today: ${today}; this month: ${month}.`,
  exceededShort: EXCEEDED_SHORT,
  noPrice: 'Withdrawals cannot be valued against your limit right now. Please try again shortly.',
  leftToday: 'Left to withdraw today',
  leftThisMonth: 'Left this month',
  verifyFirst: 'Withdrawal limits apply once your identity is verified.',
} as const;
