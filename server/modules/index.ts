/**
 * The modules of the server, each described by the descriptor its index.ts exports
 * (descriptor.ts). The settings, the app, the job runner and the tests loop over MODULES: adding a
 * module is one line here.
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import type { CallDef } from '../http/call.js';
import type { AppMode, Env } from '../lib/env.js';
import type { JobRunner } from '../lib/jobs.js';
import type { OwnSettings } from '../lib/sections.js';
import type { SandboxHooks } from '../providers/index.js';
import type { MarketSandboxHook } from '../providers/prices/index.js';
import { accountsModule } from './accounts/index.js';
import { addressBookModule } from './addressbook/index.js';
import { alertsModule } from './alerts/index.js';
import { auditModule } from './audit/index.js';
import { bankModule } from './bank/index.js';
import type { ModuleDescriptor } from './descriptor.js';
import { exitsModule } from './exits/index.js';
import { kycModule } from './kyc/index.js';
import { ledgerModule } from './ledger/index.js';
import { localeModule } from './locale/index.js';
import { marketModule } from './market/index.js';
import { merchantsModule } from './merchants/index.js';
import { monitoringModule } from './monitoring/index.js';
import { opsModule } from './ops/index.js';
import { ordersModule } from './orders/index.js';
import { paymentsModule } from './payments/index.js';
import { profileModule } from './profile/index.js';
import { recurringModule } from './recurring/index.js';
import { restoreModule } from './restore/index.js';
import { screeningModule } from './screening/index.js';
import { staffModule } from './staff/index.js';
import { statementsModule } from './statements/index.js';
import { supportModule } from './support/index.js';
import { travelRuleModule } from './travelrule/index.js';
import { walletModule } from './wallet/index.js';

export const MODULES = [
  accountsModule,
  addressBookModule,
  merchantsModule,
  profileModule,
  kycModule,
  paymentsModule,
  recurringModule,
  marketModule,
  ordersModule,
  ledgerModule,
  localeModule,
  walletModule,
  alertsModule,
  statementsModule,
  supportModule,
  screeningModule,
  exitsModule,
  travelRuleModule,
  monitoringModule,
  staffModule,
  auditModule,
  opsModule,
  bankModule,
  restoreModule,
] as const;

/** Each descriptor as the loops below use it: handed the whole of AppDeps, which holds what it needs. */
const all = MODULES as ReadonlyArray<ModuleDescriptor<keyof AppDeps, keyof OwnSettings>>;

type SettingsKeys<M> = M extends { settings?: (...a: never[]) => infer S } ? keyof S : never;
/** The module sections of the settings (the HTTP server's and its operator port's are read by load-config.ts). */
type ModuleSettings = Pick<OwnSettings, SettingsKeys<(typeof MODULES)[number]>>;
// Every section a module declares is read by a module of the list: a missing one fails to compile.
const everySectionRead: Exclude<keyof OwnSettings, keyof ModuleSettings | 'http' | 'operatorPort'> extends never
  ? true
  : never = true;

export function readModuleSettings(env: Env, mode: AppMode): ModuleSettings {
  return everySectionRead && (Object.assign({}, ...all.map((m) => m.settings?.(env, mode) ?? {})) as ModuleSettings);
}

export const allCalls: CallDef[] = all.flatMap((m) => m.calls ?? []);

/** The modules' own routes whose request bodies have a limit other than the default 256 KB, in bytes. */
export const MODULE_BODY_LIMITS: Readonly<Record<string, number>> = Object.assign(
  {},
  ...all.map((m) => m.bodyLimits ?? {}),
);

export function registerPublicRoutes(app: Hono, deps: AppDeps): void {
  for (const m of all) m.publicRoutes?.(app, deps);
}

/** Registered only when APP_MODE=local, beside the providers' sandboxes: modules' own test handles. */
export function registerModuleSandboxRoutes(app: Hono, deps: AppDeps): void {
  for (const m of all) m.sandboxRoutes?.(app, deps);
}

/** What the modules do when a provider's sandbox acts, bound to these deps. */
export function sandboxHooks(deps: AppDeps): SandboxHooks {
  const hooks = all.map((m) => (m.sandboxHooks?.(deps) ?? {}) as { market?: MarketSandboxHook });
  // More than one module acts when the market moves (alerts fire, orders fill): each is told.
  const moved = hooks.flatMap((h) => (h.market ? [h.market.priceMoved] : []));
  const market = {
    priceMoved: async (now: Date) => {
      let acted = 0;
      for (const m of moved) acted += await m(now);
      return acted;
    },
  };
  return Object.assign({}, ...hooks, { market }) as SandboxHooks;
}

/** Work started with the server (timers, watchers); returns a stop function. */
export function startBackgroundWork(deps: AppDeps, jobs: JobRunner): () => Promise<void> {
  const stops = all.map((m) => m.jobs?.(deps, jobs));
  return async () => {
    for (const stop of stops) await stop?.();
  };
}
