/** The Hono app: headers, health, product calls, public GETs, local sandboxes, the PWA. */

import { Hono } from 'hono';
import { sql } from 'kysely';
import type { AppDeps } from '../deps.js';
import { allCalls, OWN_BODY_LIMITS, registerPublicRoutes, registerSandboxRoutes } from '../modules/index.js';
import { bodyLimits } from './body-limit.js';
import type { CallDef } from './call.js';
import { createCallHandler } from './pipeline.js';
import { securityHeaders } from './security-headers.js';
import { createStaticHandler } from './static.js';

export function createApp(deps: AppDeps, opts: { distDir?: string; extraCalls?: CallDef[] } = {}) {
  const app = new Hono();
  app.use('*', securityHeaders(deps.config));
  app.use('*', bodyLimits(OWN_BODY_LIMITS));
  app.use('/api/*', async (c, next) => {
    await next();
    // Public GETs that may be cached (geo, rates) say so themselves; everything else is no-store.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  app.get('/api/health', async (c) => {
    try {
      await sql`select 1`.execute(deps.db);
      return c.json({ status: 'ok', database: 'up' });
    } catch {
      return c.json({ status: 'error', database: 'down' }, 503);
    }
  });

  registerPublicRoutes(app, deps);
  if (deps.config.mode === 'local') registerSandboxRoutes(app, deps);

  app.post('/api/*', createCallHandler(deps, [...allCalls, ...(opts.extraCalls ?? [])]));
  app.all('/api/*', (c) => c.json({ status: 'error', code: 'NOT_FOUND', message: 'Not found' }, 404));

  if (opts.distDir) {
    const serve = createStaticHandler(opts.distDir);
    app.get('*', serve);
  }
  app.onError((err, c) => {
    deps.log.error('unhandled', { path: c.req.path, error: `${err.name}: ${err.message}` });
    return c.json(
      { status: 'error', code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      500,
    );
  });
  return app;
}
