/** USDC value of coins at a moment, recorded with movements for get-equivalent-usdc. */
import type { CoinSymbol } from '../../../contract/assets.js';
import { USDC_EQUIVALENT_DECIMALS } from '../../../contract/exchange.js';
import { divDecimal } from '../../../contract/money.js';
import type { AppDeps } from '../../deps.js';

/** USDC per one unit of each coin, or {} when no price is available right now. */
export async function usdcRatesNow(
  deps: Pick<AppDeps, 'providers' | 'log'>,
  coins: CoinSymbol[],
): Promise<Partial<Record<CoinSymbol, string>>> {
  try {
    const { usd } = await deps.providers.prices.snapshot();
    return Object.fromEntries(coins.map((c) => [c, divDecimal(usd[c], usd.USDC, USDC_EQUIVALENT_DECIMALS, 'half-up')]));
  } catch (e) {
    deps.log.warn('no price for the USDC equivalent', { error: (e as Error).message });
    return {};
  }
}
