/**
 * Withdrawal limits by tier over a rolling 24 hours and 30 days (decision 135).
 * - A withdrawal is valued when it is made, in USD, EUR and AUD (the coin's USD mid price from the
 *   market, then the forex rates), and those values are stored with it: the windows add up
 *   recorded values, never today's prices.
 * - Limits are defined and counted in the account's region currency (AUD in Australia, EUR in the
 *   EU: the market currency fixed at sign-up), never the display currency, which the customer may
 *   switch at will and so must not move a limit (decision 173).
 * - Pending and sent withdrawals count; a failed one was returned to the balance (the ledger voids
 *   its hold), so it counts no more.
 * - The claim runs in the transaction that holds the amount, with the customer's row locked
 *   first, so parallel withdrawals are taken one after another and cannot pass a limit together.
 */
import { type Kysely, sql } from 'kysely';
import { COINS, type CoinSymbol, FIAT_SCALE, FIAT_SYMBOLS, type FiatSymbol } from '../../../contract/assets.js';
import { fromUnits, mulDecimal, toFixed, toUnits } from '../../../contract/money.js';
import {
  LIMIT_WINDOW_MS,
  LIMIT_WINDOWS,
  type LimitRefusal,
  type LimitTier,
  WITHDRAWAL_LIMIT_MESSAGES,
  type WithdrawalLimitsAnswer,
} from '../../../contract/withdrawal-limits.js';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { currentRates } from '../locale/index.js';

/** A withdrawal's value in each display currency, decimal strings with 2 decimals. */
type WithdrawalValue = Record<FiatSymbol, string>;

const VALUE_COLUMN = { USD: 'value_usd', EUR: 'value_eur', AUD: 'value_aud' } as const;

/** The columns a withdrawal row stores its value in. */
export function valueColumns(v: WithdrawalValue) {
  return { value_usd: v.USD, value_eur: v.EUR, value_aud: v.AUD };
}

/** Values `amount` of `coin` now; no price is a 503, never a zero value. Rounded up to the cent. */
export async function valueWithdrawal(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'providers' | 'config'>,
  coin: CoinSymbol,
  amount: bigint,
): Promise<WithdrawalValue> {
  try {
    const { usd } = await deps.providers.prices.snapshot();
    const fx = await currentRates(deps, 'USD');
    const inUsd = mulDecimal(fromUnits(amount, COINS[coin].scale), usd[coin], 18, 'up');
    const value = {} as WithdrawalValue;
    for (const fiat of FIAT_SYMBOLS) {
      const rate = fiat === 'USD' ? '1' : fx.rates[fiat];
      if (!rate) throw new Error(`no forex rate for ${fiat}`);
      value[fiat] = mulDecimal(inUsd, rate, FIAT_SCALE, 'up');
    }
    return value;
  } catch (e) {
    deps.log.warn('no price to value a withdrawal', { coin, error: (e as Error).message });
    throw new ApiError('SERVICE_UNAVAILABLE', WITHDRAWAL_LIMIT_MESSAGES.noPrice);
  }
}

function tierOf(kycStatus: string, totpEnabled: boolean): LimitTier {
  if (kycStatus !== 'approved') return 'unverified';
  return totpEnabled ? 'verified_2fa' : 'verified';
}

/**
 * What the customer's limits allow now: per window the limit, what recorded withdrawals used and
 * what is left, in their region currency. With `lock`, the customer's row is locked first (the
 * caller is in a transaction about to hold a withdrawal).
 */
export async function withdrawalLimitsOf(
  deps: AppDeps,
  db: Kysely<DB>,
  userId: string,
  lock = false,
): Promise<WithdrawalLimitsAnswer> {
  let query = db.selectFrom('users').select(['kyc_status', 'totp_enabled', 'currency_code']).where('id', '=', userId);
  if (lock) query = query.forUpdate();
  const user = await query.executeTakeFirstOrThrow();
  const tier = tierOf(user.kyc_status, user.totp_enabled);
  const currency = user.currency_code;
  const now = deps.clock.now().getTime();
  const column = VALUE_COLUMN[currency];
  const since = (w: keyof typeof LIMIT_WINDOW_MS) => new Date(now - LIMIT_WINDOW_MS[w]);
  // Crypto and cash withdrawals share the windows (decision 244).
  const { rows } = await sql<{ day: string; month: string }>`
    select coalesce(sum(case when created_at > ${since('24h')} then ${sql.ref(column)} else 0 end), 0)::text as day,
      coalesce(sum(${sql.ref(column)}), 0)::text as month
    from (
      select created_at, ${sql.ref(column)} from withdrawals
      where user_id = ${userId} and state <> 'failed' and created_at > ${since('30d')}
      union all
      select created_at, ${sql.ref(column)} from bank_withdrawals
      where user_id = ${userId} and state not in ('failed', 'returned') and created_at > ${since('30d')}
    ) w`.execute(db);
  const row = rows[0] ?? { day: '0', month: '0' };
  const used = { '24h': toUnits(String(row.day), FIAT_SCALE), '30d': toUnits(String(row.month), FIAT_SCALE) };
  const limits = deps.config.withdrawalLimits[tier];
  return {
    tier,
    currency,
    windows: LIMIT_WINDOWS.map((window) => {
      const limit = BigInt(limits[window]) * 100n;
      const spent = used[window];
      return {
        window,
        limit: fromFiatUnits(limit),
        used: fromFiatUnits(spent),
        remaining: fromFiatUnits(spent >= limit ? 0n : limit - spent),
      };
    }),
  };
}

/** Cents to a decimal string with 2 decimals ('12.50'), as amounts travel. */
function fromFiatUnits(units: bigint): string {
  return toFixed(fromUnits(units, FIAT_SCALE), FIAT_SCALE);
}

/**
 * The window a withdrawal of `value` would exceed, with what it still allows: the one with the
 * least left when both would, the 24 hours on a tie. Null when it fits.
 */
function limitRefusal(state: WithdrawalLimitsAnswer, value: WithdrawalValue): LimitRefusal | null {
  const wanted = toUnits(value[state.currency], FIAT_SCALE);
  let refusal: LimitRefusal | null = null;
  for (const w of state.windows) {
    const remaining = toUnits(w.remaining, FIAT_SCALE);
    if (wanted <= remaining) continue;
    if (!refusal || remaining < toUnits(refusal.remaining, FIAT_SCALE))
      refusal = { window: w.window, remaining: w.remaining, currency: state.currency };
  }
  return refusal;
}

/** Refuses (LIMIT_EXCEEDED, naming the window and what is left) a withdrawal above a limit. */
export async function claimWithdrawalLimit(
  deps: AppDeps,
  db: Kysely<DB>,
  userId: string,
  value: WithdrawalValue,
  lock: boolean,
): Promise<void> {
  const refusal = limitRefusal(await withdrawalLimitsOf(deps, db, userId, lock), value);
  if (refusal)
    throw new ApiError('LIMIT_EXCEEDED', WITHDRAWAL_LIMIT_MESSAGES.exceeded(refusal), {
      field: 'amount',
      limit: refusal,
    });
}
