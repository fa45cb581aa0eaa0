/**
 * The coins a customer's market is offered (decision 070), held on the server for every call
 * that moves or lists coins (decision 103): USDT is not offered to EUR-market customers.
 */
import { type CoinSymbol, coinNotOfferedMessage, type MarketCurrency, offeredCoins } from '../../../contract/assets.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';

/** The signed-in customer's market currency, as decided at sign-up. */
async function marketOf(deps: AppDeps, userId: string): Promise<MarketCurrency> {
  const row = await deps.db.selectFrom('users').select('currency_code').where('id', '=', userId).executeTakeFirst();
  return (row?.currency_code ?? 'USD') as MarketCurrency;
}

/** The coins offered to this customer. */
export async function offeredTo(deps: AppDeps, userId: string): Promise<Set<CoinSymbol>> {
  return new Set(offeredCoins(await marketOf(deps, userId)));
}

/** Refuses (COIN_NOT_OFFERED, 422) when any of `coins` is not offered in the customer's market. */
export async function refuseUnoffered(deps: AppDeps, userId: string, coins: CoinSymbol[]): Promise<void> {
  refuseUnofferedIn(await marketOf(deps, userId), coins);
}

/**
 * The same refusal for a caller that read the customer's market (users.currency_code) with a row
 * it needed anyway, so the call sends one statement fewer (decision 216).
 */
export function refuseUnofferedIn(market: string | null | undefined, coins: CoinSymbol[]): void {
  const offered = new Set(offeredCoins((market ?? 'USD') as MarketCurrency));
  const refused = coins.find((c) => !offered.has(c));
  if (refused) throw new ApiError('COIN_NOT_OFFERED', coinNotOfferedMessage(refused));
}
