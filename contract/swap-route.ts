/**
 * Which instruments a swap goes through (decision 225), the same rule on the server (what it
 * prices) and in the app (what the swap screen offers): the active instrument joining the two
 * coins; else, when the market lists no instrument for them at all, the first stablecoin both
 * coins trade against, so BTC to ETH is BTC/USDT then ETH/USDT in one quote. A listed pair that
 * is switched off stays off (no way round it), and a coin never swaps into itself. The list
 * given is the customer's: the instruments of the coins their market offers, so USDT is never a
 * way through for an EUR customer.
 */
import { COIN_SYMBOLS, COINS, type CoinSymbol } from './assets.js';
import type { Instrument } from './exchange.js';

export interface SwapRoute {
  /** The instruments in the order the amount goes through them: one, or two through `via`. */
  legs: [Instrument] | [Instrument, Instrument];
  /** The stablecoin between the two legs; null for a direct pair. */
  via: CoinSymbol | null;
}

/** The coins a swap may go through, in the order they are tried. */
const BRIDGES = COIN_SYMBOLS.filter((c) => COINS[c].stablecoin);

const joins = (i: Instrument, a: string, b: string) =>
  (i.base_currency_id === a && i.quote_currency_id === b) || (i.base_currency_id === b && i.quote_currency_id === a);

/** The listed instrument joining two coins, in either direction, active or not. */
function listed(instruments: readonly Instrument[], a: string, b: string): Instrument | undefined {
  return instruments.find((i) => joins(i, a, b));
}

/** The active instrument joining two coins, in either direction. */
export function activeInstrument(instruments: readonly Instrument[], a: string, b: string): Instrument | undefined {
  return instruments.find((i) => i.is_active === 'on' && joins(i, a, b));
}

/** How `from` swaps into `to`, or undefined when it cannot. */
export function swapRoute(instruments: readonly Instrument[], from: string, to: string): SwapRoute | undefined {
  if (from === to) return undefined;
  const pair = listed(instruments, from, to);
  if (pair) return pair.is_active === 'on' ? { legs: [pair], via: null } : undefined;
  for (const via of BRIDGES) {
    if (via === from || via === to) continue;
    const first = activeInstrument(instruments, from, via);
    const second = activeInstrument(instruments, via, to);
    if (first && second) return { legs: [first, second], via };
  }
  return undefined;
}
