/**
 * Database faults that are not the call's fault: the database is unreachable, restarting, out of
 * connections, out of disk, or read-only. Such a call answers 503 SERVICE_UNAVAILABLE with
 * Retry-After instead of 500, and the outage is logged once when it starts and once when it ends
 * (one line per failing request would be thousands a second).
 */
import type { Logger } from '../log.js';

/**
 * SQLSTATE classes and codes that mean "the database cannot serve now", not "the query is wrong".
 * 25006 (a write in a read-only transaction) is left out on purpose: inside our own read-only
 * transactions (admin calls) it is a bug and must stay loud; a database that has become read-only
 * is caught by health's write probe instead.
 */
const UNAVAILABLE_STATES = [/^08/, /^53/, /^57P0[1-4]$/, /^58/, /^55P03$/];
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // The embedded database's disk is full: not the call's fault, and one line per outage.
  'ENOSPC',
]);
const MESSAGES = [
  /Connection terminated/,
  /is not queryable/,
  /timeout exceeded when trying to connect/,
  /Cannot use a pool after calling end/,
  /driver has already been destroyed/,
  /PGlite is clos(ed|ing)/,
  /the database system is (starting up|shutting down|in recovery mode)/,
];

export function isDatabaseUnavailable(e: unknown): boolean {
  if (!(e instanceof Error)) return false;
  const code = (e as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_STATES.some((re) => re.test(code))) return true;
  }
  if (MESSAGES.some((re) => re.test(e.message))) return true;
  // AggregateError (several addresses refused) and wrapped causes.
  const inner = (e as { errors?: unknown[]; cause?: unknown }).errors ?? [(e as { cause?: unknown }).cause];
  return inner.some((x) => x !== e && isDatabaseUnavailable(x));
}

/** Seconds a client is asked to wait before retrying while the database is unavailable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * How long the database must go without a failure before an outage is over. A success alone does
 * not end it: after a terminated backend the pool still hands out broken connections for a
 * moment, and a full disk still answers reads while every write fails.
 */
export const OUTAGE_QUIET_MS = 10_000;

/**
 * Remembers whether the database is down, so an outage is logged at its start and end only, with
 * the failures it saw counted in between (decision 354).
 */
export class DatabaseOutage {
  private since: number | null = null;
  private lastFailure = 0;
  private failures = 0;
  /** Outages begun since the process started (the metrics). */
  started = 0;
  constructor(
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  get down(): boolean {
    return this.since !== null;
  }

  failed(e: unknown): void {
    this.failures++;
    this.lastFailure = this.now();
    if (this.since !== null) return;
    this.since = this.lastFailure;
    this.failures = 1;
    this.started++;
    this.log.error('database unavailable', { error: e instanceof Error ? `${e.name}: ${e.message}` : String(e) });
  }

  /** A statement succeeded: the outage ends if no failure came for OUTAGE_QUIET_MS. */
  recovered(): void {
    if (this.since === null || this.now() - this.lastFailure < OUTAGE_QUIET_MS) return;
    this.log.info('database available again', {
      downForMs: this.lastFailure - this.since,
      failedRequests: this.failures,
    });
    this.since = null;
  }
}
