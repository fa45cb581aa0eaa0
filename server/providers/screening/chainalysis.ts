/**
 * A screening service client shaped on Chainalysis' free sanctions screening API: GET
 * {SCREENING_URL}{address} with the X-API-Key header answers {identifications: [{category, name,
 * description, url}]}; any identification is a hit. Anything else (no answer within the time,
 * an error status, a body of another shape) is ScreeningUnavailable: the caller moves nothing.
 */
import type { ScreeningProvider, ScreeningResult } from './port.js';
import { ScreeningUnavailable } from './port.js';

export interface ScreeningServiceSettings {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

interface Identification {
  category?: unknown;
  name?: unknown;
}

export function screeningService(s: ScreeningServiceSettings, fetcher: typeof fetch = fetch): ScreeningProvider {
  return {
    kind: 'service',
    async screen(_chain, address): Promise<ScreeningResult> {
      let res: Response;
      try {
        res = await fetcher(`${s.url}${encodeURIComponent(address)}`, {
          headers: { 'X-API-Key': s.apiKey, Accept: 'application/json' },
          signal: AbortSignal.timeout(s.timeoutMs),
        });
      } catch (e) {
        throw new ScreeningUnavailable(`screening service unreachable: ${(e as Error).message}`);
      }
      if (!res.ok) throw new ScreeningUnavailable(`screening service answered ${res.status}`);
      const body = (await res.json().catch(() => null)) as { identifications?: unknown } | null;
      if (!body || !Array.isArray(body.identifications))
        throw new ScreeningUnavailable('screening answer not understood');
      const found = body.identifications as Identification[];
      return {
        hit: found.length > 0,
        source: new URL(s.url).host,
        names: found.map((i) => String(i.name ?? i.category ?? 'listed').slice(0, 200)).slice(0, 10),
      };
    },
  };
}
