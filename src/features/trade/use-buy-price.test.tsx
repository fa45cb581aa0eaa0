// @vitest-environment happy-dom
/**
 * The buy price belongs to the coin on screen: an answer for the coin chosen before, still on its
 * way when the customer picks another, is never taken as the new coin's price. Taken, it let the
 * review show (and send) Bitcoin's price for Avalanche: 50 EUR reviewed and paid for 0.0006 AVAX.
 */
import { act } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { domRendering } from '../../test-support/dom-render.js';

type Quote = { ask: string };
const pending = new Map<string, (q: Quote) => void>();
vi.mock('../../api/exchange.js', () => ({
  getCurrencyPrice: vi.fn(
    (symbol: string, quote: string) =>
      new Promise<Quote>((resolve) => {
        if (quote === 'USD') pending.set(symbol, resolve);
        else resolve({ ask: '1' });
      }),
  ),
}));

const { useBuyPrice } = await import('./use-buy-price.js');
const { RATE_DEBOUNCE_MS } = await import('./timings.js');

let shown = '';
function Price({ symbol }: { symbol: string }) {
  shown = useBuyPrice(symbol, 'USD').price;
  return null;
}

const dom = domRendering();
const wait = (ms: number) => act(() => new Promise<void>((done) => setTimeout(done, ms)));
const show = (symbol: string) => dom.render(<Price symbol={symbol} />);

beforeEach(() => pending.clear());

it("keeps no price while the coin chosen before answers late, then takes the new coin's", async () => {
  await show('BTC');
  await wait(RATE_DEBOUNCE_MS + 50);
  expect(pending.has('BTC')).toBe(true);

  // The customer picks AVAX while Bitcoin's price is on its way; it arrives before AVAX's is asked.
  await show('AVAX');
  await act(async () => pending.get('BTC')?.({ ask: '82000' }));
  expect(shown).toBe('0');

  await wait(RATE_DEBOUNCE_MS + 50);
  await act(async () => pending.get('AVAX')?.({ ask: '30' }));
  expect(shown).toBe('30');
});
