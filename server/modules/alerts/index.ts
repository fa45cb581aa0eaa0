/** Price alerts: the customer's calls (decision 142). */
import type { CallDef } from '../../http/call.js';
import { createPriceAlert, deletePriceAlert, listPriceAlerts, rearmPriceAlert, updatePriceAlert } from './calls.js';

export const alertCalls: CallDef[] = [
  createPriceAlert,
  listPriceAlerts,
  updatePriceAlert,
  deletePriceAlert,
  rearmPriceAlert,
];
