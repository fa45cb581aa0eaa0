/**
 * The sandbox market (APP_MODE=local): POST /sandbox/market/price {coin, usd} holds a coin of the
 * simulated market at a USD price ({coin, usd: null} lets it walk again), then lets the price
 * alerts check at once rather than at their job's next minute, so a person or an end-to-end test
 * sees an alert fire as soon as the price crosses it. Answers {fired}: how many alerts fired.
 */
import type { Hono } from 'hono';
import { isCoin } from '../../../contract/assets.js';
import { isPositiveDecimal } from '../../../contract/money.js';
import type { Clock } from '../../clock.js';
import type { PriceSource } from './port.js';

/** What the modules do when the sandbox market moves (decision 142: check the price alerts). */
export interface MarketSandboxHook {
  priceMoved(now: Date): Promise<number>;
}

/** The sandbox market holds a price and tells the time. */
interface MarketSandboxDeps {
  clock: Clock;
  providers: { prices: PriceSource };
}

const USAGE = 'Body must be JSON: {coin, usd} with usd a positive decimal string, or null';

export function registerMarketSandbox(app: Hono, deps: MarketSandboxDeps, hook: MarketSandboxHook): void {
  app.post('/sandbox/market/price', async (c) => {
    const market = deps.providers.prices.sandbox;
    if (!market) return c.json({ status: 'error', message: 'The market is not simulated' }, 409);
    let body: { coin?: unknown; usd?: unknown };
    try {
      body = (await c.req.json()) ?? {};
    } catch {
      return c.json({ status: 'error', message: USAGE }, 400);
    }
    const { coin, usd } = body;
    const price = typeof usd === 'string' && usd.length <= 40 && isPositiveDecimal(usd) ? usd : undefined;
    if (!isCoin(coin) || (usd !== null && price === undefined)) return c.json({ status: 'error', message: USAGE }, 400);
    market.pin(coin, price ?? null);
    return c.json({ fired: await hook.priceMoved(deps.clock.now()) });
  });
}
