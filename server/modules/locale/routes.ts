/**
 * The public locale GETs. Both are cacheable for a short time: rates are the same for everyone
 * (public); the geolocation depends on the caller's address, so only the caller's browser may
 * keep it (private).
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { clientIp } from '../../http/client-ip.js';
import { currentRates, type RatesDeps, SUPPORTED_BASES } from './rates.js';

export function registerLocaleRoutes(app: Hono, deps: RatesDeps & Pick<AppDeps, 'config'>): void {
  app.get('/api/geo', (c) => {
    const ip = clientIp(c, deps.config.trustProxy);
    c.header('Cache-Control', 'private, max-age=300');
    return c.json(deps.providers.geo.locate(ip, deps.config.defaultCountry));
  });

  app.get('/api/rates', async (c) => {
    const base = (c.req.query('base') ?? 'USD').toUpperCase();
    if (!SUPPORTED_BASES.includes(base)) {
      c.header('Cache-Control', 'no-store');
      return c.json(
        {
          status: 'error',
          code: 'VALIDATION',
          message: `Unsupported base currency; use one of ${SUPPORTED_BASES.join(', ')}`,
        },
        400,
      );
    }
    const answer = await currentRates(deps, base);
    c.header('Cache-Control', answer.source === 'live' ? 'public, max-age=300' : 'public, max-age=60');
    return c.json(answer);
  });
}
