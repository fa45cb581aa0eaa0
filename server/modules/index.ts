/**
 * The modules of the server. Each contributes product calls (POST /api/<path>), and optionally
 * public GET routes and local-mode sandbox routes.
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import type { CallDef } from '../http/call.js';

export const allCalls: CallDef[] = [];

export function registerPublicRoutes(_app: Hono, _deps: AppDeps): void {}

/** Registered only when APP_MODE=local: these stand in for third parties. */
export function registerSandboxRoutes(_app: Hono, _deps: AppDeps): void {}

/** Work started with the server (timers, watchers); returns a stop function. */
export function startBackgroundWork(_deps: AppDeps): () => Promise<void> {
  return async () => {};
}
