/** Market data beyond the specification's calls: a coin's price history for the asset chart (decision 149). */
import type { CoinSymbol } from '../../../../contract/assets.js';
import { getPriceHistory as spec } from '../../../../contract/calls/market.js';
import type { PriceHistoryAnswer, PriceRange } from '../../../../contract/price-history.js';
import { api } from '../../../api/client.js';

export async function getPriceHistory(currency: CoinSymbol, range: PriceRange): Promise<PriceHistoryAnswer> {
  const r = await api.call(spec, { currency_id: currency, range });
  return r.data;
}
