/**
 * Recurring buys (decision 143): plans of a fixed fiat amount of a coin, weekly, fortnightly or
 * monthly, charged to the card the customer saved on a purchase; their calls, the job that runs
 * due slots, and the local sandbox's "run it now".
 */
import { defineModule } from '../descriptor.js';
import { recurringCalls } from './plans.js';
import { runRecurringBuys } from './run.js';
import { registerRecurringSandbox } from './sandbox.js';

const RECURRING_INTERVAL_MS = 60_000;

export const recurringModule = defineModule({
  name: 'recurring',
  needs: ['config', 'db', 'clock', 'log', 'providers'],
  calls: recurringCalls,
  sandboxRoutes: registerRecurringSandbox,
  jobs: (deps, jobs) => {
    jobs.add({ name: 'recurring buys', everyMs: RECURRING_INTERVAL_MS, run: (now) => runRecurringBuys(deps, now) });
    return undefined;
  },
});
