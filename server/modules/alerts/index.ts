/** Price alerts: the customer's calls, Web Push subscriptions and the job that fires them (decision 142). */
import type { CallDef } from '../../http/call.js';
import {
  createPriceAlert,
  deletePriceAlert,
  getUnseenPriceAlerts,
  listPriceAlerts,
  markPriceAlertsSeen,
  rearmPriceAlert,
  updatePriceAlert,
} from './calls.js';
import { subscribePush, unsubscribePush } from './push-calls.js';

export { startPriceAlerts } from './check.js';

export const alertCalls: CallDef[] = [
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
