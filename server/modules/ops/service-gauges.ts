/**
 * The service's state as gauges (decision 283): each background job's lag (time since its last
 * successful run) and failing runs, whether the database is down and how many outages began, and
 * what the database holds that an operator must act on: Idempotency-Keys pending over a minute,
 * compliance cases waiting for a decision and the oldest one's age, cash payouts left for staff
 * (decisions 290, 348), restores not yet reconciled (decision 377), and the ledger check's result.
 *
 * The database's numbers are read together, once per scrape, within READ_DEADLINE_MS. While they
 * cannot be read (the database is down, hung or out of connections) /metrics still answers from
 * memory (decision 353): those gauges keep their last values and coinvault_database_gauges_age_seconds
 * says how old they are, and a read that finds the database unavailable counts as an outage, so
 * coinvault_database_down says 1 even when no call comes in. The ledger check reads every
 * account, so a scrape runs it at most once per LEDGER_CHECK_EVERY_MS and reports the last result
 * with its age between runs.
 */
import { Gauge, type Registry } from 'prom-client';
import { isDatabaseUnavailable } from '../../db/faults.js';
import type { AppDeps } from '../../deps.js';
import { countStuckPayouts } from '../bank/index.js';
import { findInvariantViolations } from '../ledger/index.js';
import { casesAwaitingDecision } from '../staff/index.js';

const LEDGER_CHECK_EVERY_MS = 10 * 60_000;
const PENDING_KEY_AGE_MS = 60_000;
/** How long a scrape waits for the database's numbers before answering with the last ones. */
const READ_DEADLINE_MS = 2_000;

type GaugeDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'outage' | 'jobs' | 'log'>;

interface Readings {
  pendingKeys: number;
  casesOpen: number;
  oldestCase: Date | null;
  stuckPayouts: number;
  restoresOpen: number;
}

async function read(deps: GaugeDeps, now: Date): Promise<Readings> {
  const db = deps.db;
  const [keys, cases, stuck, restores] = await Promise.all([
    db
      .selectFrom('idempotency_keys')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('state', '=', 'pending')
      .where('created_at', '<', new Date(now.getTime() - PENDING_KEY_AGE_MS))
      .executeTakeFirst(),
    casesAwaitingDecision(db),
    countStuckPayouts(deps),
    db
      .selectFrom('database_restores')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('reconciled_at', 'is', null)
      .executeTakeFirst(),
  ]);
  return {
    pendingKeys: Number(keys?.n ?? 0),
    casesOpen: cases.count,
    oldestCase: cases.oldest,
    stuckPayouts: stuck,
    restoresOpen: Number(restores?.n ?? 0),
  };
}

/** Resolves with `p`, or with undefined after `ms`; `p` goes on by itself. */
function within<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    const t = setTimeout(() => resolve(undefined), ms);
    // A scrape's wait never keeps the process alive.
    t.unref?.();
    timer = t;
  });
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

/**
 * The database's numbers, read once for all gauges of a scrape (one read in flight at a time), or
 * the last ones read when this read fails or outlasts READ_DEADLINE_MS.
 */
function databaseReadings(deps: GaugeDeps) {
  const started = deps.clock.now();
  let last: { at: Date; values: Readings } | null = null;
  let inFlight: Promise<void> | null = null;
  return async (): Promise<{ at: Date; values: Readings | null }> => {
    inFlight ??= read(deps, deps.clock.now())
      .then(
        (values) => {
          last = { at: deps.clock.now(), values };
        },
        (e: unknown) => {
          // Only an unavailable database counts as an outage; any other failure is a fault of ours.
          if (isDatabaseUnavailable(e)) deps.outage.failed(e);
          else deps.log.error('metrics could not read the database', { error: e instanceof Error ? e.message : e });
        },
      )
      .finally(() => {
        inFlight = null;
      });
    await within(inFlight, READ_DEADLINE_MS);
    return last ?? { at: started, values: null };
  };
}

export function registerServiceGauges(registry: Registry, deps: GaugeDeps): void {
  const seconds = (from: Date) => Math.max(0, (deps.clock.now().getTime() - from.getTime()) / 1000);
  const started = deps.clock.now();
  const readings = databaseReadings(deps);
  /** A gauge of the database's numbers: its last value stands while they cannot be read. */
  const fromDatabase = (name: string, help: string, value: (r: Readings) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      async collect() {
        const { values } = await readings();
        if (values) this.set(value(values));
      },
    });

  new Gauge({
    name: 'coinvault_job_lag_seconds',
    help: 'Seconds since each background job last ran successfully (since the start if it never has)',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, s] of deps.jobs?.states() ?? []) this.set({ job }, seconds(s.lastSuccess ?? s.since));
    },
  });
  new Gauge({
    name: 'coinvault_job_failing_runs',
    help: 'Runs of each background job that failed since its last success',
    labelNames: ['job'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const [job, s] of deps.jobs?.states() ?? []) this.set({ job }, s.failing);
    },
  });
  // The outage gauges wait for this scrape's read: a read that finds the database down shows here.
  new Gauge({
    name: 'coinvault_database_down',
    help: '1 while calls or this scrape find the database unavailable (calls answered 503), else 0',
    registers: [registry],
    async collect() {
      await readings();
      this.set(deps.outage.down ? 1 : 0);
    },
  });
  new Gauge({
    name: 'coinvault_database_outages_started',
    help: 'Database outages begun since the process started',
    registers: [registry],
    async collect() {
      await readings();
      this.set(deps.outage.started);
    },
  });
  new Gauge({
    name: 'coinvault_database_gauges_age_seconds',
    help: "Seconds since the database's numbers below were read: above 0, they are the last ones read (the database could not be read since)",
    registers: [registry],
    async collect() {
      this.set(seconds((await readings()).at));
    },
  });
  fromDatabase(
    'coinvault_idempotency_keys_pending_over_minute',
    'Idempotency-Keys still pending more than a minute after they were claimed',
    (r) => r.pendingKeys,
  );
  fromDatabase('coinvault_cases_open', 'Compliance cases waiting for a decision', (r) => r.casesOpen);
  fromDatabase(
    'coinvault_cases_oldest_open_seconds',
    'Age of the oldest compliance case waiting for a decision (0 when none)',
    (r) => (r.oldestCase ? seconds(r.oldestCase) : 0),
  );
  fromDatabase(
    'coinvault_cash_payouts_stuck',
    'Cash withdrawals released but not at the bank: never taken within BANK_PAYOUT_MAX_ATTEMPTS, or not sent within BANK_PAYOUT_DEADLINE_SECONDS of their release: staff must act',
    (r) => r.stuckPayouts,
  );
  fromDatabase(
    'coinvault_restore_unreconciled',
    'Restores (or data rolled back in place) not yet reconciled with custody and the bank: no money leaves meanwhile (decision 377)',
    (r) => r.restoresOpen,
  );
  const ledger = ledgerCheck(deps);
  new Gauge({
    name: 'coinvault_ledger_check_violations',
    help: 'Ledger invariants found broken by the last ledger check (0: every currency balances)',
    registers: [registry],
    async collect() {
      const last = await ledger();
      if (last) this.set(last.violations);
    },
  });
  new Gauge({
    name: 'coinvault_ledger_check_age_seconds',
    help: 'Seconds since the ledger check reported here ran',
    registers: [registry],
    async collect() {
      this.set(seconds((await ledger())?.at ?? started));
    },
  });
}

/**
 * The last ledger check's result, run again once it is older than LEDGER_CHECK_EVERY_MS; while a
 * run fails or outlasts READ_DEADLINE_MS, the last result stands (null before the first).
 */
function ledgerCheck(deps: GaugeDeps) {
  let last: { at: Date; violations: number } | null = null;
  let running: Promise<void> | null = null;
  return async () => {
    if (last && deps.clock.now().getTime() - last.at.getTime() < LEDGER_CHECK_EVERY_MS) return last;
    running ??= findInvariantViolations(deps.db)
      .then(
        (found) => {
          if (found.length > 0) deps.log.error('ledger check found broken invariants', { violations: found });
          last = { at: deps.clock.now(), violations: found.length };
        },
        // The database's own read above tells of an outage; this one only keeps its last result.
        () => {},
      )
      .finally(() => {
        running = null;
      });
    await within(running, READ_DEADLINE_MS);
    return last;
  };
}
