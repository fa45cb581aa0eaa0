/**
 * Opening a card purchase, the one path for a one-off purchase (init-transaction) and a recurring
 * buy's run (decision 143): the gates in the order the trade screen applies them (profile
 * complete, not rejected, BUY_MAX_AMOUNT, checkouts per hour), a fresh price from the ask, then in
 * one transaction with the customer's row locked the identity threshold over 30 days and the
 * pending purchase. A run passes `claim` to take its plan slot in that same transaction, so a slot
 * whose purchase started is claimed, and a claimed slot has its purchase.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable, Transaction } from 'kysely';
import { COINS, type CoinSymbol, FIAT_SCALE, type FiatSymbol, offeredCoins } from '../../../contract/assets.js';
import { compareDecimal, toUnits } from '../../../contract/money.js';
import {
  BUY_KYC_THRESHOLD,
  BUY_LIMIT_MESSAGES,
  BUY_MESSAGES,
  buyFee,
  buyKycDecision,
  buyKycLeft,
  buyTotal,
  cryptoForFiat,
  currencySymbol,
  isProfileComplete,
  missingProfileFields,
  PAYMENT_SERVER_MESSAGES,
  profileMissingText,
} from '../../../contract/payments.js';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, validationError } from '../../http/errors.js';
import { findUserById } from '../accounts/index.js';
import { inTransaction } from '../ledger/index.js';
import { checkoutExpiresAt } from './expiry.js';
import { checkMaxCharge, claimCheckoutOpen, lockAndSumCharged } from './limits.js';
import { recordPurchaseForMerchant } from './merchant.js';
import { coinText } from './money.js';
import { buyPrice } from './pricing.js';

type UserRow = Selectable<DB['users']>;

const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** The customer, when their account is active. */
export async function activeCustomer(deps: Pick<AppDeps, 'db'>, userId: string): Promise<UserRow> {
  const user = await findUserById(deps.db, userId);
  if (user?.status !== 'active') throw new ApiError('UNAUTHORIZED', SESSION_ENDED);
  return user;
}

interface PurchaseOrder {
  /** Fiat the crypto is worth, before the fee. */
  amount: string;
  coin: CoinSymbol;
  /** The most crypto asked for; null buys what the amount buys at the price now. */
  cryptoValue: string | null;
  usdc: string | null;
  saveCard: boolean;
  planId?: string | null;
  /** The Idempotency-Key of the call that opens it (decision 189). */
  idempotencyKey?: string | null;
}

interface OpenedPurchase {
  trackingId: string;
  fiat: FiatSymbol;
  fiatUnits: bigint;
  feeUnits: bigint;
  totalUnits: bigint;
  cryptoUnits: bigint;
  price: string;
  expiresAt: Date;
  test: boolean;
}

export function purchaseDescription(cryptoUnits: bigint, coin: CoinSymbol): string {
  return `Buy ${coinText(cryptoUnits, coin)} ${coin}`;
}

/** Refuses (ABOVE_MAX_AMOUNT) an amount whose charge with the fee is above BUY_MAX_AMOUNT. */
export function checkChargeOf(deps: AppDeps, amount: string, fiat: FiatSymbol): void {
  checkMaxCharge(deps, toUnits(buyTotal(amount), FIAT_SCALE), fiat);
}

/** Refuses a coin the customer's region is not offered. */
export function checkCoinOffered(fiat: FiatSymbol, coin: CoinSymbol, field = 'crypto_currency'): void {
  if (!offeredCoins(fiat).includes(coin))
    throw validationError({ [field]: PAYMENT_SERVER_MESSAGES.coinNotOffered(coin) });
}

export async function openPurchase(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
  user: UserRow,
  order: PurchaseOrder,
  claim?: (trx: Transaction<DB>, trackingId: string) => Promise<void>,
): Promise<OpenedPurchase> {
  const fiat = user.currency_code as FiatSymbol;
  checkCoinOffered(fiat, order.coin);
  if (!isProfileComplete(user))
    throw new ApiError('PROFILE_INCOMPLETE', profileMissingText(missingProfileFields(user)));
  if (user.kyc_status === 'rejected') throw new ApiError('KYC_REJECTED', BUY_MESSAGES.kycRejected);
  const fiatUnits = toUnits(order.amount, FIAT_SCALE);
  const feeUnits = toUnits(buyFee(order.amount), FIAT_SCALE);
  const totalUnits = toUnits(buyTotal(order.amount), FIAT_SCALE);
  checkMaxCharge(deps, totalUnits, fiat);
  await claimCheckoutOpen(deps, user.id);

  // Never more than the customer asked for, never more than the fiat buys at the ask price now.
  const { price, usdcRate } = await buyPrice(deps, order.coin, fiat);
  const affordable = cryptoForFiat(order.amount, price, order.coin);
  const crypto =
    order.cryptoValue === null || compareDecimal(affordable, order.cryptoValue) < 0 ? affordable : order.cryptoValue;
  const cryptoUnits = toUnits(crypto, COINS[order.coin].scale);
  if (cryptoUnits <= 0n) throw validationError({ amount: BUY_MESSAGES.invalidCalculated });

  const trackingId = randomUUID();
  const now = deps.clock.now();
  const expiresAt = checkoutExpiresAt(now);
  const test = deps.config.mode !== 'production';

  await inTransaction(deps.db, async (trx) => {
    const prior = await lockAndSumCharged(trx, user.id, now);
    if (prior === null) throw new ApiError('UNAUTHORIZED', SESSION_ENDED);
    if (buyKycDecision(order.amount, user.kyc_status, prior) === 'verify') {
      const threshold = `${currencySymbol(fiat)}${BUY_KYC_THRESHOLD}`;
      throw new ApiError(
        'KYC_REQUIRED',
        compareDecimal(prior, '0') > 0
          ? BUY_LIMIT_MESSAGES.kycRequiredWindow(threshold, `${currencySymbol(fiat)}${buyKycLeft(prior)}`)
          : BUY_MESSAGES.kycRequired(threshold),
      );
    }
    if (claim) await claim(trx, trackingId);
    const row = await trx
      .insertInto('card_purchases')
      .values({
        tracking_id: trackingId,
        user_id: user.id,
        status: 'pending',
        fiat_currency: fiat,
        fiat_amount: fiatUnits.toString(),
        fee_amount: feeUnits.toString(),
        total_amount: totalUnits.toString(),
        coin: order.coin,
        crypto_amount: cryptoUnits.toString(),
        price,
        usdc_rate: usdcRate,
        client_usdc: order.usdc,
        test,
        created_at: now,
        updated_at: now,
        expires_at: expiresAt,
        save_card: order.saveCard,
        plan_id: order.planId ?? null,
        idempotency_key: order.idempotencyKey ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordPurchaseForMerchant({ ...deps, db: trx }, row, now);
  });
  return { trackingId, fiat, fiatUnits, feeUnits, totalUnits, cryptoUnits, price, expiresAt, test };
}
