/**
 * The service's metrics in Prometheus' text format (prom-client; decision 238): calls by path and
 * status with their latency, and the service gauges of service-gauges.ts (read from memory and,
 * at each scrape, from the database; answered from memory while it is down). One registry per
 * app, so test environments in one process never share counts.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, Hono, Next } from 'hono';
import { Counter, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../../deps.js';
import { allCallPaths } from './paths.js';
import { registerServiceGauges } from './service-gauges.js';

type MetricsDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'outage' | 'jobs' | 'log'>;

function createMetrics(deps: MetricsDeps) {
  const registry = new Registry();
  const requests = new Counter({
    name: 'coinvault_requests_total',
    help: 'Product calls answered, by call path and HTTP status',
    labelNames: ['call', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'coinvault_request_duration_seconds',
    help: 'Time to answer a product call, by call path',
    labelNames: ['call'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  registerServiceGauges(registry, deps);
  return { registry, requests, latency };
}

/** Same length digests, compared in constant time: the token is never leaked by timing. */
function sameToken(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function registerMetrics(app: Hono, deps: MetricsDeps): void {
  const metrics = createMetrics(deps);
  const known = allCallPaths();
  app.use('/api/*', async (c: Context, next: Next) => {
    if (c.req.method !== 'POST') return next();
    const path = c.req.path.slice('/api'.length);
    // Unknown paths share one label, so a scan cannot grow the series without bound.
    const call = known.has(path) ? path : 'other';
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.requests.inc({ call, status: String(c.res.status) });
      metrics.latency.observe({ call }, (performance.now() - started) / 1000);
    }
  });
  app.get('/metrics', async (c) => {
    const token = deps.config.ops.metricsToken;
    const given = /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    if (!token || !given || !sameToken(given, token)) {
      c.header('WWW-Authenticate', 'Bearer');
      return c.text('Unauthorized\n', 401);
    }
    c.header('Content-Type', metrics.registry.contentType);
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.registry.metrics());
  });
}
