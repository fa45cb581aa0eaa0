/**
 * Which Web Push endpoints the server will post to (decision 142). A subscription's endpoint is
 * chosen by the browser, so a customer could hand in any address: in production it must be https
 * to a public host, never localhost or a private, link-local, loopback or otherwise internal
 * address, given literally or as a name that resolves to one (the server would otherwise be a
 * way to reach its own network). Local mode accepts any http(s) endpoint, so tests can receive.
 */
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

const internal = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  internal.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['64:ff9b::', 96],
] as const)
  internal.addSubnet(net, bits, 'ipv6');

/** Whether an IP address (v4 or v6, v4-mapped included) is internal rather than public. */
export function isInternalAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return isInternalAddress(mapped[1]);
  const family = isIP(ip);
  if (family === 0) return true;
  return internal.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

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
