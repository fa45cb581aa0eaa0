/**
 * Card purchases: init-transaction opens a checkout at the gateway; the gateway's signed
 * notification (or the server's status query when the customer returns, or the reconciler)
 * settles it and credits the crypto once; insert-transaction keeps the client's report and
 * answers the verified status.
 */

import type { CallDef } from '../../http/call.js';
import { defineModule } from '../descriptor.js';
import { getCardPurchases } from './attempts-call.js';
import { cancelCardPurchase } from './cancel-call.js';
import { buyWithBalance } from './cash-buy-call.js';
import { initTransaction } from './init-call.js';
import { startReconciler } from './reconcile.js';
import { insertTransaction } from './report-call.js';
import { parsePaymentSettings } from './settings.js';
import { NOTIFICATION_PATH } from './urls.js';
import { NOTIFICATION_MAX_BYTES, registerPaymentNotifications } from './webhook.js';

export { buyWithCashBalance, cashPurchaseGates, cashPurchasePrice } from './cash-buy.js';
export { openPurchaseSince } from './expiry.js';
export { coinText, fiatFixed } from './money.js';
export {
  activeCustomer,
  checkChargeOf,
  checkCoinOffered,
  openPurchase,
  purchaseDescription,
} from './open-purchase.js';
export { findPurchase, type PurchaseRow, settleFromGateway } from './settle.js';
export { notificationUrl } from './urls.js';
export { NOTIFICATION_MAX_BYTES, receiveNotification } from './webhook.js';

const paymentCalls: CallDef[] = [
  initTransaction,
  insertTransaction,
  getCardPurchases,
  cancelCardPurchase,
  buyWithBalance,
];

export { initTransaction } from './init-call.js';

export const paymentsModule = defineModule({
  name: 'payments',
  needs: ['config', 'db', 'clock', 'log', 'providers'],
  settings: (env) => ({ payments: parsePaymentSettings(env) }),
  calls: paymentCalls,
  publicRoutes: registerPaymentNotifications,
  jobs: (deps, jobs) => {
    startReconciler(deps, jobs);
    return undefined;
  },
  bodyLimits: { [NOTIFICATION_PATH]: NOTIFICATION_MAX_BYTES },
});
