/**
 * What the service worker may keep at run time, apart from the precache: only the public forex
 * rates. Authenticated or enveloped answers never reach Cache Storage: a cache outlives the
 * session and is readable by whoever uses the device next.
 */

export const RATES_CACHE = 'forex-rates';
/** Rates older than an hour are dropped, so offline screens never convert with stale rates. */
export const RATES_MAX_AGE_SECONDS = 60 * 60;
export const RATES_MAX_ENTRIES = 4;

/** GET /api/rates on our own origin, without credentials. */
export function isRatesRequest(url: URL, request: Request, origin: string): boolean {
  return (
    url.origin === origin &&
    url.pathname === '/api/rates' &&
    request.method === 'GET' &&
    !request.headers.has('authorization')
  );
}

/** The answer is a plain public rates table: 200, cacheable, and not an envelope or an error. */
export async function isStorableRatesAnswer(request: Request, response: Response): Promise<boolean> {
  if (request.headers.has('authorization') || response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  if (/\b(no-store|private)\b/i.test(cacheControl)) return false;
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) return false;
  try {
    const body = (await response.clone().json()) as Record<string, unknown> | null;
    return (
      !!body &&
      typeof body === 'object' &&
      !('res' in body) &&
      !('status' in body) &&
      typeof body.rates === 'object' &&
      body.rates !== null
    );
  } catch {
    return false;
  }
}
