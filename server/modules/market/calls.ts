/** The market calls: balances in USD, instruments, prices, swap quotes and their confirmation. */

import { COIN_SYMBOLS, COINS, type CoinSymbol, isCoin } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import {
  type ConfirmSwapAnswer,
  type CurrencyPrice,
  type InstrumentsAnswer,
  SWAP_MESSAGES,
  type SwapQuoteAnswer,
  type WalletEntry,
} from '../../../contract/exchange.js';
import { fromUnits } from '../../../contract/money.js';
import { defineCall, requireUser } from '../../http/call.js';
import { offeredTo } from '../accounts/index.js';
import { amountField, getUserBalances } from '../ledger/index.js';
import { pairPrice, usdValue } from './pricing.js';
import { claimSwapQuote } from './quote-limit.js';
import { confirmQuote, createQuote, pairNotAvailable, snapshotOrRefuse } from './quotes.js';
import { findInstrument, offeredInstruments } from './settings.js';

const getWalletList = defineCall(CALLS.getWalletList, {
  async handle(ctx) {
    const user = requireUser(ctx);
    const [balances, snapshot] = await Promise.all([getUserBalances(ctx.deps.db, user.id), snapshotOrRefuse(ctx.deps)]);
    const data: WalletEntry[] = COIN_SYMBOLS.map((c) => ({
      currency: { currency_id: c, precision: COINS[c].displayPrecision, name: COINS[c].name },
      free_balance: fromUnits(balances[c], COINS[c].scale),
      free_balance_quoted: usdValue(snapshot, c, balances[c]),
    }));
    return { data };
  },
});

const getInstruments = defineCall(CALLS.getInstruments, {
  async handle(ctx, p) {
    const offered = await offeredTo(ctx.deps, requireUser(ctx).id);
    const data: InstrumentsAnswer = {
      instruments: offeredInstruments(ctx.deps.config.market, offered).slice(0, p.limit),
    };
    return { data };
  },
});

const getCurrencyPrice = defineCall(CALLS.getCurrencyPrice, {
  rules: (o) => ({ base: o.base_currency, quote: o.quote_currency }),
  async handle(ctx, p) {
    const settings = ctx.deps.config.market;
    const base = p.base.toUpperCase();
    const quote = p.quote.toUpperCase();
    const tradable =
      isCoin(base) && (quote === 'USD' || (isCoin(quote) && findInstrument(settings, base, quote) !== undefined));
    if (!tradable) throw pairNotAvailable(base, quote);
    const snapshot = await snapshotOrRefuse(ctx.deps);
    const price = pairPrice(snapshot, base, quote as CoinSymbol | 'USD', settings.spreadBps);
    const data: CurrencyPrice[] = [{ base_currency: base, quote_currency: quote, bid: price.bid, ask: price.ask }];
    return { data };
  },
});

const swapCrypto = defineCall(CALLS.swapCrypto, {
  rules(o) {
    const source = o.sourceCurrencyId;
    const target = o.targetCurrencyId;
    const { ttl } = o;
    const sourceUnits = amountField(o.sourceCurrencyAmount, 'sourceCurrencyAmount', source, {
      invalid: 'Please enter a valid amount',
      zero: SWAP_MESSAGES.amountMoreThanZero,
    });
    return { source, target, ttlSeconds: ttl, sourceUnits };
  },
  async handle(ctx, p): Promise<{ data: SwapQuoteAnswer }> {
    const userId = requireUser(ctx).id;
    await claimSwapQuote(ctx.deps, userId);
    return { data: await createQuote(ctx.deps, userId, p) };
  },
});

const confirmSwap = defineCall(CALLS.confirmSwap, {
  rules: (o) => ({ quoteId: o.conversionQuoteId }),
  async handle(ctx, p): Promise<{ data: ConfirmSwapAnswer }> {
    return { data: await confirmQuote(ctx.deps, requireUser(ctx).id, p.quoteId, ctx.idempotencyKey!) };
  },
});

export const marketCalls = [getWalletList, getInstruments, getCurrencyPrice, swapCrypto, confirmSwap];
