/**
 * Which payment routes are switched on. All routes of contract/routes.ts are on unless listed in
 * WALLET_ROUTES_OFF (comma-separated route ids). A switched-off route is not offered: no new
 * address, no withdrawal. Deposits still arriving on it are credited (the money is real).
 */
import { PAYMENT_ROUTES, type PaymentRoute, routeById } from '../../../contract/routes.js';
import type { Config } from '../../config.js';
import { ConfigError } from '../../config.js';

const cache = new WeakMap<Config, Set<number>>();

export function routesOff(config: Config): Set<number> {
  let off = cache.get(config);
  if (!off) {
    off = new Set();
    for (const part of (config.env.WALLET_ROUTES_OFF ?? '').split(',').map((s) => s.trim())) {
      if (!part) continue;
      const id = Number(part);
      if (!routeById(id)) throw new ConfigError('WALLET_ROUTES_OFF', `"${part}" is not a payment route id`);
      off.add(id);
    }
    cache.set(config, off);
  }
  return off;
}

export function isRouteActive(config: Config, route: PaymentRoute): boolean {
  return !routesOff(config).has(route.id);
}

/** The route with this id if it exists and is on. */
export function activeRoute(config: Config, id: unknown): PaymentRoute | undefined {
  const route = routeById(id);
  return route && isRouteActive(config, route) ? route : undefined;
}

/** Coins with at least one active route (the "supported" list of the withdraw form). */
export function supportedCoins(config: Config): string[] {
  return [...new Set(PAYMENT_ROUTES.filter((r) => isRouteActive(config, r)).map((r) => r.currency))];
}
