/**
 * Recurring buys (decision 143): plans of a fixed fiat amount of a coin, weekly, fortnightly or
 * monthly, charged to the card the customer saved on a purchase; their calls, the job that runs
 * due slots, and the local sandbox's "run it now".
 */
import type { AppDeps } from '../../deps.js';
import type { JobRunner } from '../../lib/jobs.js';
import { recurringCalls } from './plans.js';
import { runRecurringBuys } from './run.js';

export { registerRecurringSandbox } from './sandbox.js';
export { recurringCalls };

const RECURRING_INTERVAL_MS = 60_000;

export function startRecurringBuys(deps: AppDeps, jobs: JobRunner): void {
  jobs.add({ name: 'recurring buys', everyMs: RECURRING_INTERVAL_MS, run: (now) => runRecurringBuys(deps, now) });
}
