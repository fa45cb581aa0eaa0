/**
 * Forex rates for showing prices in a local currency: from the configured source when it
 * answers (the rates service, or the sandbox in local mode), else the last rates it gave (kept in
 * forex_rates), else built-in reference rates, dated, so screens say they are out of date.
 * The answer always says which (`source`) and when the rates were fetched.
 */
import Big from 'big.js';
import type { RatesAnswer } from '../../../contract/accounts.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { REFERENCE_RATES } from '../../providers/forex/index.js';

export { REFERENCE_RATES };

/** A live copy younger than this is served without asking the service again. */
export const RATES_FRESH_MS = 10 * 60_000;
/** After a failed fetch, the service is left alone this long. */
export const RATES_RETRY_MS = 60_000;

export const SUPPORTED_BASES = Object.keys(REFERENCE_RATES.rates);

function rebase(ratesPerUsd: Record<string, string>, base: string): Record<string, string> {
  const rate = ratesPerUsd[base];
  // Callers pass a base of SUPPORTED_BASES (the rates call refuses any other).
  if (rate === undefined) throw new RangeError(`no reference rate for ${base}`);
  const pivot = new Big(rate);
  const out: Record<string, string> = {};
  for (const [code, r] of Object.entries(ratesPerUsd)) {
    out[code] = code === base ? '1' : new Big(new Big(r).div(pivot).toPrecision(10)).toFixed();
  }
  return out;
}

interface LocaleState {
  failedAt: Map<string, number>;
  inFlight: Map<string, Promise<RatesAnswer>>;
  /**
   * The last live copy per base that this instance fetched or read: while it is fresh, a call
   * (every movement records the rates, decision 174) is answered without reading forex_rates
   * again (decision 216). By the same rule as the stored copy, so the answer is the same.
   */
  live: Map<string, RatesAnswer>;
}
const states = new WeakMap<Database, LocaleState>();

function stateOf(db: Database): LocaleState {
  let s = states.get(db);
  if (!s) {
    s = { failedAt: new Map(), inFlight: new Map(), live: new Map() };
    states.set(db, s);
  }
  return s;
}

/** What the rates read and write: the forex port, the stored rates, the time and the log. */
export type RatesDeps = Pick<AppDeps, 'providers' | 'db' | 'clock' | 'log'>;

async function fetchLive(deps: RatesDeps, base: string): Promise<RatesAnswer> {
  const quote = await deps.providers.forex.latest(base);
  const fetchedAt = deps.clock.now();
  await deps.db
    .insertInto('forex_rates')
    .values({ base, rates: JSON.stringify(quote.rates), fetched_at: fetchedAt })
    .onConflict((oc) => oc.column('base').doUpdateSet({ rates: JSON.stringify(quote.rates), fetched_at: fetchedAt }))
    .execute();
  return { base, rates: quote.rates, fetchedAt: fetchedAt.toISOString(), source: 'live' };
}

const isFresh = (rates: RatesAnswer, now: number) => now - new Date(rates.fetchedAt).getTime() < RATES_FRESH_MS;

export async function currentRates(deps: RatesDeps, base: string): Promise<RatesAnswer> {
  const now = deps.clock.now().getTime();
  const state = stateOf(deps.db);
  const held = state.live.get(base);
  if (held && isFresh(held, now)) return held;
  const row = await deps.db.selectFrom('forex_rates').selectAll().where('base', '=', base).executeTakeFirst();
  const stored: RatesAnswer | null = row
    ? {
        base,
        rates: (typeof row.rates === 'string' ? JSON.parse(row.rates) : row.rates) as Record<string, string>,
        fetchedAt: new Date(row.fetched_at).toISOString(),
        source: 'stored',
      }
    : null;
  if (stored && isFresh(stored, now)) {
    const live: RatesAnswer = { ...stored, source: 'live' };
    state.live.set(base, live);
    return live;
  }

  const failedAt = state.failedAt.get(base);
  const canTry = deps.providers.forex.kind !== 'none' && (failedAt === undefined || now - failedAt >= RATES_RETRY_MS);
  if (canTry) {
    let pending = state.inFlight.get(base);
    if (!pending) {
      pending = fetchLive(deps, base).finally(() => state.inFlight.delete(base));
      state.inFlight.set(base, pending);
    }
    try {
      const live = await pending;
      state.failedAt.delete(base);
      state.live.set(base, live);
      return live;
    } catch (e) {
      state.failedAt.set(base, now);
      deps.log.warn('forex rates service unavailable', { base, error: e instanceof Error ? e.message : String(e) });
    }
  }
  if (stored) return stored;
  return {
    base,
    rates: rebase(REFERENCE_RATES.rates, base),
    fetchedAt: REFERENCE_RATES.fetchedAt,
    source: 'reference',
  };
}
