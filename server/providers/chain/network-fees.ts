/**
 * Network fees of withdrawals, per payment route, in base units of the route's coin. The custody
 * service knows what sending costs now (GET {url}/fees?route_id=N -> {fee: "<base units>"});
 * the sandbox chain takes them from SANDBOX_NETWORK_FEES ("routeId:amount,..."), defaulting to
 * typical figures. The fee is taken from the amount the customer withdraws (decision 115).
 */
import { COINS } from '../../../contract/assets.js';
import { isDecimalString, toUnits } from '../../../contract/money.js';
import { PAYMENT_ROUTES, routeById } from '../../../contract/routes.js';
import { ConfigError } from '../../lib/config-error.js';

export interface NetworkFees {
  /** The fee to send on this route now, in base units of its coin. */
  networkFee(routeId: number): Promise<bigint>;
}

/** Typical fees, in the route's coin: what the sandbox charges unless told otherwise. */
const SANDBOX_DEFAULT_FEES: Readonly<Record<number, string>> = {
  1: '0.00005',
  2: '0.0008',
  3: '0.000005',
  4: '0.001',
  5: '0.1',
  6: '0.5',
  7: '1',
  8: '0.5',
  9: '0.1',
};

/** Parses SANDBOX_NETWORK_FEES over the defaults; a bad entry stops the start naming the setting. */
export function sandboxNetworkFees(setting: string | undefined): NetworkFees {
  const fees = new Map<number, bigint>();
  for (const r of PAYMENT_ROUTES) fees.set(r.id, toUnits(SANDBOX_DEFAULT_FEES[r.id] ?? '0', COINS[r.currency].scale));
  for (const entry of (setting ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [idText, amount] = entry.split(':').map((s) => s.trim());
    const route = /^\d{1,3}$/.test(idText ?? '') ? routeById(Number(idText)) : undefined;
    let units: bigint | undefined;
    try {
      if (route && amount && isDecimalString(amount)) units = toUnits(amount, COINS[route.currency].scale);
    } catch {
      units = undefined;
    }
    if (!route || units === undefined)
      throw new ConfigError('SANDBOX_NETWORK_FEES', `expects routeId:amount entries, got "${entry}"`);
    fees.set(route.id, units);
  }
  return {
    async networkFee(routeId) {
      const fee = fees.get(routeId);
      if (fee === undefined) throw new Error(`unknown route ${routeId}`);
      return fee;
    },
  };
}

/** The custody service's current fee for a route; a malformed answer is an error, never zero. */
export function custodyNetworkFees(opts: {
  url: string;
  token: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): NetworkFees {
  const doFetch = opts.fetch ?? fetch;
  const base = opts.url.replace(/\/$/, '');
  return {
    async networkFee(routeId) {
      const res = await doFetch(`${base}/fees?route_id=${routeId}`, {
        headers: { authorization: `Bearer ${opts.token}` },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
      if (!res.ok) throw new Error(`custody fees answered HTTP ${res.status}`);
      const body = (await res.json()) as { fee?: unknown };
      if (typeof body.fee !== 'string' || !/^(0|[1-9]\d{0,40})$/.test(body.fee)) throw new Error('bad fees answer');
      return BigInt(body.fee);
    },
  };
}
