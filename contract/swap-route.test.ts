import { describe, expect, it } from 'vitest';
import type { CoinSymbol } from './assets.js';
import type { Instrument } from './exchange.js';
import { swapRoute } from './swap-route.js';

const inst = (base: CoinSymbol, quote: CoinSymbol, is_active: 'on' | 'off' = 'on'): Instrument => ({
  instrument_id: `${base}/${quote}`,
  base_currency_id: base,
  quote_currency_id: quote,
  is_active,
  min_quantity: '0.0001',
});
const ids = (instruments: Instrument[], from: CoinSymbol, to: CoinSymbol) => {
  const r = swapRoute(instruments, from, to);
  return r ? { legs: r.legs.map((l) => l.instrument_id), via: r.via } : undefined;
};

const market = [
  inst('BTC', 'USDT'),
  inst('BTC', 'USDC'),
  inst('ETH', 'USDT'),
  inst('ETH', 'USDC'),
  inst('XRP', 'USDT'),
  inst('XRP', 'USDC', 'off'),
  inst('USDT', 'USDC'),
];
/** What an EUR customer is given: USDT is not offered, so none of its instruments. */
const eur = market.filter((i) => i.base_currency_id !== 'USDT' && i.quote_currency_id !== 'USDT');

describe('swap routes', () => {
  it('a listed active pair is one leg, either way round', () => {
    expect(ids(market, 'BTC', 'USDT')).toEqual({ legs: ['BTC/USDT'], via: null });
    expect(ids(market, 'USDC', 'ETH')).toEqual({ legs: ['ETH/USDC'], via: null });
  });

  it('two coins with no pair of their own go through the first stablecoin both trade against', () => {
    expect(ids(market, 'BTC', 'ETH')).toEqual({ legs: ['BTC/USDT', 'ETH/USDT'], via: 'USDT' });
    expect(ids(market, 'ETH', 'BTC')).toEqual({ legs: ['ETH/USDT', 'BTC/USDT'], via: 'USDT' });
  });

  it('never through a coin the customer is not offered', () => {
    expect(ids(eur, 'BTC', 'ETH')).toEqual({ legs: ['BTC/USDC', 'ETH/USDC'], via: 'USDC' });
    expect(ids(eur, 'XRP', 'BTC')).toBeUndefined();
  });

  it('a pair switched off stays off, and a coin never swaps into itself', () => {
    expect(ids(market, 'XRP', 'USDC')).toBeUndefined();
    expect(ids(market, 'BTC', 'BTC')).toBeUndefined();
    expect(ids([inst('BTC', 'USDT'), inst('ETH', 'USDT', 'off')], 'BTC', 'ETH')).toBeUndefined();
  });
});
