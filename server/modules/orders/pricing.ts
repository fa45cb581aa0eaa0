/**
 * What an order's swap gets now, with every gate of the same trade made at once (decisions 427
 * and 442): a coin sold prices as a swap quote does (the market's priceTrade); cash spent on a
 * coin prices as a purchase from the cash balance does (the payments module's gates and price:
 * the coin's ask in the region's cash, no fee). Placing and filling both price here.
 */
import { COINS, type CoinSymbol, FIAT_SCALE, isCoin } from '../../../contract/assets.js';
import { isCashCurrency, type SwapTarget } from '../../../contract/cash-trade.js';
import { fromUnits, toUnits } from '../../../contract/money.js';
import { coinPerCash, type OrderCurrency } from '../../../contract/orders.js';
import { BUY_MESSAGES } from '../../../contract/payments.js';
import type { AppDeps } from '../../deps.js';
import { validationError } from '../../http/errors.js';
import { type PricedTrade, pairNotAvailable, priceTrade } from '../market/index.js';
import { cashPurchaseGates, cashPurchasePrice } from '../payments/index.js';

export function priceOrder(
  deps: AppDeps,
  userId: string,
  p: { source: OrderCurrency; target: OrderCurrency; sourceUnits: bigint },
): Promise<PricedTrade> {
  if (!isCashCurrency(p.source))
    return priceTrade(deps, userId, {
      source: p.source as CoinSymbol,
      target: p.target as SwapTarget,
      sourceUnits: p.sourceUnits,
    });
  return priceCashPurchase(deps, userId, { source: p.source, target: p.target, sourceUnits: p.sourceUnits });
}

async function priceCashPurchase(
  deps: AppDeps,
  userId: string,
  p: { source: string; target: OrderCurrency; sourceUnits: bigint },
): Promise<PricedTrade> {
  // Cash into cash is no trade.
  if (!isCoin(p.target)) throw pairNotAvailable(p.source, p.target);
  const { currency } = await cashPurchaseGates(deps, userId, p.target, p.sourceUnits, p.source);
  const { price, crypto } = await cashPurchasePrice(deps, p.target, currency, fromUnits(p.sourceUnits, FIAT_SCALE));
  const net = toUnits(crypto, COINS[p.target].scale);
  if (net <= 0n) throw validationError({ sourceCurrencyAmount: BUY_MESSAGES.invalidCalculated });
  return { net, fee: 0n, rate: coinPerCash(price), instrumentId: `${p.target}/${currency}` };
}
