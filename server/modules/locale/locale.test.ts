import ct from 'countries-and-timezones';
import { countries } from 'countries-list';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeoResult, RatesAnswer } from '../../../contract/accounts.js';
import { type ForexProvider, noForex } from '../../providers/forex/index.js';
import { geoForCountry, geolocate, isPrivateAddress } from '../../providers/geo/index.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { RATES_FRESH_MS, RATES_RETRY_MS, REFERENCE_RATES } from './rates.js';

describe('GET /api/geo', () => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await createTestEnv({ env: { TRUST_PROXY: 'true', DEFAULT_COUNTRY: 'DE' } });
  });
  afterAll(() => env.close());

  const geo = async (ip?: string) => {
    const res = await env.app.request('/api/geo', { headers: ip ? { 'x-forwarded-for': ip } : {} });
    expect(res.status).toBe(200);
    return { body: (await res.json()) as GeoResult, res };
  };

  it('locates a public address with every field of the specification', async () => {
    const { body, res } = await geo('1.128.0.1');
    expect(body).toEqual({
      ip: '1.128.0.1',
      country: 'AU',
      countryName: 'Australia',
      continentCode: 'OC',
      currency: 'AUD',
      timezone: 'Australia/Sydney',
      countryCode: 'AU',
      isEu: false,
    });
    expect(res.headers.get('cache-control')).toBe('private, max-age=300');
    expect((await geo('8.8.8.8')).body).toMatchObject({ country: 'US', currency: 'USD', continentCode: 'NA' });
    expect((await geo('46.4.0.1')).body).toMatchObject({ country: 'DE', currency: 'EUR', isEu: true });
    expect((await geo('81.2.69.142')).body).toMatchObject({ country: 'GB', currency: 'GBP', isEu: false });
    expect((await geo('2a01:4f8::1')).body).toMatchObject({ country: 'DE' });
  });

  it('gives loopback and private addresses the configured default country', async () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '192.168.0.10', '172.20.1.1', '::1', 'fd00::1']) {
      expect((await geo(ip)).body, ip).toMatchObject({ ip, country: 'DE', currency: 'EUR', timezone: 'Europe/Berlin' });
    }
    // No proxy header and no socket: the in-process caller is loopback.
    expect((await geo()).body).toMatchObject({ country: 'DE' });
  });

  it("gives every country a time zone of its own, not a neighbour's (Sweden is Europe/Stockholm)", () => {
    expect(geoForCountry('127.0.0.1', 'SE').timezone).toBe('Europe/Stockholm');
    expect(geoForCountry('127.0.0.1', 'NO').timezone).toBe('Europe/Oslo');
    const wrong: string[] = [];
    for (const code of Object.keys(countries)) {
      const zone = geoForCountry('127.0.0.1', code).timezone;
      const info = ct.getTimezone(zone);
      // A few territories (Kosovo, Ascension, Bouvet Island...) have no zone of their own.
      const own = ct
        .getCountry(code, { deprecated: true })
        ?.timezones.some((z) => ct.getTimezone(z)?.countries[0] === code);
      if (own && info?.countries[0] !== code) wrong.push(`${code}: ${zone}`);
      expect(() => new Intl.DateTimeFormat('en', { timeZone: zone }), zone).not.toThrow();
    }
    expect(wrong).toEqual([]);
  });

  it('falls back to AU when DEFAULT_COUNTRY is not set', () => {
    expect(geolocate('127.0.0.1', 'AU')).toMatchObject({ country: 'AU', currency: 'AUD' });
  });

  it('places no country for a public address the database does not know (fails the region rule)', () => {
    expect(geolocate('1.0.0.1', 'AU')).toMatchObject({ country: '', currency: 'USD' });
  });

  it('tells private from public addresses', () => {
    expect(isPrivateAddress('100.64.0.1')).toBe(true);
    expect(isPrivateAddress('169.254.1.1')).toBe(true);
    expect(isPrivateAddress('::ffff:192.168.1.1')).toBe(true);
    expect(isPrivateAddress('not an ip')).toBe(true);
    expect(isPrivateAddress('172.32.0.1')).toBe(false);
    expect(isPrivateAddress('2001:4860:4860::8888')).toBe(false);
  });
});

describe('GET /api/rates', () => {
  let reachable = true;
  let calls = 0;
  const fakeForex: ForexProvider = {
    kind: 'http',
    async latest(base) {
      calls += 1;
      if (!reachable) throw new Error('down');
      return { base, rates: { USD: '1', EUR: '0.9', AUD: '1.6' } };
    },
  };

  const rates = async (env: TestEnv, query = '?base=USD') => {
    const res = await env.app.request(`/api/rates${query}`);
    return { res, body: (await res.json()) as RatesAnswer };
  };

  it("answers the forex sandbox's rates, dated now, in local mode without RATES_URL", async () => {
    const env = await createTestEnv();
    try {
      expect(env.deps.providers.forex.kind).toBe('sandbox');
      const first = await rates(env);
      expect(first.body).toMatchObject({ base: 'USD', source: 'live', fetchedAt: env.deps.clock.now().toISOString() });
      expect(Number(first.body.rates.EUR)).toBeCloseTo(0.852, 2);
      expect(Number(first.body.rates.AUD)).toBeCloseTo(1.515, 2);
      // Once the served copy is no longer fresh, the sandbox has moved on, like the coin market.
      env.deps.clock.advance(RATES_FRESH_MS + 1000);
      const later = await rates(env);
      expect(later.body).toMatchObject({ source: 'live', fetchedAt: env.deps.clock.now().toISOString() });
      expect(later.body.rates.EUR).not.toBe(first.body.rates.EUR);
      expect(Number(later.body.rates.EUR)).toBeCloseTo(0.852, 1);
    } finally {
      await env.close();
    }
  });

  it('answers built-in reference rates, saying so, when no source is configured (production)', async () => {
    const env = await createTestEnv({ providers: () => ({ forex: noForex() }) });
    try {
      const { res, body } = await rates(env);
      expect(res.status).toBe(200);
      expect(body).toMatchObject({ base: 'USD', source: 'reference', fetchedAt: REFERENCE_RATES.fetchedAt });
      expect(body.rates.EUR).toBe(REFERENCE_RATES.rates.EUR);
      expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
      const eur = await rates(env, '?base=eur');
      expect(eur.body.base).toBe('EUR');
      expect(eur.body.rates.EUR).toBe('1');
      expect(Number(eur.body.rates.USD)).toBeCloseTo(1 / 0.852, 6);
      const bad = await rates(env, '?base=XYZ');
      expect(bad.res.status).toBe(400);
    } finally {
      await env.close();
    }
  });

  it('answers live rates from the service, then the stored copy while it is down, then live again', async () => {
    const env = await createTestEnv({ providers: () => ({ forex: fakeForex }) });
    try {
      const live = await rates(env);
      expect(live.body).toEqual({
        base: 'USD',
        rates: { USD: '1', EUR: '0.9', AUD: '1.6' },
        fetchedAt: env.deps.clock.now().toISOString(),
        source: 'live',
      });
      expect(live.res.headers.get('cache-control')).toBe('public, max-age=300');

      // Within the freshness window the service is not asked again.
      const before = calls;
      await rates(env);
      expect(calls).toBe(before);

      reachable = false;
      env.deps.clock.advance(RATES_FRESH_MS + 1);
      const stored = await rates(env);
      expect(stored.body).toMatchObject({ source: 'stored', rates: { EUR: '0.9' }, fetchedAt: live.body.fetchedAt });
      // A down service is left alone for a while.
      const afterFail = calls;
      await rates(env);
      expect(calls).toBe(afterFail);

      reachable = true;
      env.deps.clock.advance(RATES_RETRY_MS);
      expect((await rates(env)).body.source).toBe('live');
    } finally {
      reachable = true;
      await env.close();
    }
  });

  it('falls back to reference rates when the service has never answered', async () => {
    reachable = false;
    const env = await createTestEnv({ providers: () => ({ forex: fakeForex }) });
    try {
      expect((await rates(env)).body.source).toBe('reference');
      expect(env.deps.log.lines.some((l) => l.msg === 'forex rates service unavailable')).toBe(true);
    } finally {
      reachable = true;
      await env.close();
    }
  });
});
