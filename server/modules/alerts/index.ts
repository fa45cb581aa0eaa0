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
import { checkPriceAlerts } from './check.js';
import { subscribePush, unsubscribePush } from './push-calls.js';

export { startPriceAlerts } from './check.js';

/** The sandbox market checks the alerts as soon as it moves (local mode). */
export const priceAlertsSandbox = { priceMoved: checkPriceAlerts };

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
