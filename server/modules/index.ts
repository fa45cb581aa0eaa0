/**
 * The modules of the server. Each contributes product calls (POST /api/<path>), and optionally
 * public GET routes and local-mode sandbox routes.
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import type { CallDef } from '../http/call.js';
import type { JobRunner } from '../lib/jobs.js';
import { SANDBOX_KYC_SUBMIT_MAX_BYTES, SANDBOX_KYC_SUBMIT_PATH } from '../providers/kyc/index.js';
import { accountCalls, pruneSessions } from './accounts/index.js';
import { addressBookCalls } from './addressbook/index.js';
import { alertCalls, startPriceAlerts } from './alerts/index.js';
import { KYC_WEBHOOK_MAX_BYTES, KYC_WEBHOOK_PATH, kycCalls, registerKycWebhook } from './kyc/index.js';
import { registerLocaleRoutes } from './locale/index.js';
import { marketCalls, priceHistoryCalls, startPriceSampling, tickerCalls } from './market/index.js';
import { merchantCalls, startMerchants } from './merchants/index.js';
import {
  NOTIFICATION_MAX_BYTES,
  NOTIFICATION_PATH,
  paymentCalls,
  registerPaymentNotifications,
  startReconciler,
} from './payments/index.js';
import { profileCalls, startRetentionErasure } from './profile/index.js';
import { recurringCalls, registerRecurringSandbox, startRecurringBuys } from './recurring/index.js';
import { statementCalls } from './statements/index.js';
import { supportCalls } from './support/index.js';
import { startWalletWork, walletCalls } from './wallet/index.js';

export { priceAlertsSandbox } from './alerts/index.js';
export { chainSandboxWallet } from './wallet/index.js';

export const allCalls: CallDef[] = [
  ...accountCalls,
  ...addressBookCalls,
  ...merchantCalls,
  ...profileCalls,
  ...kycCalls,
  ...paymentCalls,
  ...recurringCalls,
  ...marketCalls,
  ...tickerCalls,
  ...priceHistoryCalls,
  ...walletCalls,
  ...alertCalls,
  ...statementCalls,
  ...supportCalls,
];

/** Routes whose request bodies have a limit other than the default 256 KB, in bytes. */
export const OWN_BODY_LIMITS: Readonly<Record<string, number>> = {
  [NOTIFICATION_PATH]: NOTIFICATION_MAX_BYTES,
  [KYC_WEBHOOK_PATH]: KYC_WEBHOOK_MAX_BYTES,
  [SANDBOX_KYC_SUBMIT_PATH]: SANDBOX_KYC_SUBMIT_MAX_BYTES,
};

export function registerPublicRoutes(app: Hono, deps: AppDeps): void {
  registerLocaleRoutes(app, deps);
  registerKycWebhook(app, deps);
  registerPaymentNotifications(app, deps);
}

/** Registered only when APP_MODE=local, beside the providers' sandboxes: modules' own test handles. */
export function registerModuleSandboxRoutes(app: Hono, deps: AppDeps): void {
  registerRecurringSandbox(app, deps);
}

/** Work started with the server (timers, watchers); returns a stop function. */
export function startBackgroundWork(deps: AppDeps, jobs: JobRunner): () => Promise<void> {
  startMerchants(deps);
  startReconciler(deps, jobs);
  startRecurringBuys(deps, jobs);
  const stopWallet = startWalletWork(deps, jobs);
  startRetentionErasure(deps, jobs);
  startPriceSampling(deps, jobs);
  startPriceAlerts(deps, jobs);
  jobs.add({ name: 'session pruning', everyMs: 3_600_000, run: (now) => pruneSessions(deps.db, now) });
  return stopWallet;
}
