import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../clock.js';
import { ConfigError } from '../../lib/config-error.js';
import { createLogger } from '../../log.js';
import { exchangeTicker } from './exchange.js';
import { DEFAULT_REFERENCE_PRICES, PriceUnavailableError, parseReferencePrices, simulatedMarket } from './port.js';
import { parsePriceSettings } from './settings.js';
import { createPriceSource } from './setup.js';

const silent = createLogger('error', () => {});

describe('simulated market', () => {
  const make = (seed: number, clock = testClock('2026-01-15T10:00:00Z')) =>
    simulatedMarket({ reference: DEFAULT_REFERENCE_PRICES, seed, volatilityBps: 20, stepMs: 1_000, clock });

  it('starts at the reference prices and stays constant while the clock does not move', async () => {
    const m = make(1);
    const a = await m.snapshot();
    expect(a.usd.BTC).toBe('97000');
    expect((await m.snapshot()).usd).toEqual(a.usd);
  });

  it('holds a pinned coin at its price (local sandbox) until unpinned, the others walking on', async () => {
    const clock = testClock('2026-01-15T10:00:00Z');
    const m = make(3, clock);
    await m.snapshot();
    m.sandbox?.pin('BTC', '120000');
    clock.advance(5_000);
    const held = await m.snapshot();
    expect(held.usd.BTC).toBe('120000');
    expect(held.usd.ETH).not.toBe('3400');
    m.sandbox?.pin('BTC', null);
    expect((await m.snapshot()).usd.BTC).not.toBe('120000');
  });

  it('walks with the clock, reproducibly for a seed, and stays around the reference', async () => {
    const c1 = testClock('2026-01-15T10:00:00Z');
    const c2 = testClock('2026-01-15T10:00:00Z');
    const a = make(7, c1);
    const b = make(7, c2);
    const other = make(8, testClock('2026-01-15T10:00:00Z'));
    await Promise.all([a.snapshot(), b.snapshot(), other.snapshot()]);
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      c1.advance(1_000);
      c2.advance(1_000);
      const [x, y] = [await a.snapshot(), await b.snapshot()];
      expect(x.usd).toEqual(y.usd);
      seen.add(x.usd.BTC);
      expect(Number(x.usd.BTC)).toBeGreaterThan(97_000 * 0.8);
      expect(Number(x.usd.BTC)).toBeLessThan(97_000 * 1.2);
      expect(Number(x.usd.USDT)).toBeCloseTo(1, 2);
    }
    expect(seen.size).toBeGreaterThan(100);
    expect((await other.snapshot()).usd.BTC).toBe('97000');
  });

  it('reads reference prices from MARKET_REFERENCE_PRICES and refuses bad ones', () => {
    expect(parseReferencePrices('BTC=60000, XRP=0.5')).toMatchObject({ BTC: '60000', XRP: '0.5', ETH: '3400' });
    expect(() => parseReferencePrices('DOGE=1')).toThrow(ConfigError);
    expect(() => parseReferencePrices('BTC=-1')).toThrow(ConfigError);
  });

  it('is refused in production, where PRICES_URL is required', () => {
    expect(() => parsePriceSettings({}, 'production', undefined)).toThrow(/PRICES_URL/);
    expect(createPriceSource(parsePriceSettings({}, 'local', undefined), silent, testClock()).kind).toBe('simulated');
  });
});

describe('exchange ticker against a local fake exchange', () => {
  const PORT = 9110;
  let server: Server;
  let mode: 'ok' | 'down' | 'garbage' = 'ok';
  let hits = 0;
  let lastUrl = '';

  beforeAll(async () => {
    server = createServer((req, res) => {
      hits += 1;
      lastUrl = req.url ?? '';
      if (mode === 'down') {
        res.writeHead(503).end();
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      if (mode === 'garbage') {
        res.end(JSON.stringify([{ symbol: 'BTCUSDT', bidPrice: 'abc', askPrice: '1' }]));
        return;
      }
      const book: Record<string, [string, string]> = {
        BTCUSDT: ['96000.00', '96010.00'],
        SOLUSDT: ['190.10', '190.12'],
        ETHUSDT: ['3400.01', '3400.03'],
        AVAXUSDT: ['35.001', '35.003'],
        XRPUSDT: ['2.3001', '2.3003'],
        USDCUSDT: ['0.9999', '1.0001'],
      };
      res.end(
        JSON.stringify(
          Object.entries(book).map(([symbol, [bidPrice, askPrice]]) => ({
            symbol,
            bidPrice,
            askPrice,
            bidQty: '1',
            askQty: '1',
          })),
        ),
      );
    });
    await new Promise<void>((r) => server.listen(PORT, '127.0.0.1', () => r()));
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('reads mid prices of every coin against USDT, USDT counting as one dollar', async () => {
    mode = 'ok';
    const clock = testClock();
    const source = exchangeTicker({ url: `http://127.0.0.1:${PORT}`, clock, log: silent });
    const s = await source.snapshot();
    expect(s.usd).toEqual({
      BTC: '96005',
      SOL: '190.11',
      ETH: '3400.02',
      AVAX: '35.002',
      XRP: '2.3002',
      USDT: '1',
      USDC: '1',
    });
    expect(decodeURIComponent(lastUrl)).toContain('/api/v3/ticker/bookTicker?symbols=["BTCUSDT"');
  });

  it('caches briefly, shares one request between concurrent readers, serves a last good price for a while only', async () => {
    mode = 'ok';
    const clock = testClock();
    const source = exchangeTicker({
      url: `http://127.0.0.1:${PORT}`,
      clock,
      log: silent,
      cacheMs: 2_000,
      maxAgeMs: 30_000,
    });
    hits = 0;
    await Promise.all([source.snapshot(), source.snapshot(), source.snapshot()]);
    expect(hits).toBe(1);
    clock.advance(1_000);
    await source.snapshot();
    expect(hits).toBe(1);
    mode = 'down';
    clock.advance(5_000);
    expect((await source.snapshot()).usd.BTC).toBe('96005');
    clock.advance(30_000);
    await expect(source.snapshot()).rejects.toBeInstanceOf(PriceUnavailableError);
  });

  it('refuses an answer without usable prices', async () => {
    mode = 'garbage';
    const source = exchangeTicker({ url: `http://127.0.0.1:${PORT}`, clock: testClock(), log: silent });
    await expect(source.snapshot()).rejects.toBeInstanceOf(PriceUnavailableError);
  });
});
