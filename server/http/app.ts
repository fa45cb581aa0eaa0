/** The Hono app: headers, health, product calls, public GETs, local sandboxes, the PWA. */

import { Hono } from 'hono';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/faults.js';
import type { AppDeps } from '../deps.js';
import {
  allCalls,
  MODULE_BODY_LIMITS,
  registerModuleSandboxRoutes,
  registerPublicRoutes,
  sandboxHooks,
} from '../modules/index.js';
import { PROVIDER_BODY_LIMITS, registerSandboxRoutes } from '../providers/index.js';
import { bodyLimits } from './body-limit.js';
import type { CallDef } from './call.js';
import { UNAVAILABLE_MESSAGE } from './errors.js';
import { registerHealthRoutes } from './health.js';
import { createCallHandler } from './pipeline.js';
import { securityHeaders } from './security-headers.js';
import { createStaticHandler } from './static.js';

/** A refused call may be sent again at once: a new connection reaches another instance. */
const DRAIN_RETRY_AFTER_SECONDS = 1;

export function createApp(
  deps: AppDeps,
  opts: { distDir?: string; extraCalls?: CallDef[]; isDraining?: () => boolean } = {},
) {
  const app = new Hono();
  const draining = opts.isDraining ?? (() => false);
  app.use('*', securityHeaders(deps.config));
  app.use('*', bodyLimits({ ...MODULE_BODY_LIMITS, ...PROVIDER_BODY_LIMITS }));
  app.use('*', async (c, next) => {
    // While the server stops, a request that arrives on a kept-alive connection is refused with
    // 503 rather than the connection reset: the client knows the call was not applied and
    // retries on a new connection, which reaches another instance. Health answers for itself.
    if (draining() && !c.req.path.startsWith('/api/health') && c.req.path !== '/api/ready') {
      c.header('Connection', 'close');
      c.header('Retry-After', String(DRAIN_RETRY_AFTER_SECONDS));
      return c.json({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE }, 503);
    }
    await next();
    // Calls in flight finish; each answer ends its connection so the client reconnects elsewhere.
    if (draining()) c.header('Connection', 'close');
  });
  app.use('/api/*', async (c, next) => {
    await next();
    // Public GETs that may be cached (geo, rates) say so themselves; everything else is no-store.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });

  registerHealthRoutes(app, deps, draining);

  registerPublicRoutes(app, deps);
  if (deps.config.mode === 'local') {
    registerSandboxRoutes(app, deps, sandboxHooks(deps));
    registerModuleSandboxRoutes(app, deps);
  }

  app.post('/api/*', createCallHandler(deps, [...allCalls, ...(opts.extraCalls ?? [])]));
  app.all('/api/*', (c) => c.json({ status: 'error', code: 'NOT_FOUND', message: 'Not found' }, 404));

  if (opts.distDir) {
    const serve = createStaticHandler(opts.distDir);
    app.get('*', serve);
  }
  app.onError((err, c) => {
    if (isDatabaseUnavailable(err)) {
      deps.outage.failed(err);
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return c.json({ status: 'error', code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE }, 503);
    }
    deps.log.error('unhandled', { path: c.req.path, error: `${err.name}: ${err.message}` });
    return c.json(
      { status: 'error', code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
      500,
    );
  });
  return app;
}
