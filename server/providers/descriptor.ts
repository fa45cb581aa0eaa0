/**
 * What a provider says about itself: its name (its key in Providers and in the settings), how it
 * reads its settings from the environment at start, how its port is built, and, in local mode,
 * the sandbox pages that stand in for the third party. The list is in index.ts.
 */
import type { Hono } from 'hono';
import type { Clock } from '../clock.js';
import type { Database } from '../db/index.js';
import type { AppMode, Env } from '../lib/env.js';
import type { Logger } from '../log.js';

/** What a provider may be built from: nothing of the modules, nothing of the app. */
export interface ProviderContext {
  db: Database;
  log: Logger;
  clock: Clock;
}

interface ProviderDescriptor<N extends string, S, P, D = unknown, H = unknown> {
  name: N;
  settings: (env: Env, mode: AppMode) => S;
  create: (settings: S, ctx: ProviderContext) => P;
  /** Local mode only: the third party's stand-in pages. D names what they use, H the modules' hooks. */
  sandbox?: (app: Hono, deps: D, hooks: H) => void;
  /** Sandbox routes whose request bodies have a limit other than the default 256 KB, in bytes. */
  bodyLimits?: Readonly<Record<string, number>>;
}

/** Keeps the descriptor's types exact (its name a literal, its port its own). */
export const defineProvider = <const N extends string, S, P, D = unknown, H = unknown>(
  d: ProviderDescriptor<N, S, P, D, H>,
) => d;
