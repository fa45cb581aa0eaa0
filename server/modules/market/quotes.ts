/**
 * Swap quotes and their confirmation. A quote fixes the amounts for one customer until
 * expires_at, priced along its route (one instrument, or two through a stablecoin: decision 225);
 * confirming executes it as one ledger movement of linked transfers through house liquidity
 * (source in, target out, fee to revenue), at most once, in one statement with the quote's use.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { COINS, type CoinSymbol, coinNotOfferedMessage } from '../../../contract/assets.js';
import {
  type ConfirmSwapAnswer,
  type Instrument,
  SWAP_MESSAGES,
  type SwapLeg,
  type SwapQuoteAnswer,
} from '../../../contract/exchange.js';
import { compareDecimal, fromUnits } from '../../../contract/money.js';
import { swapRoute } from '../../../contract/swap-route.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { PriceUnavailableError } from '../../providers/prices/index.js';
import { offeredTo, refuseUnofferedIn } from '../accounts/index.js';
import {
  fiatRatesNow,
  getUserBalances,
  InsufficientFundsError,
  type PostedMovement,
  postMovement,
  prepareMovement,
  priceUnavailable,
  retryingConflicts,
  usdcRatesNow,
  userAccountIds,
} from '../ledger/index.js';
import { priceSwap } from './pricing.js';
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
  p: { source: CoinSymbol; target: CoinSymbol; sourceUnits: bigint; ttlSeconds: number },
): Promise<SwapQuoteAnswer> {
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
    // One instrument, or the two of a route through a stablecoin ("BTC/USDT+ETH/USDT").
    instrument_id: route.legs.map((l) => l.instrument_id).join('+'),
    created_at: now,
    expires_at: new Date(now.getTime() + p.ttlSeconds * 1000),
  };
  await deps.db.insertInto('swap_quotes').values(quote).execute();
  return {
    conversion_quote_id: quote.id,
    source_currency_id: p.source,
    target_currency_id: p.target,
    source_currency_amount: fromUnits(p.sourceUnits, COINS[p.source].scale),
    target_currency_amount: fromUnits(priced.net, COINS[p.target].scale),
    rate: priced.rate,
    fee: fromUnits(priced.fee, COINS[p.target].scale),
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
  target: CoinSymbol,
  accounts: Map<string, number>,
  transfers: TransferRow[],
): ConfirmSwapAnswer {
  const leg = (type: 'debit' | 'credit', coin: CoinSymbol): SwapLeg => {
    const account = accounts.get(coin);
    const t = transfers.find((x) => (type === 'debit' ? x.debitAccountId : x.creditAccountId) === account);
    if (!t) throw new Error(`swap ${quoteId} has no ${type} leg`);
    return {
      account_transaction_id: String(t.id),
      type,
      amount: fromUnits(t.amount, COINS[coin].scale),
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
    quote.target_currency as CoinSymbol,
    await userAccountIds(deps.db, userId),
    rows.map((r) => ({
      id: r.id,
      debitAccountId: r.debit_account_id,
      creditAccountId: r.credit_account_id,
      amount: BigInt(r.amount),
    })),
  );
}

async function movementForKey(deps: AppDeps, userId: string, key: string): Promise<number | null> {
  const m = await deps.db
    .selectFrom('ledger_movements')
    .select(['id', 'kind'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  if (!m) return null;
  if (m.kind !== 'swap')
    throw new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with another request');
  return m.id;
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
    .select(['m.idempotency_key as used_with_key', 'u.currency_code as market'])
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
  const target = quote.target_currency as CoinSymbol;
  refuseUnofferedIn(quote.market, [source, target]);
  const sourceUnits = BigInt(quote.source_amount);
  const targetUnits = BigInt(quote.target_amount);
  const feeUnits = BigInt(quote.fee_amount);
  const sourceText = fromUnits(sourceUnits, COINS[source].scale);
  const targetText = fromUnits(targetUnits, COINS[target].scale);
  const prepared = await prepareMovement(deps.db, {
    kind: 'swap',
    // One movement per quote, ever: this unique ref is what makes a quote usable once, even
    // when two confirmations race.
    ref: `swap:${quote.id}`,
    userId,
    idempotencyKey,
    transactionClass: 'conversion',
    trackingId: quote.id,
    note: `Swap ${sourceText} ${source} to ${targetText} ${target}`,
    details: {
      quote_id: quote.id,
      rate: quote.rate,
      instrument_id: quote.instrument_id,
      usdc_rates: await usdcRatesNow(deps, [source, target]),
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
    const id = await movementForKey(deps, userId, idempotencyKey);
    if (id === null) throw new ApiError('QUOTE_USED', SWAP_MESSAGES.quoteUsed);
    const answer = await answerFromMovement(deps, userId, id);
    if (answer.conversion_quote_id !== quote.id)
      throw new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with another request');
    return answer;
  }
  return legsOf(quote.id, source, target, await userAccountIds(deps.db, userId), posted.transfers);
}
