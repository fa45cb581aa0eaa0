/**
 * What a module says about itself: its calls, its public and local-mode sandbox routes, the work
 * it runs in the background, the body limits of its own routes, the section of the settings it
 * reads, and which of the dependencies its routes, jobs and hooks use (`needs`: the compiler holds
 * them to it). The app, the job runner, the settings and the tests loop over the list in index.ts.
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import type { CallDef } from '../http/call.js';
import type { AppMode, Env } from '../lib/env.js';
import type { JobRunner } from '../lib/jobs.js';
import type { OwnSettings } from '../lib/sections.js';
import type { SandboxHooks } from '../providers/index.js';

export interface ModuleDescriptor<N extends keyof AppDeps = keyof AppDeps, K extends keyof OwnSettings = never> {
  name: string;
  needs: readonly N[];
  /** Reads the module's section of the settings (declared in OwnSettings beside its parser). */
  settings?: (env: Env, mode: AppMode) => Pick<OwnSettings, K>;
  calls?: readonly CallDef[];
  /** GET routes outside the call envelope (webhooks, public data). */
  publicRoutes?: (app: Hono, deps: Pick<AppDeps, N>) => void;
  /** Registered only when APP_MODE=local: the module's own test handles. */
  sandboxRoutes?: (app: Hono, deps: Pick<AppDeps, N>) => void;
  /** What the module does when a provider's sandbox acts (the faucet's deposit, the market's move). */
  sandboxHooks?: (deps: Pick<AppDeps, N>) => Partial<SandboxHooks>;
  /** Work started with the server; may return a stop function for work the runner does not hold. */
  jobs?: (deps: Pick<AppDeps, N>, jobs: JobRunner) => undefined | (() => Promise<void>);
  /** Routes whose request bodies have a limit other than the default 256 KB, in bytes. */
  bodyLimits?: Readonly<Record<string, number>>;
}

/** Keeps the descriptor's types exact: what it needs and which settings it reads. */
export const defineModule = <const N extends keyof AppDeps = never, const K extends keyof OwnSettings = never>(
  d: ModuleDescriptor<N, K>,
) => d;
