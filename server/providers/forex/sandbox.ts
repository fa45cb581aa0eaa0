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
import type { ForexProvider } from './forex.js';
import { REFERENCE_RATES } from './reference.js';

interface ForexSandboxOptions {
  seed: number;
  /** The coin market's step deviation in basis points; currencies take a fifth of it. */
  volatilityBps: number;
  stepMs: number;
  clock: Clock;
}

const MAX_STEPS_PER_READ = 5_000;
const MEAN_REVERSION = 0.02;
const CURRENCY_SHARE = 0.2;

/** mulberry32: a small seeded generator, enough for a reproducible walk. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function sandboxForex(opts: ForexSandboxOptions): ForexProvider {
  // Its own stream, apart from the coin market's, so neither walk shifts the other.
  const random = mulberry32(opts.seed ^ 0x5f0e3a11);
  const codes = Object.keys(REFERENCE_RATES.rates).filter((c) => c !== 'USD');
  const deviation = new Map(codes.map((c) => [c, 0]));
  const sigma = (opts.volatilityBps / 10_000) * CURRENCY_SHARE;
  let lastStep: number | null = null;
  const gauss = () => {
    const u = Math.max(random(), Number.EPSILON);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const advance = (now: number) => {
    const step = Math.floor(now / opts.stepMs);
    if (lastStep === null || step <= lastStep) {
      lastStep ??= step;
      return;
    }
    const steps = Math.min(step - lastStep, MAX_STEPS_PER_READ);
    lastStep = step;
    for (let i = 0; i < steps; i++)
      for (const c of codes) deviation.set(c, (deviation.get(c) ?? 0) * (1 - MEAN_REVERSION) + sigma * gauss());
  };
  return {
    kind: 'sandbox',
    async latest(base) {
      advance(opts.clock.now().getTime());
      const perUsd: Record<string, Big> = { USD: new Big(1) };
      for (const c of codes) {
        const factor = Math.exp(deviation.get(c) ?? 0).toFixed(12);
        perUsd[c] = new Big(REFERENCE_RATES.rates[c] ?? '1').times(factor);
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
