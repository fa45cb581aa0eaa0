/**
 * The signed-in frame's pages' titles. Their texts are in the `later` catalog, which loads with
 * the signed-in frame, not in the shell's, which the signed-out first page loads (decision 467):
 * the tab takes such a title once that catalog is here (App.tsx's Gate). One name per page: routes.tsx reads them as `t.wallet`.
 */
import { msg } from '@lingui/core/macro';

export const wallet = msg`Wallet`;
export const sendPicker = msg`Select asset to send`;
export const receivePicker = msg`Select asset to receive`;
export const send = msg`Withdraw`;
export const receive = msg`Receive`;
export const swap = msg`Swap`;
export const trade = msg`Buy and sell`;
export const recurringBuys = msg`Recurring buys`;
export const cash = msg`Cash`;
export const asset = msg`Asset`;
export const priceAlerts = msg`Price alerts`;
export const transactions = msg`Transaction History`;
export const received = msg`Received`;
export const transaction = msg`Transaction Details`;
export const tax = msg`Tax`;
export const depositOrigin = msg`Who sent this deposit?`;
export const merchantHistory = msg`Merchant Transaction History`;
export const help = msg`Help`;
export const profile = msg`Profile`;
