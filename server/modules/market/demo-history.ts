/**
 * Local mode only: a month of made-up samples for the simulated market, written once into an
 * empty market_price_samples, so the asset chart and the 24-hour change have something to show on
 * a fresh installation. Real price sources get no invented past: their history starts when the
 * server starts sampling.
 */
import Big from 'big.js';
import { COIN_SYMBOLS, type CoinSymbol } from '../../../contract/assets.js';
import type { AppDeps } from '../../deps.js';
import { DAY_MS, FINE_SAMPLES_MS, HOUR_MS, recordSample, SAMPLE_EVERY_MS } from './samples.js';

/** Pull back toward today's price per sample, so the made-up past stays within a few percent. */
const REVERSION = 0.05;
/** One sample's move (standard deviation in log space): fine samples 0.4 %, hourly 1.2 %. */
const FINE_SIGMA = 0.004;
const HOURLY_SIGMA = 0.012;
const BATCH = 500;
const HISTORY_SEED = 20_261_123;

/** A small seeded generator (mulberry32) and standard normal draws from it. */
function normalDraws(seed: number): () => number {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return () => Math.sqrt(-2 * Math.log(Math.max(uniform(), Number.EPSILON))) * Math.cos(2 * Math.PI * uniform());
}

/** Sample times, newest first: every SAMPLE_EVERY_MS for two days, then hourly to just over 30 days back. */
function sampleTimes(now: number): number[] {
  const times: number[] = [];
  for (let t = now - SAMPLE_EVERY_MS; t > now - FINE_SAMPLES_MS; t -= SAMPLE_EVERY_MS) times.push(t);
  const firstHour = Math.floor((now - FINE_SAMPLES_MS) / HOUR_MS) * HOUR_MS;
  // The 30-day chart measures from the sample at or just before 30 days ago.
  for (let t = firstHour; t >= now - 30 * DAY_MS - HOUR_MS; t -= HOUR_MS) times.push(t);
  return times;
}

export async function seedDemoPriceHistory(deps: AppDeps): Promise<void> {
  if (deps.providers.prices.kind !== 'simulated') return;
  const any = await deps.db.selectFrom('market_price_samples').select('currency').limit(1).executeTakeFirst();
  if (any) return;
  const snapshot = await deps.providers.prices.snapshot();
  const now = snapshot.at.getTime();
  const draw = normalDraws(HISTORY_SEED);
  const deviation = Object.fromEntries(COIN_SYMBOLS.map((c) => [c, 0])) as Record<CoinSymbol, number>;
  const rows: Array<{ currency: string; sampled_at: Date; usd_price: string }> = [];
  // Walked backwards from today's price, so the made-up past joins the present without a jump.
  for (const t of sampleTimes(now)) {
    const sigma = now - t < FINE_SAMPLES_MS ? FINE_SIGMA : HOURLY_SIGMA;
    for (const c of COIN_SYMBOLS) {
      const s = c === 'USDT' || c === 'USDC' ? sigma / 20 : sigma;
      deviation[c] = deviation[c] * (1 - REVERSION) + s * draw();
      const price = Number(snapshot.usd[c]) * Math.exp(deviation[c]);
      rows.push({ currency: c, sampled_at: new Date(t), usd_price: new Big(price.toPrecision(10)).toFixed() });
    }
  }
  for (let i = 0; i < rows.length; i += BATCH) {
    await deps.db
      .insertInto('market_price_samples')
      .values(rows.slice(i, i + BATCH))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await recordSample(deps.db, snapshot);
}
