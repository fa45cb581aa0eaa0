/**
 * /exchange/get-portfolio (decision 413): what each coin the customer holds cost and what it has
 * made, in the region's currency. Costs and gains come from the lots the ledger keeps; values
 * from the current price, by the same rule that values a movement at its recorded rates. Cash
 * counts at face value. The year's realised gain is the statement year's (decision 140).
 */
import { COIN_SYMBOLS, COINS, type CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { SWAP_MESSAGES } from '../../../contract/exchange.js';
import { divDecimal, fromUnits, toFixed } from '../../../contract/money.js';
import type { Portfolio, PortfolioAsset } from '../../../contract/statements.js';
import { defineCall, requireUser } from '../../http/call.js';
import {
  ensureLotBook,
  fiatRatesNow,
  getUserCashBalances,
  lotTotals,
  priceUnavailable,
  recordedValue,
  usdcRatesNow,
} from '../ledger/index.js';
import { money, percent } from './figures.js';
import { accountYears, statementZone } from './period.js';

const getPortfolio = defineCall(CALLS.getPortfolio, {
  async handle(ctx) {
    const userId = requireUser(ctx).id;
    const deps = ctx.deps;
    const currency = await ensureLotBook(deps.db, userId);
    const user = await deps.db
      .selectFrom('users')
      .select('time_zone')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const region = currency === 'EUR' ? 'EU' : 'AU';
    const now = deps.clock.now();
    const [year] = accountYears(region, statementZone(region, user.time_zone ?? 'UTC'), now, now);
    const totals = await lotTotals(deps.db, userId, new Date(year!.from));
    const coins = totals.filter((t) => (COIN_SYMBOLS as readonly string[]).includes(t.currency));
    const prices = {
      usdc_rates: await usdcRatesNow(
        deps,
        coins.map((t) => t.currency as CoinSymbol),
      ),
      fiat_rates: coins.length > 0 ? await fiatRatesNow(deps) : {},
    };
    const assets: PortfolioAsset[] = [];
    const sum = {
      value: 0n,
      cost: 0n,
      realised: 0n,
      year: 0n,
      invested: 0n,
      since: null as Date | null,
      missing: false,
    };
    for (const t of coins) {
      const value = t.held === 0n ? 0n : recordedValue(prices, t.currency, t.held, currency);
      if (value === null) throw priceUnavailable(SWAP_MESSAGES.priceUnavailable);
      const amount = fromUnits(t.held, COINS[t.currency as CoinSymbol].scale);
      assets.push({
        currency_id: t.currency,
        amount,
        value: money(value),
        cost_basis: money(t.cost),
        average_price: t.held === 0n ? null : toFixed(divDecimal(money(t.cost), amount, 18, 'half-up'), 2),
        unrealised_pnl: money(value - t.cost),
        // A cost counted as zero for want of a rate would make any percent up.
        unrealised_pct: t.rateMissing ? null : percent(value - t.cost, t.cost),
        realised_pnl: money(t.realised),
        rate_missing: t.rateMissing,
      });
      sum.value += value;
      sum.cost += t.cost;
      sum.realised += t.realised;
      sum.year += t.realisedSince;
      sum.invested += t.cost + t.disposedCost;
      if (t.firstOpened && (!sum.since || t.firstOpened < sum.since)) sum.since = t.firstOpened;
      sum.missing ||= t.rateMissing;
    }
    // What the coins made, held and sold: the cash below earns nothing, so it is no part of it.
    const totalReturn = sum.value - sum.cost + sum.realised;
    // The region's cash: at face value, so it adds as much to the cost as to the value.
    const cash = (await getUserCashBalances(deps.db, userId))[currency];
    if (cash > 0n) {
      assets.push({
        currency_id: currency,
        amount: money(cash),
        value: money(cash),
        cost_basis: money(cash),
        average_price: '1.00',
        unrealised_pnl: '0.00',
        unrealised_pct: '0.00',
        realised_pnl: '0.00',
        rate_missing: false,
      });
      sum.value += cash;
      sum.cost += cash;
    }
    const data: Portfolio = {
      currency,
      totals: {
        value: money(sum.value),
        cost_basis: money(sum.cost),
        unrealised_pnl: money(sum.value - sum.cost),
        realised_pnl: money(sum.realised),
        realised_pnl_year: money(sum.year),
        total_return: money(totalReturn),
        total_return_pct: sum.missing ? null : percent(totalReturn, sum.invested),
        since: sum.since?.toISOString() ?? null,
        rate_missing: sum.missing,
      },
      assets,
    };
    return { data };
  },
});

export const portfolioCalls = [getPortfolio];
