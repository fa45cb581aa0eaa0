import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address. X-Forwarded-For is believed only behind a trusted proxy (TRUST_PROXY),
 * where the proxy appends the real peer as the last entry.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    if (forwarded) {
      const parts = forwarded
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      const nearest = parts.at(-1);
      if (nearest) return normalizeIp(nearest);
    }
  }
  try {
    const addr = getConnInfo(c).remote.address;
    if (addr) return normalizeIp(addr);
  } catch {
    // No socket (in-process test requests).
  }
  return '127.0.0.1';
}

function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') ? ip.slice(7) : ip;
}
