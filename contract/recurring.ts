/**
 * Recurring buys (decision 143): a fixed fiat amount of a coin bought weekly, fortnightly or
 * monthly with the card the customer saved on a purchase. The wire types, limits and words of the
 * recurring-buy calls, shared by the screens and the server.
 */

import { FIAT_SCALE } from './assets.js';
import type { FundingSource } from './cash-trade.js';
import { compareDecimal, decimalsOf, isDecimalString } from './money.js';

export const RECURRING_FREQUENCIES = ['weekly', 'fortnightly', 'monthly'] as const;
export type RecurringFrequency = (typeof RECURRING_FREQUENCIES)[number];

/** Plans a customer may keep (active or paused); cancelled ones do not count. */
export const MAX_RECURRING_PLANS = 10;
/** A failed run is tried once more after this long; a second failure pauses the plan. */
export const RECURRING_RETRY_AFTER_MS = 60 * 60_000;

export type RecurringStatus = 'active' | 'paused' | 'cancelled';
/** Why a plan was paused by the server rather than by the customer. */
export type RecurringPausedReason = 'customer' | 'payment_failed' | 'no_card' | 'refused';

export interface RecurringPlanView {
  id: string;
  coin: string;
  /** Fiat before the card fee, 2 decimals. */
  amount: string;
  currency: string;
  frequency: RecurringFrequency;
  status: RecurringStatus;
  pausedReason: RecurringPausedReason | null;
  /** Paid by the saved card or from the cash balance (decision 268). */
  funding: FundingSource;
  /** ISO 8601; null unless active. */
  nextRunAt: string | null;
  createdAt: string;
}

export interface SavedCardView {
  last4: string | null;
  savedAt: string;
}

export interface RecurringBuysData {
  plans: RecurringPlanView[];
  card: SavedCardView | null;
}

export interface RecurringPlanData {
  plan: RecurringPlanView;
}

export const RECURRING_MESSAGES = {
  frequency: 'Choose weekly, fortnightly or monthly',
  amount: 'Enter an amount above 0 with at most 2 decimals',
  planId: 'Recurring buy not found',
  tooMany: (max: number) => `You can have up to ${max} recurring buys. Cancel one to add another.`,
  cardRequired: 'Save a card first: buy once with "Save this card for recurring buys" ticked.',
  cancelled: 'This recurring buy has been cancelled.',
  created: 'Recurring buy created',
  updated: 'Recurring buy updated',
  paused: 'Recurring buy paused',
  resumed: 'Recurring buy resumed',
  cancelledNow: 'Recurring buy cancelled',
  cardRemoved: 'Saved card removed. Your recurring buys are paused until you save a card again.',
  noCard: 'No saved card',
} as const;

export function isRecurringFrequency(v: unknown): v is RecurringFrequency {
  return typeof v === 'string' && (RECURRING_FREQUENCIES as readonly string[]).includes(v);
}

/** A plan's amount: a positive decimal with at most the fiat decimals, of sane length. */
export function isPlanAmount(v: unknown): v is string {
  return isDecimalString(v) && v.length <= 24 && decimalsOf(v) <= FIAT_SCALE && compareDecimal(v, '0') > 0;
}
