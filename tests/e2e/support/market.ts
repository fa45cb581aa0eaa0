/**
 * The sandbox market's price hold (local mode only): holds a coin's USD price, or lets it move
 * again with null. Each spec holds a coin no other spec trades. Answers how many price alerts the
 * new price fired. `base`: another server of the run (the EU one), whose market is still.
 */
import { baseUrl } from './api.js';
import { expect } from './fixtures.js';

export async function holdPrice(coin: string, usd: string | null, base = baseUrl()): Promise<number> {
  const res = await fetch(`${base}/sandbox/market/price`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin, usd }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { fired: number }).fired;
}
