/**
 * Swap quotes and their confirmation. A quote fixes the amounts for one customer until
 * expires_at, priced along its route (one instrument, or two through a stablecoin: decision 225);
 * confirming executes it as one ledger movement of linked transfers through house liquidity
 * (source in, target out, fee to revenue), at most once, in one statement with the quote's use.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { COIN_SYMBOLS, COINS, type CoinSymbol, coinNotOfferedMessage, FIAT_SCALE } from '../../../contract/assets.js';
import type { CashCurrency } from '../../../contract/bank.js';
import {
  CASH_TRADE_MESSAGES,
  cashSaleInstrument,
  isCashCurrency,
  type SwapTarget,
} from '../../../contract/cash-trade.js';
import {
  type ConfirmSwapAnswer,
  type Instrument,
  SWAP_MESSAGES,
  type SwapLeg,
  type SwapQuoteAnswer,
} from '../../../contract/exchange.js';
import { compareDecimal, fromUnits, isPositiveDecimal } from '../../../contract/money.js';
import { coinPerCash } from '../../../contract/orders.js';
import { fiatAskPrice } from '../../../contract/payments.js';
import { swapRoute } from '../../../contract/swap-route.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { type PriceSnapshot, PriceUnavailableError } from '../../providers/prices/index.js';
import { offeredTo, refuseUnofferedIn } from '../accounts/index.js';
import {
  accountId,
  fiatRatesNow,
  getUserBalances,
  InsufficientFundsError,
  movementForKey,
  type PostedMovement,
  postMovement,
  prepareMovement,
  priceUnavailable,
  retryingConflicts,
  usdcRatesNow,
  userAccountIds,
} from '../ledger/index.js';
import { notifyCustomer, TRADE_MAIL } from '../wallet/index.js';
import { belowCashMinimum, cashPerDollar, priceCashSale, refuseCashTarget } from './cash-sale.js';
import { pairPrice, priceSwap } from './pricing.js';
import { offeredInstruments } from './settings.js';

export async function snapshotOrRefuse(deps: Pick<AppDeps, 'providers'>) {
  try {
    return await deps.providers.prices.snapshot();
  } catch (e) {
    if (e instanceof PriceUnavailableError) throw priceUnavailable(SWAP_MESSAGES.priceUnavailable);
    throw e;
  }
}

export function pairNotAvailable(from: string, to: string): ApiError {
  return new ApiError('PAIR_NOT_AVAILABLE', SWAP_MESSAGES.pairNotAvailable(from, to));
}

function belowMinimum(instrument: Instrument): ApiError {
  const min = instrument.min_quantity;
  return new ApiError('BELOW_MIN_AMOUNT', SWAP_MESSAGES.belowMinAmount(min, instrument.base_currency_id), {
    field: 'sourceCurrencyAmount',
  });
}

export async function createQuote(
  deps: AppDeps,
  userId: string,
  p: { source: CoinSymbol; target: SwapTarget; sourceUnits: bigint; ttlSeconds: number },
): Promise<SwapQuoteAnswer> {
  const quote = await storeQuote(deps, userId, p, await priceTrade(deps, userId, p));
  return quoteAnswer(quote, p.source, p.target);
}

/** A swap's amounts now, priced as its quote would be. */
export interface PricedTrade {
  net: bigint;
  fee: bigint;
  rate: string;
  instrumentId: string;
}

/**
 * The amounts of swapping `sourceUnits` now, with every gate a quote has (coin offered, pair, the
 * cash rules, minimums, a price to be had): one rule for a swap and for an order that fills.
 */
export function priceTrade(
  deps: AppDeps,
  userId: string,
  p: { source: CoinSymbol; target: SwapTarget; sourceUnits: bigint },
): Promise<PricedTrade> {
  if (isCashCurrency(p.target)) return priceCashSaleTrade(deps, userId, { ...p, target: p.target });
  return priceCoinTrade(deps, userId, { ...p, target: p.target });
}

async function priceCoinTrade(
  deps: AppDeps,
  userId: string,
  p: { source: CoinSymbol; target: CoinSymbol; sourceUnits: bigint },
): Promise<PricedTrade> {
  // The customer's coins, read once: for the refusal and for the instruments a route may use.
  const offered = await offeredTo(deps, userId);
  const refused = [p.source, p.target].find((c) => !offered.has(c));
  if (refused) throw new ApiError('COIN_NOT_OFFERED', coinNotOfferedMessage(refused));
  const settings = deps.config.market;
  const route = swapRoute(offeredInstruments(settings, offered), p.source, p.target);
  if (!route) throw pairNotAvailable(p.source, p.target);
  const snapshot = await snapshotOrRefuse(deps);
  const priced = priceSwap({ snapshot, route, ...p, spreadBps: settings.spreadBps, feeBps: settings.feeBps });
  if (priced.net <= 0n) throw belowMinimum(route.legs[0]);
  // Every leg trades at least its instrument's minimum of its base coin.
  const short = priced.legs.find((l) => compareDecimal(l.baseQuantity, l.instrument.min_quantity) < 0);
  if (short) throw belowMinimum(short.instrument);
  return { ...priced, instrumentId: route.legs.map((l) => l.instrument_id).join('+') };
}

/** A sale of a coin for the customer's cash (decision 266): verified customers of its region only. */
async function priceCashSaleTrade(
  deps: AppDeps,
  userId: string,
  p: { source: CoinSymbol; target: CashCurrency; sourceUnits: bigint },
): Promise<PricedTrade> {
  const user = await deps.db
    .selectFrom('users')
    .select(['currency_code', 'kyc_status'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  refuseCashTarget(user, p.target);
  const offered = await offeredTo(deps, userId);
  if (!offered.has(p.source)) throw new ApiError('COIN_NOT_OFFERED', coinNotOfferedMessage(p.source));
  const settings = deps.config.market;
  const minimum = cashSaleInstrument(offeredInstruments(settings, offered), p.source);
  if (!minimum) throw pairNotAvailable(p.source, p.target);
  if (belowCashMinimum(minimum, p.sourceUnits, p.source))
    throw new ApiError('BELOW_MIN_AMOUNT', SWAP_MESSAGES.belowMinAmount(minimum.min_quantity, p.source), {
      field: 'sourceCurrencyAmount',
    });
  const snapshot = await snapshotOrRefuse(deps);
  let fxRate: string;
  try {
    fxRate = await cashPerDollar(deps, p.target);
  } catch (e) {
    deps.log.warn('no forex rate for a sale to cash', { currency: p.target, error: (e as Error).message });
    throw priceUnavailable(SWAP_MESSAGES.priceUnavailable);
  }
  const priced = priceCashSale({ snapshot, ...p, fxRate, spreadBps: settings.spreadBps, feeBps: settings.feeBps });
  if (priced.net <= 0n)
    throw new ApiError('BELOW_MIN_AMOUNT', CASH_TRADE_MESSAGES.tooSmall, { field: 'sourceCurrencyAmount' });
  return { ...priced, instrumentId: `${p.source}/${p.target}` };
}

/** Smallest units of a swap's target: the coin's, or cents. */
export function scaleOf(target: SwapTarget): number {
  return isCashCurrency(target) ? FIAT_SCALE : COINS[target].scale;
}

async function storeQuote(
  deps: AppDeps,
  userId: string,
  p: { source: CoinSymbol; target: SwapTarget; sourceUnits: bigint; ttlSeconds: number },
  priced: PricedTrade,
) {
  const balances = await getUserBalances(deps.db, userId);
  if (balances[p.source] < p.sourceUnits)
    throw new ApiError('INSUFFICIENT_BALANCE', SWAP_MESSAGES.notEnough(COINS[p.source].name));

  const now = deps.clock.now();
  const quote = {
    id: randomUUID(),
    user_id: userId,
    source_currency: p.source,
    target_currency: p.target,
    source_amount: p.sourceUnits.toString(),
    target_amount: priced.net.toString(),
    fee_amount: priced.fee.toString(),
    rate: priced.rate,
    // One instrument, or the two of a route through a stablecoin ("BTC/USDT+ETH/USDT"), or the
    // coin and the cash of a sale to cash ("BTC/AUD").
    instrument_id: priced.instrumentId,
    created_at: now,
    expires_at: new Date(now.getTime() + p.ttlSeconds * 1000),
  };
  await deps.db.insertInto('swap_quotes').values(quote).execute();
  return quote;
}

function quoteAnswer(
  quote: Awaited<ReturnType<typeof storeQuote>>,
  source: CoinSymbol,
  target: SwapTarget,
): SwapQuoteAnswer {
  return {
    conversion_quote_id: quote.id,
    source_currency_id: source,
    target_currency_id: target,
    source_currency_amount: fromUnits(BigInt(quote.source_amount), COINS[source].scale),
    target_currency_amount: fromUnits(BigInt(quote.target_amount), scaleOf(target)),
    rate: quote.rate,
    fee: fromUnits(BigInt(quote.fee_amount), scaleOf(target)),
    expires_at: quote.expires_at.toISOString(),
  };
}

interface TransferRow {
  id: number;
  debitAccountId: number;
  creditAccountId: number;
  amount: bigint;
}

function legsOf(
  quoteId: string,
  source: CoinSymbol,
  target: SwapTarget,
  accounts: Map<string, number>,
  transfers: TransferRow[],
): ConfirmSwapAnswer {
  const leg = (type: 'debit' | 'credit', coin: SwapTarget): SwapLeg => {
    const account = accounts.get(coin);
    const t = transfers.find((x) => (type === 'debit' ? x.debitAccountId : x.creditAccountId) === account);
    if (!t) throw new Error(`swap ${quoteId} has no ${type} leg`);
    return {
      account_transaction_id: String(t.id),
      type,
      amount: fromUnits(t.amount, scaleOf(coin)),
      currency_id: coin,
    };
  };
  return {
    status: 'success',
    conversion_quote_id: quoteId,
    debit: leg('debit', source),
    credit: leg('credit', target),
  };
}

/** The customer's coin accounts, and the cash account a sale to cash credits. */
async function swapAccounts(deps: AppDeps, userId: string, target: SwapTarget): Promise<Map<string, number>> {
  const accounts = await userAccountIds(deps.db, userId);
  if (isCashCurrency(target)) accounts.set(target, await accountId(deps.db, { userId, currency: target }));
  return accounts;
}

/** The answer of a confirmed swap, rebuilt from its ledger movement. */
async function answerFromMovement(deps: AppDeps, userId: string, movementId: number): Promise<ConfirmSwapAnswer> {
  const quote = await deps.db
    .selectFrom('swap_quotes')
    .select(['id', 'source_currency', 'target_currency'])
    .where('movement_id', '=', movementId)
    .executeTakeFirstOrThrow();
  const rows = await deps.db
    .selectFrom('ledger_transfers')
    .select(['id', 'debit_account_id', 'credit_account_id', 'amount'])
    .where('movement_id', '=', movementId)
    .execute();
  return legsOf(
    quote.id,
    quote.source_currency as CoinSymbol,
    quote.target_currency as SwapTarget,
    await swapAccounts(deps, userId, quote.target_currency as SwapTarget),
    rows.map((r) => ({
      id: r.id,
      debitAccountId: r.debit_account_id,
      creditAccountId: r.credit_account_id,
      amount: BigInt(r.amount),
    })),
  );
}

export async function confirmQuote(
  deps: AppDeps,
  userId: string,
  quoteId: string,
  idempotencyKey: string,
): Promise<ConfirmSwapAnswer> {
  // The customer's market comes with the quote: the coin rule below needs no statement of its own.
  const quote = await deps.db
    .selectFrom('swap_quotes as q')
    .leftJoin('ledger_movements as m', 'm.id', 'q.movement_id')
    .leftJoin('users as u', 'u.id', 'q.user_id')
    .selectAll('q')
    .select(['m.idempotency_key as used_with_key', 'u.currency_code as market', 'u.kyc_status'])
    .where('q.id', '=', quoteId)
    .where('q.user_id', '=', userId)
    .executeTakeFirst();
  if (!quote) throw new ApiError('NOT_FOUND', SWAP_MESSAGES.quoteNotFound);
  if (quote.movement_id !== null) {
    // Confirmed already. By this very request (its first answer was lost): the same answer again.
    if (quote.used_with_key === idempotencyKey) return answerFromMovement(deps, userId, quote.movement_id);
    throw new ApiError('QUOTE_USED', SWAP_MESSAGES.quoteUsed);
  }
  const now = deps.clock.now();
  if (now.getTime() >= new Date(quote.expires_at).getTime())
    throw new ApiError('QUOTE_EXPIRED', SWAP_MESSAGES.quoteExpired);

  const source = quote.source_currency as CoinSymbol;
  const target = quote.target_currency as SwapTarget;
  // A sale to cash is checked again: the customer's verification may have ended since the quote.
  if (isCashCurrency(target)) {
    refuseUnofferedIn(quote.market, [source]);
    refuseCashTarget({ currency_code: quote.market ?? '', kyc_status: quote.kyc_status ?? '' }, target);
  } else refuseUnofferedIn(quote.market, [source, target]);
  const sourceUnits = BigInt(quote.source_amount);
  const targetUnits = BigInt(quote.target_amount);
  const feeUnits = BigInt(quote.fee_amount);
  const sourceText = fromUnits(sourceUnits, COINS[source].scale);
  const targetText = fromUnits(targetUnits, scaleOf(target));
  const prepared = await prepareMovement(deps.db, {
    kind: 'swap',
    // One movement per quote, ever: this unique ref is what makes a quote usable once, even
    // when two confirmations race.
    ref: `swap:${quote.id}`,
    userId,
    idempotencyKey,
    transactionClass: 'conversion',
    trackingId: quote.id,
    note: isCashCurrency(target)
      ? `Sale of ${sourceText} ${source} for ${targetText} ${target}`
      : `Swap ${sourceText} ${source} to ${targetText} ${target}`,
    details: {
      quote_id: quote.id,
      rate: quote.rate,
      instrument_id: quote.instrument_id,
      usdc_rates: await usdcRatesNow(deps, isCashCurrency(target) ? [source] : [source, target]),
      fiat_rates: await fiatRatesNow(deps),
    },
    at: now,
    transfers: [
      { from: { userId, currency: source }, to: { house: 'liquidity', currency: source }, amount: sourceUnits },
      { from: { house: 'liquidity', currency: target }, to: { userId, currency: target }, amount: targetUnits },
      ...(feeUnits > 0n
        ? [
            {
              from: { house: 'liquidity' as const, currency: target },
              to: { house: 'fee_revenue' as const, currency: target },
              amount: feeUnits,
            },
          ]
        : []),
    ],
  });

  let posted: PostedMovement | null;
  try {
    // One statement, committed on its own: the movement and the quote's use, together or not at all.
    posted = await retryingConflicts(() =>
      postMovement(deps.db, prepared, {
        link: sql`update swap_quotes set used_at = ${now}, movement_id = (select id from m)
          where id = ${quote.id} and used_at is null and exists (select 1 from m)`,
      }),
    );
  } catch (e) {
    if (e instanceof InsufficientFundsError)
      throw new ApiError('INSUFFICIENT_BALANCE', SWAP_MESSAGES.notEnough(COINS[source].name));
    throw e;
  }
  if (!posted) {
    // Another confirmation of this quote won the race; if it was this same request, replay it.
    const id = await movementForKey(deps.db, userId, idempotencyKey, 'swap');
    if (id === null) throw new ApiError('QUOTE_USED', SWAP_MESSAGES.quoteUsed);
    const answer = await answerFromMovement(deps, userId, id);
    if (answer.conversion_quote_id !== quote.id)
      throw new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with another request');
    return answer;
  }
  // Only the request that made the trade gets here: a replay answered above sends nothing again.
  await notifyCustomer(
    deps,
    userId,
    TRADE_MAIL.swapped(
      { value: sourceText, currency: source },
      { value: targetText, currency: target, cash: isCashCurrency(target) },
      quote.id,
    ),
  );
  return legsOf(quote.id, source, target, await swapAccounts(deps, userId, target), posted.transfers);
}

/** The rate of one pair now: target per source unit, after the spread, before the fee. */
export interface PairRate {
  source: SwapTarget;
  target: SwapTarget;
  rate: string;
}

const CASH_TARGETS: readonly CashCurrency[] = ['AUD', 'EUR'];

/**
 * The rate every pair the market lists gets now, priced as a quote is (its route's spread, the
 * cash sale's forex rate, a purchase from the cash balance's ask): what orders watch to know when their
 * price is reached (decisions 427 and 442).
 * Pure arithmetic on one snapshot, one forex read: no statement per pair.
 */
export async function marketRates(deps: AppDeps, snapshot: PriceSnapshot): Promise<PairRate[]> {
  const settings = deps.config.market;
  const instruments = offeredInstruments(settings, new Set(COIN_SYMBOLS));
  const fx = new Map<CashCurrency, string>();
  for (const c of CASH_TARGETS) {
    const rate = await cashPerDollar(deps, c).catch(() => null);
    if (rate !== null) fx.set(c, rate);
  }
  const rates: PairRate[] = [];
  for (const source of COIN_SYMBOLS) {
    const one = 10n ** BigInt(COINS[source].scale);
    for (const target of COIN_SYMBOLS) {
      const route = target === source ? null : swapRoute(instruments, source, target);
      if (route)
        rates.push({
          source,
          target,
          rate: priceSwap({ snapshot, route, source, target, sourceUnits: one, ...settings }).rate,
        });
    }
    // Cash into a coin (decision 442): coin per unit of cash at the purchase's price, the coin's
    // ask in that cash (contract/payments fiatAskPrice, as a purchase from the balance prices).
    const { ask } = pairPrice(snapshot, source, 'USD', settings.spreadBps);
    for (const [cash, fxRate] of fx) {
      const price = fiatAskPrice(ask, fxRate);
      if (isPositiveDecimal(price)) rates.push({ source: cash, target: source, rate: coinPerCash(price) });
    }
    if (!cashSaleInstrument(instruments, source)) continue;
    for (const [target, fxRate] of fx)
      rates.push({
        source,
        target,
        rate: priceCashSale({ snapshot, source, sourceUnits: one, fxRate, ...settings }).rate,
      });
  }
  return rates;
}
