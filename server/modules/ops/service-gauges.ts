/**
 * The service's state as gauges, read at each scrape (decision 283): each background job's lag
 * (time since its last successful run) and failing runs, whether the database is down and how
 * many outages began, open compliance cases and the oldest one's age, cash payouts left for staff
 * (decision 290), and the ledger check's result. The ledger check reads every account, so a scrape runs it at most once per
 * LEDGER_CHECK_EVERY_MS and reports the last result with its age between runs.
 */
import { Gauge, type Registry } from 'prom-client';
import type { AppDeps } from '../../deps.js';
import { findInvariantViolations } from '../ledger/index.js';
import { casesAwaitingDecision } from '../staff/index.js';

const LEDGER_CHECK_EVERY_MS = 10 * 60_000;

type GaugeDeps = Pick<AppDeps, 'db' | 'clock' | 'outage' | 'jobs' | 'log'>;

export function registerServiceGauges(registry: Registry, deps: GaugeDeps): void {
  const seconds = (from: Date) => Math.max(0, (deps.clock.now().getTime() - from.getTime()) / 1000);

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
  new Gauge({
    name: 'coinvault_database_down',
    help: '1 while calls find the database unavailable (answered 503), else 0',
    registers: [registry],
    collect() {
      this.set(deps.outage.down ? 1 : 0);
    },
  });
  new Gauge({
    name: 'coinvault_database_outages_started',
    help: 'Database outages begun since the process started',
    registers: [registry],
    collect() {
      this.set(deps.outage.started);
    },
  });
  new Gauge({
    name: 'coinvault_cases_open',
    help: 'Compliance cases waiting for a decision',
    registers: [registry],
    async collect() {
      this.set((await casesAwaitingDecision(deps.db)).count);
    },
  });
  new Gauge({
    name: 'coinvault_cases_oldest_open_seconds',
    help: 'Age of the oldest compliance case waiting for a decision (0 when none)',
    registers: [registry],
    async collect() {
      const { oldest } = await casesAwaitingDecision(deps.db);
      this.set(oldest ? seconds(oldest) : 0);
    },
  });
  new Gauge({
    name: 'coinvault_cash_payouts_stuck',
    help: 'Cash withdrawals still held whose payout the bank never took within BANK_PAYOUT_MAX_ATTEMPTS: staff must act',
    registers: [registry],
    async collect() {
      const row = await deps.db
        .selectFrom('bank_withdrawals')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('state', '=', 'pending')
        .where('stuck_at', 'is not', null)
        .executeTakeFirst();
      this.set(Number(row?.n ?? 0));
    },
  });
  const ledger = ledgerCheck(deps);
  new Gauge({
    name: 'coinvault_ledger_check_violations',
    help: 'Ledger invariants found broken by the last ledger check (0: every currency balances)',
    registers: [registry],
    async collect() {
      this.set((await ledger()).violations);
    },
  });
  new Gauge({
    name: 'coinvault_ledger_check_age_seconds',
    help: 'Seconds since the ledger check reported here ran',
    registers: [registry],
    async collect() {
      this.set(seconds((await ledger()).at));
    },
  });
}

/** The last ledger check's result, run again once it is older than LEDGER_CHECK_EVERY_MS. */
function ledgerCheck(deps: GaugeDeps) {
  let last: { at: Date; violations: number } | null = null;
  let running: Promise<{ at: Date; violations: number }> | null = null;
  return async () => {
    if (last && deps.clock.now().getTime() - last.at.getTime() < LEDGER_CHECK_EVERY_MS) return last;
    running ??= findInvariantViolations(deps.db)
      .then((found) => {
        if (found.length > 0) deps.log.error('ledger check found broken invariants', { violations: found });
        last = { at: deps.clock.now(), violations: found.length };
        return last;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
}
