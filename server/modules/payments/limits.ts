/**
 * The limits of opening a card purchase (decision 101):
 * - checkouts per customer per hour, claimed in one statement before any other check, so parallel
 *   opens cannot pass together;
 * - the most one purchase may charge (BUY_MAX_AMOUNT);
 * - the verification threshold over what the customer's card purchases, open or paid, charged in
 *   the last 30 days. It is checked with the customer's row locked (priorCharged runs inside the
 *   transaction that inserts the purchase), so two opens cannot both fit under it.
 */
import type { Transaction } from 'kysely';
import { FIAT_SCALE, type FiatSymbol } from '../../../contract/assets.js';
import { fromUnits, toUnits } from '../../../contract/money.js';
import { BUY_KYC_WINDOW_DAYS, BUY_LIMIT_MESSAGES, currencySymbol } from '../../../contract/payments.js';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { waitText } from '../accounts/index.js';
import { openPurchaseSince } from './expiry.js';

const HOUR_MS = 3_600_000;
const MONEY = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Refuses (RATE_LIMITED, with Retry-After) a customer who opened too many checkouts this hour. */
export async function claimCheckoutOpen(deps: Pick<AppDeps, 'config' | 'db' | 'clock'>, userId: string): Promise<void> {
  const max = deps.config.payments.checkoutsPerHour;
  const wait = await hitRateLimit(deps.db, `buy-open:${userId}`, [{ windowMs: HOUR_MS, max }], deps.clock.now());
  if (wait !== null)
    throw new ApiError('RATE_LIMITED', BUY_LIMIT_MESSAGES.tooManyCheckouts(waitText(wait)), {
      retryAfterSeconds: wait,
    });
}

/** Refuses (ABOVE_MAX_AMOUNT) a purchase whose card charge is above BUY_MAX_AMOUNT. */
export function checkMaxCharge(deps: Pick<AppDeps, 'config'>, totalUnits: bigint, fiat: FiatSymbol): void {
  const max = deps.config.payments.maxAmount;
  if (totalUnits > toUnits(String(max), FIAT_SCALE))
    throw new ApiError('ABOVE_MAX_AMOUNT', BUY_LIMIT_MESSAGES.aboveMax(`${currencySymbol(fiat)}${MONEY.format(max)}`));
}

/**
 * Locks the customer's row (opening purchases and closing the account take it in turn) and
 * answers what their card purchases open or paid in the window charged, as a decimal string.
 * Null when the account is no longer active.
 */
export async function lockAndSumCharged(trx: Transaction<DB>, userId: string, now: Date): Promise<string | null> {
  const user = await trx.selectFrom('users').select('status').where('id', '=', userId).forUpdate().executeTakeFirst();
  if (user?.status !== 'active') return null;
  const since = new Date(now.getTime() - BUY_KYC_WINDOW_DAYS * 86_400_000);
  const row = await trx
    .selectFrom('card_purchases')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('total_amount'), eb.val('0')).as('total'))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .where((eb) =>
      eb.or([
        eb('status', '=', 'success'),
        eb.and([eb('status', '=', 'pending'), eb('created_at', '>', openPurchaseSince(now))]),
      ]),
    )
    .executeTakeFirstOrThrow();
  return fromUnits(BigInt(String(row.total)), FIAT_SCALE);
}
