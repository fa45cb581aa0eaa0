/** Limit and stop orders (decision 427): the customer's calls and the job that fills and expires them. */
import { defineModule } from '../descriptor.js';
import { orderCalls } from './calls.js';
import { checkOrders, startOrderChecks } from './tick.js';

export { userHasOpenOrder } from './store.js';

export const ordersModule = defineModule({
  name: 'orders',
  needs: ['config', 'db', 'dbKind', 'clock', 'log', 'secrets', 'providers', 'outage'],
  calls: orderCalls,
  jobs: (deps, jobs) => {
    startOrderChecks(deps, jobs);
    return undefined;
  },
  // The sandbox market fills and expires orders as soon as it moves (local mode), as it fires alerts.
  sandboxHooks: (deps) => ({
    market: { priceMoved: async (now: Date) => (await checkOrders(deps, now)).filled },
  }),
});
