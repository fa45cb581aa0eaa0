/**
 * Adapters to the outside world. Each is a port with a real implementation and a local one
 * (APP_MODE=local), described by the descriptor its index.ts exports; the choice is made at start,
 * once, from the settings it reads. Adding a provider is one line in PROVIDERS.
 */
import type { Hono } from 'hono';
import type { AppMode, Env } from '../lib/env.js';
import { bankProvider } from './bank/index.js';
import { chainProvider } from './chain/index.js';
import type { ProviderContext } from './descriptor.js';
import { forexProvider } from './forex/index.js';
import { gatewayProvider } from './gateway/index.js';
import { geoProvider } from './geo/index.js';
import { kycProvider } from './kyc/index.js';
import { mailProvider } from './mail/index.js';
import { pricesProvider } from './prices/index.js';
import { screeningProvider } from './screening/index.js';
import { travelRuleProvider } from './travelrule/index.js';

/** In the order their settings are read (the first bad one stops the start). */
export const PROVIDERS = [
  mailProvider,
  pricesProvider,
  forexProvider,
  geoProvider,
  kycProvider,
  chainProvider,
  gatewayProvider,
  screeningProvider,
  bankProvider,
  travelRuleProvider,
] as const;

type Descriptor = (typeof PROVIDERS)[number];
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** Each provider's port, by name. */
export type Providers = { [P in Descriptor as P['name']]: ReturnType<P['create']> };
type SettingsByName = { [P in Descriptor as P['name']]: ReturnType<P['settings']> };

declare module '../lib/sections.js' {
  interface ProviderSettings extends SettingsByName {}
}

/** What the modules give the sandboxes: the wallet's side of the faucet, the alerts' side of the market. */
export type SandboxHooks = UnionToIntersection<Parameters<NonNullable<Descriptor['sandbox']>>[2]>;
type SandboxDeps = UnionToIntersection<Parameters<NonNullable<Descriptor['sandbox']>>[1]>;

/** Every provider's settings, read from the environment at start. */
export function readProviderSettings(env: Env, mode: AppMode): SettingsByName {
  return Object.fromEntries(PROVIDERS.map((p) => [p.name, p.settings(env, mode)])) as SettingsByName;
}

export function createProviders(
  config: { providers: SettingsByName },
  db: ProviderContext['db'],
  log: ProviderContext['log'],
  clock: ProviderContext['clock'],
): Providers {
  const ctx = { db, log, clock };
  // Each descriptor's create takes its own settings; the table of names keeps the two together.
  const create = (p: Descriptor) =>
    (p.create as (s: unknown, c: ProviderContext) => unknown)(config.providers[p.name], ctx);
  return Object.fromEntries(PROVIDERS.map((p) => [p.name, create(p)])) as Providers;
}

/** The sandboxes' routes whose request bodies have a limit other than the default 256 KB, in bytes. */
export const PROVIDER_BODY_LIMITS: Readonly<Record<string, number>> = Object.assign(
  {},
  ...PROVIDERS.map((p) => ('bodyLimits' in p ? p.bodyLimits : {})),
);

/** Registered only when APP_MODE=local: the third parties' local stand-ins and their pages. */
export function registerSandboxRoutes(app: Hono, deps: SandboxDeps, hooks: SandboxHooks): void {
  for (const p of PROVIDERS) {
    // Every sandbox takes a part of these deps and hooks (the types above are their intersection).
    const sandbox = (p as { sandbox?: (app: Hono, deps: SandboxDeps, hooks: SandboxHooks) => void }).sandbox;
    sandbox?.(app, deps, hooks);
  }
}
