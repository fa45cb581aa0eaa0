import { describe, expect, it } from 'vitest';
import type { WalletEntry } from '../../contract/exchange.js';
import {
  accountTotal,
  assetOfState,
  buildAssets,
  searchAssets,
  toNavState,
  totalValue,
  withBalance,
} from './assets-view.js';

const entries: WalletEntry[] = [
  {
    currency: { currency_id: 'BTC', precision: 8, name: 'Bitcoin' },
    free_balance: '0.5',
    free_balance_quoted: '48500',
  },
  { currency: { currency_id: 'XRP', precision: 6, name: 'Ripple' }, free_balance: '0', free_balance_quoted: '0' },
];

describe('buildAssets', () => {
  it('lists every offered coin with its balance and value in the market currency', () => {
    const list = buildAssets(
      entries,
      ['BTC', 'ETH', 'XRP'],
      'EUR',
      { EUR: '0.9' },
      {
        BTC: { priceUsd: '97000', change24h: '-1.5' },
      },
    );
    expect(list.map((a) => [a.symbol, a.balance, a.value, a.price, a.change24h, a.precision])).toEqual([
      ['BTC', '0.5', '43650', '87300', '-1.5', 8],
      ['ETH', '0', '0', null, null, 8],
      ['XRP', '0', '0', null, null, 6],
    ]);
    expect(totalValue(list)).toBe('43650');
  });
  it('has no values without rates for a non-USD currency, and needs none for USD', () => {
    expect(totalValue(buildAssets(entries, ['BTC'], 'AUD', null))).toBeNull();
    expect(totalValue(buildAssets(entries, ['BTC'], 'USD', null))).toBe('48500');
  });
  it('searches by name or symbol and keeps only held assets on With Balance', () => {
    const list = buildAssets(entries, ['BTC', 'ETH', 'XRP'], 'USD', null);
    expect(searchAssets(list, 'rip').map((a) => a.symbol)).toEqual(['XRP']);
    expect(searchAssets(list, 'eth').map((a) => a.symbol)).toEqual(['ETH']);
    expect(searchAssets(list, ' ').length).toBe(3);
    expect(withBalance(list).map((a) => a.symbol)).toEqual(['BTC']);
  });
  it('hands the chosen asset to the next screen', () => {
    const [btc] = buildAssets(entries, ['BTC'], 'USD', null);
    if (!btc) throw new Error('BTC is not in the list');
    const state = toNavState(btc, 'send', 'USD', undefined, 42);
    expect(state).toMatchObject({
      mode: 'send',
      timestamp: 42,
      asset: { formattedBalance: '0.5', rawBalance: '0.5', formattedValue: '$48,500.00', isUSD: true, precision: 8 },
    });
    expect(assetOfState(state)?.currency.symbol).toBe('BTC');
    expect(assetOfState({ asset: { currency: { symbol: 'DOGE' } } })).toBeNull();
    expect(assetOfState(null)).toBeNull();
  });
});

describe('accountTotal', () => {
  it('adds the cash balance to the coins when the cash is in the currency shown', () => {
    expect(accountTotal('2097.61', { currency: 'EUR', balance: '1343.26' }, 'EUR')).toBe('3440.87');
    expect(accountTotal('0', { currency: 'AUD', balance: '500.00' }, 'AUD')).toBe('500');
  });

  it('is the coins alone without cash, or with cash in another currency than the one shown', () => {
    expect(accountTotal('2097.61', null, 'EUR')).toBe('2097.61');
    expect(accountTotal('2097.61', { currency: 'AUD', balance: '10.00' }, 'EUR')).toBe('2097.61');
    expect(accountTotal('2097.61', { currency: 'AUD', balance: '10.00' }, 'EUR', () => null)).toBe('2097.61');
  });

  it('converts cash in another currency than the one shown at the rate it is given', () => {
    // EUR cash of a customer who chose USD: 1,343.26 EUR at 0.92 EUR per USD.
    const convert = (amount: string, from: string) => (from === 'EUR' ? (Number(amount) / 0.92).toFixed(8) : null);
    expect(accountTotal('2097.61', { currency: 'EUR', balance: '1343.26' }, 'USD', convert)).toBe('3557.67521739');
  });

  it('stays unknown while the coins cannot be valued', () => {
    expect(accountTotal(null, { currency: 'EUR', balance: '1343.26' }, 'EUR')).toBeNull();
  });
});
