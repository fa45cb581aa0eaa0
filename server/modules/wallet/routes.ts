/**
 * Which payment routes are switched on. All routes of contract/routes.ts are on unless listed in
 * WALLET_ROUTES_OFF (comma-separated route ids). A switched-off route is not offered: no new
 * address, no withdrawal. Deposits still arriving on it are credited (the money is real).
 */
import { type PaymentRoute, routeById } from '../../../contract/routes.js';
import type { Config } from '../../config.js';
import { ConfigError } from '../../lib/config-error.js';
import type { Env } from '../../lib/env.js';

/** WALLET_ROUTES_OFF, read at start (config.ts). */
export function parseRoutesOff(env: Env): Set<number> {
  const off = new Set<number>();
  for (const part of (env.WALLET_ROUTES_OFF ?? '').split(',').map((s) => s.trim())) {
    if (!part) continue;
    const id = Number(part);
    if (!routeById(id)) throw new ConfigError('WALLET_ROUTES_OFF', `"${part}" is not a payment route id`);
    off.add(id);
  }
  return off;
}

export function isRouteActive(config: Pick<Config, 'walletRoutesOff'>, route: PaymentRoute): boolean {
  return !config.walletRoutesOff.has(route.id);
}

/** The route with this id if it exists and is on. */
export function activeRoute(config: Config, id: unknown): PaymentRoute | undefined {
  const route = routeById(id);
  return route && isRouteActive(config, route) ? route : undefined;
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    /** Payment routes switched off (WALLET_ROUTES_OFF). */
    walletRoutesOff: ReadonlySet<number>;
  }
}
