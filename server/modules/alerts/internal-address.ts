/**
 * Whether an IP address is internal rather than public (decision 168): the addresses a push sent
 * by the server must never reach. IPv4 is checked against the special-purpose registry with
 * node's BlockList. IPv6 is parsed by the WHATWG URL parser (every textual form, dotted tails
 * included, comes out in one canonical form) and must be global unicast (2000::/3) outside the
 * special blocks; forms that carry an IPv4 address (mapped, 6to4, NAT64) are judged by it.
 * Anything that does not parse is internal.
 */
import { BlockList, isIP } from 'node:net';

const internalV4 = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  internalV4.addSubnet(net, bits, 'ipv4');

/** Blocks inside 2000::/3 that are not public unicast. */
const internalV6 = new BlockList();
for (const [net, bits] of [
  ['2001::', 32], // Teredo: its IPv4 is hidden, so never trusted
  ['2001:2::', 48], // benchmarking
  ['2001:10::', 28], // ORCHID
  ['2001:20::', 28], // ORCHIDv2
  ['2001:db8::', 32], // documentation
  ['3fff::', 20], // documentation
] as const)
  internalV6.addSubnet(net, bits, 'ipv6');

/** The eight 16-bit groups of an IPv6 address, or null when it does not parse. */
function ipv6Groups(ip: string): number[] | null {
  let canonical: string;
  try {
    canonical = new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    return null;
  }
  // The canonical form is hex groups with at most one "::" and no dotted tail.
  const [head = '', tail] = canonical.split('::');
  const parse = (part: string) => (part ? part.split(':').map((g) => Number.parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  const groups = [...left, ...new Array(8 - left.length - right.length).fill(0), ...right];
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : null;
}

const v4Of = (hi: number, lo: number) => `${hi >> 8}.${hi & 0xff}.${lo >> 8}.${lo & 0xff}`;

function internalIpv6(ip: string): boolean {
  const g = ipv6Groups(ip);
  if (!g) return true;
  const [g0 = 0, g1 = 0, g2 = 0, g3 = 0, g4 = 0, g5 = 0, g6 = 0, g7 = 0] = g;
  const zeroTo = (n: number) => g.slice(0, n).every((x) => x === 0);
  // ::ffff:a.b.c.d (IPv4-mapped): the IPv4 address it stands for.
  if (zeroTo(5) && g5 === 0xffff) return isInternalAddress(v4Of(g6, g7));
  // ::a.b.c.d (IPv4-compatible, deprecated), :: and ::1, and every other address below 2000::/3
  // (ULA fc00::/7, link-local fe80::/10, site-local fec0::/10, multicast ff00::/8, discard 100::/64).
  if (g0 < 0x2000 || g0 >= 0x4000) {
    // 64:ff9b::a.b.c.d (NAT64, well-known prefix): the IPv4 address it reaches.
    if (g0 === 0x64 && g1 === 0xff9b && g2 === 0 && g3 === 0 && g4 === 0 && g5 === 0)
      return isInternalAddress(v4Of(g6, g7));
    // Local-use NAT64 (64:ff9b:1::/48) and everything else outside global unicast.
    return true;
  }
  // 2002:a.b.c.d::/48 (6to4): the IPv4 address it tunnels to.
  if (g0 === 0x2002) return isInternalAddress(v4Of(g1, g2));
  return internalV6.check(g.map((x) => x.toString(16)).join(':'), 'ipv6');
}

/** Whether `ip` (IPv4 or IPv6 in any textual form) is internal rather than public. */
export function isInternalAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return internalV4.check(ip, 'ipv4');
  if (family === 6) return internalIpv6(ip);
  // A form isIP does not know (a zone index, brackets) is parsed as URL hosts are, or refused.
  const bare = ip.replace(/^\[|\]$/g, '');
  if (bare !== ip && isIP(bare) === 6) return internalIpv6(bare);
  return true;
}
