/**
 * Card purchases: init-transaction opens a checkout at the gateway; the gateway's signed
 * notification (or the server's status query when the customer returns, or the reconciler)
 * settles it and credits the crypto once; insert-transaction keeps the client's report and
 * answers the verified status.
 */
import type { CallDef } from '../../http/call.js';
import { getCardPurchases } from './attempts-call.js';
import { cancelCardPurchase } from './cancel-call.js';
import { initTransaction } from './init-call.js';
import { insertTransaction } from './report-call.js';

export { openPurchaseSince } from './expiry.js';
export { coinText, fiatFixed } from './money.js';
export {
  activeCustomer,
  checkChargeOf,
  checkCoinOffered,
  openPurchase,
  purchaseDescription,
} from './open-purchase.js';
export { startReconciler } from './reconcile.js';
export { findPurchase, type PurchaseRow, settleFromGateway } from './settle.js';
export { NOTIFICATION_PATH, notificationUrl } from './urls.js';
export { NOTIFICATION_MAX_BYTES, receiveNotification, registerPaymentNotifications } from './webhook.js';

export const paymentCalls: CallDef[] = [initTransaction, insertTransaction, getCardPurchases, cancelCardPurchase];
export { initTransaction } from './init-call.js';
export { type PaymentSettings, parsePaymentSettings } from './settings.js';
