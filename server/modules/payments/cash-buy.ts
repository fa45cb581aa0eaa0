/**
 * Buying a coin with the cash balance (decision 267), the one path for a one-off purchase and a
 * recurring buy paid from the balance. The gates of a card purchase where they apply (active,
 * region, coin offered, BUY_MAX_AMOUNT) plus the cash rules (verified, not frozen), the card
 * purchase's price (the coin's ask in the region's currency) and no card fee. The cash paid is
 * never more than the coin credited costs at that price (decision 497). One ledger movement
 * pays the cash to house liquidity and credits the coin: the database refuses a balance below
 * zero, so parallel buys of the same balance can never overdraw it; the late ones are refused
 * with nothing moved. A recurring run takes its slot in the same transaction.
 */
import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import { COINS, type CoinSymbol, FIAT_SCALE } from '../../../contract/assets.js';
import { BANK_MESSAGES, type CashCurrency, cashCurrencyOf } from '../../../contract/bank.js';
import { type BuyWithBalanceAnswer, CASH_TRADE_MESSAGES } from '../../../contract/cash-trade.js';
import { FROZEN_MESSAGE } from '../../../contract/frozen.js';
import { compareDecimal, fromUnits, mulDecimal, toUnits } from '../../../contract/money.js';
import { PAYMENT_METHOD_LABELS } from '../../../contract/payment-methods.js';
import { BUY_MESSAGES, cryptoForFiat, FIAT_PRICE_DECIMALS, fiatForCrypto } from '../../../contract/payments.js';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, validationError } from '../../http/errors.js';
import {
  accountId,
  fiatRatesNow,
  getUserCashBalances,
  InsufficientFundsError,
  inTransaction,
  movementForKey,
  postMovement,
  prepareMovement,
  usdcRatesNow,
} from '../ledger/index.js';
import { notifyCustomer, TRADE_MAIL } from '../wallet/index.js';
import { checkMaxCharge } from './limits.js';
import { fiatFixed } from './money.js';
import { activeCustomer, checkCoinOffered } from './open-purchase.js';
import { buyPrice } from './pricing.js';

type BuyDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>;

interface BalanceOrder {
  /** Cash to pay, at most 2 decimals (the wire checked it; recurring plans store cents). */
  amount: string;
  coin: CoinSymbol;
  /** The most crypto asked for; null buys what the amount buys at the price now. */
  cryptoValue: string | null;
  /** The price the customer confirmed on the review (decision 395); null where none was shown. */
  shownPrice?: string | null;
  idempotencyKey: string | null;
  planId?: string | null;
}

const KIND = 'cash_purchase';

/**
 * How far below the reviewed price the price now may be and the purchase still go through
 * (decision 497): 2 %. Further below, the review showed another moment's price, or another coin's,
 * and the customer is asked to review again rather than confirm figures that are not the market's.
 */
export const REVIEWED_PRICE_BAND_BPS = 200;

/**
 * Whether a purchase reviewed at `shown` may go through at `now` (decisions 395 and 497): never at a
 * higher price (less coin than reviewed would arrive), nor at one more than the band below it.
 */
export function reviewedPriceHolds(shown: string, now: string): boolean {
  if (compareDecimal(now, shown) > 0) return false;
  const floor = mulDecimal(shown, String(1 - REVIEWED_PRICE_BAND_BPS / 10_000), FIAT_PRICE_DECIMALS, 'up');
  return compareDecimal(now, floor) >= 0;
}

const minUnits = (a: bigint, b: bigint) => (a < b ? a : b);

function insufficient(): ApiError {
  return new ApiError('INSUFFICIENT_BALANCE', CASH_TRADE_MESSAGES.insufficient, { field: 'amount' });
}

/** The answer of a purchase already made, rebuilt from its movement (a retried call). */
async function answerOf(deps: BuyDeps, userId: string, movementId: number): Promise<BuyWithBalanceAnswer> {
  const m = await deps.db
    .selectFrom('ledger_movements')
    .select(['tracking_id', 'details'])
    .where('id', '=', movementId)
    .executeTakeFirstOrThrow();
  const d = (typeof m.details === 'string' ? JSON.parse(m.details) : m.details) as {
    coin: CoinSymbol;
    currency: 'AUD' | 'EUR';
    cents: string;
    crypto_units: string;
    price: string;
  };
  const credit = await deps.db
    .selectFrom('ledger_transfers')
    .select('id')
    .where('movement_id', '=', movementId)
    .where('currency', '=', d.coin)
    .executeTakeFirstOrThrow();
  const balances = await getUserCashBalances(deps.db, userId);
  const amount = fiatFixed(d.cents);
  return {
    tracking_id: m.tracking_id,
    account_transaction_id: String(credit.id),
    purchase: {
      amount,
      fee: '0.00',
      total: amount,
      currency: d.currency,
      crypto_value: fromUnits(BigInt(d.crypto_units), COINS[d.coin].scale),
      crypto_currency: d.coin,
      price: d.price,
    },
    balance: fiatFixed(balances[d.currency]),
  };
}

/** The purchase the order's key already posted, if any (an order without a key never repeats). */
function purchaseForKey(deps: BuyDeps, userId: string, key: string | null): Promise<number | null> {
  return key === null ? Promise.resolve(null) : movementForKey(deps.db, userId, key, KIND);
}

/**
 * Every gate of buying `coin` with `cents` of the cash balance, but the balance itself: an active,
 * verified, unfrozen customer of a cash region, a coin offered there, an amount above zero and
 * within the purchase maximum. A purchase now and an order that buys with cash (decision 442) both
 * pass here. `cash` is the currency the caller pays in: another region's is refused.
 */
export async function cashPurchaseGates(
  deps: Pick<AppDeps, 'db' | 'config'>,
  userId: string,
  coin: CoinSymbol,
  cents: bigint,
  cash?: string,
): Promise<{ currency: CashCurrency }> {
  const user = await activeCustomer(deps, userId);
  const currency = cashCurrencyOf(user.currency_code);
  if (!currency) throw new ApiError('REGION_NOT_SUPPORTED', BANK_MESSAGES.regionNotSupported);
  if (cash !== undefined && cash !== currency)
    throw new ApiError('PAIR_NOT_AVAILABLE', CASH_TRADE_MESSAGES.regionCash(user.currency_code));
  if (user.kyc_status !== 'approved')
    throw new ApiError(
      user.kyc_status === 'rejected' ? 'KYC_REJECTED' : 'KYC_REQUIRED',
      CASH_TRADE_MESSAGES.verifyFirst,
    );
  // The frozen gate of the calls does not see a recurring run or an order's fill: the rule is here as well.
  if (user.frozen_at !== null) throw new ApiError('ACCOUNT_FROZEN', FROZEN_MESSAGE, { status: 403 });
  checkCoinOffered(currency, coin);
  if (cents <= 0n) throw validationError({ amount: CASH_TRADE_MESSAGES.invalidAmount });
  checkMaxCharge(deps, cents, currency);
  return { currency };
}

/** The coin's ask in the cash currency now, and what `amount` of cash buys at it (no fee from the balance). */
export async function cashPurchasePrice(
  deps: BuyDeps,
  coin: CoinSymbol,
  currency: CashCurrency,
  amount: string,
): Promise<{ price: string; crypto: string }> {
  const { price } = await buyPrice(deps, coin, currency);
  return { price, crypto: cryptoForFiat(amount, price, coin) };
}

export async function buyWithCashBalance(
  deps: BuyDeps,
  userId: string,
  order: BalanceOrder,
  claim?: (trx: Transaction<DB>, trackingId: string) => Promise<void>,
): Promise<BuyWithBalanceAnswer> {
  const done = await purchaseForKey(deps, userId, order.idempotencyKey);
  if (done !== null) return answerOf(deps, userId, done);
  const cents = toUnits(order.amount, FIAT_SCALE);
  const { currency } = await cashPurchaseGates(deps, userId, order.coin, cents);
  // Checked first for a clear answer; the movement below is what decides.
  if ((await getUserCashBalances(deps.db, userId))[currency] < cents) throw insufficient();

  // Never more than asked for, never more than the cash buys at the ask price now.
  const { price, crypto: affordable } = await cashPurchasePrice(deps, order.coin, currency, order.amount);
  if (order.shownPrice && !reviewedPriceHolds(order.shownPrice, price))
    throw new ApiError('PRICE_CHANGED', CASH_TRADE_MESSAGES.priceChanged);
  const asked = order.cryptoValue;
  const crypto = asked !== null && compareDecimal(affordable, asked) > 0 ? asked : affordable;
  const capped = crypto !== affordable;
  const cryptoUnits = toUnits(crypto, COINS[order.coin].scale);
  if (cryptoUnits <= 0n) throw validationError({ amount: BUY_MESSAGES.invalidCalculated });
  // Never more cash than the coin credited costs at the price now (decision 497): where the coin
  // asked for is less than the cash buys (a price fallen since the review), its cost is paid.
  const paid = capped ? minUnits(cents, toUnits(fiatForCrypto(crypto, price), FIAT_SCALE)) : cents;

  const trackingId = randomUUID();
  const cashText = fiatFixed(paid);
  const prepared = await prepareMovement(deps.db, {
    kind: KIND,
    ref: `cash-buy:${trackingId}`,
    userId,
    idempotencyKey: order.idempotencyKey,
    transactionClass: 'trade',
    trackingId,
    note: `Purchase of ${crypto} ${order.coin} for ${cashText} ${currency} from the cash balance`,
    paymentMethod: PAYMENT_METHOD_LABELS.cashBalance,
    details: {
      coin: order.coin,
      currency,
      cents: paid.toString(),
      crypto_units: cryptoUnits.toString(),
      price,
      plan_id: order.planId ?? null,
      fiat_currency: currency,
      fiat_amount: cashText,
      usdc_rates: await usdcRatesNow(deps, [order.coin]),
      fiat_rates: await fiatRatesNow(deps),
    },
    at: deps.clock.now(),
    transfers: [
      { from: { userId, currency }, to: { house: 'liquidity', currency }, amount: paid },
      { from: { house: 'liquidity', currency: order.coin }, to: { userId, currency: order.coin }, amount: cryptoUnits },
    ],
  });
  // Both accounts exist before the transaction (prepareMovement made them).
  await accountId(deps.db, { userId, currency });
  let posted: Awaited<ReturnType<typeof postMovement>>;
  try {
    posted = await inTransaction(deps.db, async (trx) => {
      if (claim) await claim(trx, trackingId);
      return postMovement(trx, prepared);
    });
  } catch (e) {
    if (e instanceof InsufficientFundsError) throw insufficient();
    throw e;
  }
  if (!posted) {
    // The same Idempotency-Key won a race: answer what it did.
    const again = await purchaseForKey(deps, userId, order.idempotencyKey);
    if (again !== null) return answerOf(deps, userId, again);
    throw new Error('cash purchase lost a race and found nothing');
  }
  // A recurring run has its own email (recurring/mail.ts); a one-off purchase is confirmed here,
  // once: a replay is answered above without it.
  if (!order.planId)
    await notifyCustomer(
      deps,
      userId,
      TRADE_MAIL.boughtFromBalance(
        { value: crypto, currency: order.coin },
        { value: cashText, currency, cash: true },
        trackingId,
      ),
    );
  return answerOf(deps, userId, posted.id);
}
