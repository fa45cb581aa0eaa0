/**
 * Which Web Push endpoints the server will post to (decision 142). A subscription's endpoint is
 * chosen by the browser, so a customer could hand in any address: in production it must be https
 * to a public host, never localhost or a private, link-local, loopback or otherwise internal
 * address, given literally or as a name that resolves to one (the server would otherwise be a
 * way to reach its own network). Local mode accepts any http(s) endpoint, so tests can receive.
 * This is checked when subscribing; a name can resolve elsewhere later, so each send checks the
 * address it connects to again (push-send.ts, decision 168).
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isInternalAddress } from './internal-address.js';

export { isInternalAddress };

export type Resolve = (host: string) => Promise<string[]>;

export const resolveAll: Resolve = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** True when `endpoint` may receive pushes; in production checks the address, resolving names. */
export async function acceptableEndpoint(
  endpoint: string,
  production: boolean,
  resolve: Resolve = resolveAll,
): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (!production) return url.protocol === 'https:' || url.protocol === 'http:';
  if (url.protocol !== 'https:') return false;
  const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal'))
    return false;
  if (isIP(host)) return !isInternalAddress(host);
  if (!host.includes('.')) return false;
  let addresses: string[];
  try {
    addresses = await resolve(host);
  } catch {
    return false;
  }
  return addresses.length > 0 && addresses.every((a) => !isInternalAddress(a));
}
