/** Price alerts: the customer's calls, Web Push subscriptions and the job that fires them (decision 142). */

import type { CallDef } from '../../http/call.js';
import { defineModule } from '../descriptor.js';
import {
  createPriceAlert,
  deletePriceAlert,
  getUnseenPriceAlerts,
  listPriceAlerts,
  markPriceAlertsSeen,
  rearmPriceAlert,
  updatePriceAlert,
} from './calls.js';
import { checkPriceAlerts, startPriceAlerts } from './check.js';
import { subscribePush, unsubscribePush } from './push-calls.js';

export { tellCustomer } from './tell.js';

const alertCalls: CallDef[] = [
  createPriceAlert,
  listPriceAlerts,
  updatePriceAlert,
  deletePriceAlert,
  rearmPriceAlert,
  getUnseenPriceAlerts,
  markPriceAlertsSeen,
  subscribePush,
  unsubscribePush,
];

export const alertsModule = defineModule({
  name: 'alerts',
  needs: ['config', 'db', 'clock', 'log', 'secrets', 'providers'],
  calls: alertCalls,
  jobs: (deps, jobs) => {
    startPriceAlerts(deps, jobs);
    return undefined;
  },
  // The sandbox market checks the alerts as soon as it moves (local mode).
  sandboxHooks: (deps) => ({ market: { priceMoved: (now: Date) => checkPriceAlerts(deps, now) } }),
});
