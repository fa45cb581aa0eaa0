/**
 * Posting one Web Push request (decision 168). In production the connection goes only to an
 * address checked at send time: the host is resolved once, by the lookup given to the socket,
 * which refuses the whole answer when any address is internal; the socket then connects to the
 * address that lookup answered, so a name that resolves elsewhere between subscribing and sending
 * (DNS rebinding) never reaches an internal address. Redirects are not followed.
 */
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isInternalAddress, type Resolve, resolveAll } from './push-endpoint.js';

export class RefusedAddressError extends Error {
  constructor(host: string) {
    super(`push endpoint ${host} resolves to an address that is not public`);
    this.name = 'RefusedAddressError';
  }
}

type Family = 4 | 6;

/** A socket lookup that answers only addresses `allowed` accepts, refusing the host otherwise. */
export function checkedLookup(resolve: Resolve, allowed: (ip: string) => boolean): LookupFunction {
  return (host, options, callback) => {
    resolve(host).then(
      (addresses) => {
        if (addresses.length === 0 || !addresses.every(allowed)) {
          callback(new RefusedAddressError(host), '', 4);
          return;
        }
        const all = addresses.map((address) => ({ address, family: isIP(address) as Family }));
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const usable = wanted ? all.filter((a) => a.family === wanted) : all;
        const first = usable[0];
        if (!first) callback(new RefusedAddressError(host), '', 4);
        // With `all` (happy eyeballs) the socket expects the list; otherwise one address.
        else if (options.all) (callback as unknown as (e: null, a: typeof usable) => void)(null, usable);
        else callback(null, first.address, first.family);
      },
      (e: unknown) => callback(e instanceof Error ? e : new Error(String(e)), '', 4),
    );
  };
}

/** The production lookup: public addresses only, resolved by the system resolver. */
export const publicOnlyLookup = checkedLookup(resolveAll, (ip) => !isInternalAddress(ip));

interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string>;
  body: Buffer | null;
}

/**
 * Sends `req` and answers the push service's status. `lookup` (production) checks every address
 * the host resolves to; an IP literal is checked here, as sockets do not look those up.
 */
export function postPush(req: PushRequest, opts: { lookup?: LookupFunction; timeoutMs: number }): Promise<number> {
  const url = new URL(req.endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (opts.lookup && isIP(host) && isInternalAddress(host)) return Promise.reject(new RefusedAddressError(host));
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const r = send(
      url,
      {
        method: req.method,
        headers: req.headers,
        lookup: opts.lookup,
        signal: AbortSignal.timeout(opts.timeoutMs),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    r.on('error', reject);
    r.end(req.body ?? undefined);
  });
}
