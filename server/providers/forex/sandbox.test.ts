/**
 * The forex sandbox of local mode: rates dated by the caller when asked, moving with the clock
 * like the simulated coin market, reproducible from the seed, staying around the reference rates,
 * and never chosen in production mode.
 */
import { describe, expect, it } from 'vitest';
import { testClock } from '../../clock.js';
import { parsePriceSettings } from '../prices/index.js';
import { createForex } from './forex.js';
import { REFERENCE_RATES } from './reference.js';
import { sandboxForex } from './sandbox.js';
import { parseForexSettings } from './settings.js';

const MINUTE = 60_000;

describe('the forex sandbox', () => {
  it('starts at the reference rates and moves as the clock does', async () => {
    const clock = testClock();
    const fx = sandboxForex({ seed: 1, volatilityBps: 5, stepMs: 5_000, clock });
    const first = await fx.latest('USD');
    expect(first.rates.EUR).toBe(REFERENCE_RATES.rates.EUR);
    expect(first.rates.AUD).toBe(REFERENCE_RATES.rates.AUD);
    expect((await fx.latest('USD')).rates).toEqual(first.rates);
    clock.advance(10 * MINUTE);
    const later = await fx.latest('USD');
    expect(later.rates.EUR).not.toBe(first.rates.EUR);
    expect(later.rates.AUD).not.toBe(first.rates.AUD);
    expect(later.rates.USD).toBe('1');
  });

  it('gives the same rates for the same seed and clock', async () => {
    const walk = async (seed: number) => {
      const clock = testClock();
      const fx = sandboxForex({ seed, volatilityBps: 5, stepMs: 5_000, clock });
      await fx.latest('USD');
      clock.advance(30 * MINUTE);
      return (await fx.latest('USD')).rates;
    };
    expect(await walk(7)).toEqual(await walk(7));
    expect(await walk(7)).not.toEqual(await walk(8));
  });

  it('stays around the reference rates over a long run', async () => {
    const clock = testClock();
    const fx = sandboxForex({ seed: 3, volatilityBps: 50, stepMs: 5_000, clock });
    for (let day = 0; day < 30; day++) {
      clock.advance(24 * 60 * MINUTE);
      const { rates } = await fx.latest('USD');
      for (const code of ['EUR', 'AUD', 'JPY']) {
        const ratio = Number(rates[code]) / Number(REFERENCE_RATES.rates[code]);
        expect(ratio, `${code} on day ${day}`).toBeGreaterThan(0.9);
        expect(ratio, `${code} on day ${day}`).toBeLessThan(1.1);
      }
    }
  });

  it('answers against the base asked, and refuses one it does not know', async () => {
    const fx = sandboxForex({ seed: 1, volatilityBps: 5, stepMs: 5_000, clock: testClock() });
    const eur = await fx.latest('EUR');
    expect(eur.base).toBe('EUR');
    expect(eur.rates.EUR).toBe('1');
    expect(Number(eur.rates.USD)).toBeCloseTo(1 / 0.852, 6);
    await expect(fx.latest('XYZ')).rejects.toThrow(/XYZ/);
  });

  it('holds still with no volatility', async () => {
    const clock = testClock();
    const fx = sandboxForex({ seed: 1, volatilityBps: 0, stepMs: 5_000, clock });
    clock.advance(60 * MINUTE);
    expect((await fx.latest('USD')).rates.EUR).toBe(REFERENCE_RATES.rates.EUR);
  });
});

describe('choosing the forex source', () => {
  const local = parsePriceSettings({ MARKET_SEED: '9', MARKET_STEP_MS: '1000' }, 'local', undefined);

  it('is the sandbox in local mode without RATES_URL, stepping with the simulated market', () => {
    expect(parseForexSettings('local', undefined, local)).toEqual({
      kind: 'sandbox',
      seed: 9,
      volatilityBps: 5,
      stepMs: 1000,
    });
    expect(createForex(parseForexSettings('local', undefined, local), testClock()).kind).toBe('sandbox');
  });

  it('is the real service whenever RATES_URL is set', () => {
    const url = 'https://rates.example/latest/{base}';
    expect(parseForexSettings('local', url, local)).toEqual({ kind: 'http', url });
    expect(parseForexSettings('production', url, { kind: 'exchange', url: 'https://prices.example' })).toEqual({
      kind: 'http',
      url,
    });
  });

  it('is never the sandbox in production mode', () => {
    const settings = parseForexSettings('production', undefined, { kind: 'exchange', url: 'https://prices.example' });
    expect(settings).toEqual({ kind: 'none' });
    expect(createForex(settings, testClock()).kind).toBe('none');
  });
});
