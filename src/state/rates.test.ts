import { describe, expect, it } from 'vitest';
import { loadRates, RATES_CACHE_MS, rates, toUsd, usableCache, usdTo } from './rates.js';

describe('forex rates', () => {
  it('keeps the cache for one hour and for base USD only', () => {
    const now = 10_000_000;
    const c = { rates: { EUR: '0.9' }, timestamp: now - RATES_CACHE_MS + 1, base: 'USD' };
    expect(usableCache(c, now)).toBe(true);
    expect(usableCache({ ...c, timestamp: now - RATES_CACHE_MS }, now)).toBe(false);
    expect(usableCache({ ...c, base: 'EUR' }, now)).toBe(false);
    expect(usableCache(null, now)).toBe(false);
  });
  it('converts without floats; USD needs no rate', () => {
    const t = { EUR: '0.852', AUD: '1.515' };
    expect(usdTo('100.10', 'EUR', t)).toBe('85.2852');
    expect(usdTo('0.1', 'USD', null)).toBe('0.1');
    expect(usdTo('1', 'AUD', {})).toBeNull();
    expect(toUsd('151.5', 'AUD', t)).toBe('100');
  });
  it('loads from the server and reports a failure', async () => {
    const ok = (async () =>
      new Response(JSON.stringify({ base: 'USD', rates: { EUR: '0.9' }, fetchedAt: '2026-01-01T14:05:00Z' }))) as any;
    await loadRates({ force: true, fetchImpl: ok });
    expect(rates.status).toBe('ready');
    expect(rates.rates).toEqual({ EUR: '0.9' });
    expect(rates.fetchedAt).toBe('2026-01-01T14:05:00Z');
    const down = (async () => new Response('nope', { status: 503 })) as any;
    await loadRates({ force: true, fetchImpl: down });
    expect(rates.status).toBe('error');
    expect(rates.error).toBe('Failed to load forex rates');
  });
});
