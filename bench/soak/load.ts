/**
 * One soak client: a customer using the app the way people do, in a loop until the deadline.
 * The mix: wallet reads 40%, history 20%, a quote looked at and left 15%, a quote confirmed 25%;
 * quotes no closer together than the app's typing pause.
 * A confirmation whose answer was lost (the server died, the database dropped) is retried with the
 * same Idempotency-Key until the server gives a definitive answer, as the app does.
 */
import { randomUUID } from 'node:crypto';
import { CALLS } from '../../contract/calls/index.js';
import { SWAP_DEBOUNCE_MS } from '../../contract/quote-pace.js';
import { apiCall, type CallOptions, type Target } from '../../tests/e2e/support/api.js';
import type { SoakCustomer } from './customers.js';

export type Op = 'wallet' | 'history' | 'quote' | 'confirm';

export interface LoadStats {
  requests: number;
  /** `op status code` for every answer that was not a success, `op network` when none came. */
  errors: Map<string, number>;
  latencies: Map<Op, number[]>;
  /** Quote ids whose confirmation the client saw succeed. */
  confirmed: string[];
  /** When the first answer that was not a success came (Unix ms), or null. */
  firstErrorAt: number | null;
}

export function newStats(): LoadStats {
  return { requests: 0, errors: new Map(), latencies: new Map(), confirmed: [], firstErrorAt: null };
}

const PAUSE_AFTER_NETWORK_ERROR_MS = 250;
/** How long a client keeps asking for a lost confirmation's outcome after the soak's end. */
const OUTCOME_GRACE_MS = 60_000;

export async function runClient(
  base: string,
  customer: SoakCustomer,
  until: number,
  stats: LoadStats,
  random: () => number = Math.random,
): Promise<void> {
  const opts: CallOptions = { base, token: customer.token, forwardedFor: customer.ip };
  const call = async <C extends Target>(op: Op, target: C, payload: unknown, extra: CallOptions = {}) => {
    const started = performance.now();
    stats.requests++;
    try {
      const r = await apiCall(target, payload, { ...opts, ...extra });
      record(stats.latencies, op, performance.now() - started);
      if (r.answer.status !== 'success') failed(stats, `${op} ${r.status} ${r.answer.code ?? ''}`.trim());
      return r;
    } catch {
      failed(stats, `${op} network`);
      await new Promise((res) => setTimeout(res, PAUSE_AFTER_NETWORK_ERROR_MS));
      return null;
    }
  };

  // A person's quotes come one per typing pause at most, as the app asks them; the server's quote
  // limit is set from that pace (decision 426), so the client keeps it too.
  let lastQuoteAt = 0;
  while (Date.now() < until) {
    const roll = random();
    if (roll < 0.4) await call('wallet', CALLS.getWalletList, { quoteCurrencyId: 'USD' });
    else if (roll < 0.6) await call('history', CALLS.getTransactionHistory, {});
    else {
      const buyBtc = random() < 0.5;
      const wait = lastQuoteAt + SWAP_DEBOUNCE_MS - Date.now();
      if (wait > 0) await new Promise((res) => setTimeout(res, wait));
      lastQuoteAt = Date.now();
      const quote = await call('quote', CALLS.swapCrypto, {
        sourceCurrencyId: buyBtc ? 'USDT' : 'BTC',
        targetCurrencyId: buyBtc ? 'BTC' : 'USDT',
        sourceCurrencyAmount: buyBtc ? '50' : '0.001',
      });
      const id = quote?.answer.status === 'success' ? String(quote.answer.data?.conversion_quote_id) : null;
      if (id && roll >= 0.75) await confirm(id);
    }
  }

  async function confirm(quoteId: string): Promise<void> {
    const key = randomUUID();
    const giveUp = Math.max(until, Date.now()) + OUTCOME_GRACE_MS;
    while (Date.now() < giveUp) {
      const r = await call('confirm', CALLS.confirmSwap, { conversionQuoteId: quoteId }, { idempotencyKey: key });
      if (r?.answer.status === 'success') {
        stats.confirmed.push(quoteId);
        return;
      }
      // No answer, the database away (503) or the first attempt still held (409): ask again.
      const retry = r === null || r.status === 503 || r.status === 409;
      if (!retry) return;
      if (r) await new Promise((res) => setTimeout(res, 500));
    }
  }
}

function failed(stats: LoadStats, key: string): void {
  stats.errors.set(key, (stats.errors.get(key) ?? 0) + 1);
  stats.firstErrorAt ??= Date.now();
}

function record(map: Map<Op, number[]>, op: Op, ms: number): void {
  const list = map.get(op);
  if (list) list.push(ms);
  else map.set(op, [ms]);
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? 0;
}
