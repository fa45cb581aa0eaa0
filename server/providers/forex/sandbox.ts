/**
 * The forex sandbox of local mode (APP_MODE=local without RATES_URL; never in production): rates
 * that move like the simulated coin market, so a local install shows values in EUR and AUD at
 * rates dated now instead of the dated reference table. A seeded random walk in log space around
 * REFERENCE_RATES, pulled back toward them each step, one step per `stepMs` of clock time, with a
 * fifth of the coin market's volatility (currencies move less than coins). The same seed and
 * clock give the same rates, so a test clock that does not move sees constant ones.
 */
import Big from 'big.js';
import type { Clock } from '../../clock.js';
import { randomWalk } from '../../lib/random-walk.js';
import type { ForexProvider } from './port.js';
import { REFERENCE_RATES } from './reference.js';

interface ForexSandboxOptions {
  seed: number;
  /** The coin market's step deviation in basis points; currencies take a fifth of it. */
  volatilityBps: number;
  stepMs: number;
  clock: Clock;
}

/** Currencies move a fifth as much as coins. */
const CURRENCY_SHARE = 0.2;

export function sandboxForex(opts: ForexSandboxOptions): ForexProvider {
  const codes = Object.keys(REFERENCE_RATES.rates).filter((c) => c !== 'USD');
  const sigma = (opts.volatilityBps / 10_000) * CURRENCY_SHARE;
  // Its own stream, apart from the coin market's, so neither walk shifts the other.
  const walk = randomWalk({ seed: opts.seed ^ 0x5f0e3a11, keys: codes, sigma: () => sigma, stepMs: opts.stepMs });
  return {
    kind: 'sandbox',
    async latest(base) {
      walk.advance(opts.clock.now().getTime());
      const perUsd: Record<string, Big> = { USD: new Big(1) };
      for (const c of codes) {
        perUsd[c] = new Big(REFERENCE_RATES.rates[c] ?? '1').times(walk.factor(c));
      }
      const pivot = perUsd[base];
      if (!pivot) throw new Error(`the forex sandbox has no rate for ${base}`);
      const rates: Record<string, string> = {};
      for (const [code, r] of Object.entries(perUsd))
        rates[code] = code === base ? '1' : new Big(r.div(pivot).toPrecision(10)).toFixed();
      return { base, rates };
    },
  };
}
