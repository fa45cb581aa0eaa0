/**
 * The operator port (decision 375): liveness, readiness and /metrics on a listener of their own,
 * so the probes that decide whether an instance is restarted or taken out of rotation answer
 * while slow clients hold every connection the public port allows. It has its own small
 * connection allowance, the same timeouts as the public port, and serves only the paths below:
 * no customer call, page, webhook or sandbox. The answers come from the same app as the public
 * port's (one liveness, one readiness, one metrics registry); the public paths stay as they were.
 */
import type { Server } from 'node:http';
import type { serve as honoServe } from '@hono/node-server';
import { ConfigError } from '../lib/config-error.js';
import type { AppMode, Env } from '../lib/env.js';
import { applyServerLimits, type parseServerLimits, serverOptions } from './server-limits.js';

/** Where production listens for its operator when OPS_PORT is not set: beside PORT's 8080. */
export const DEFAULT_OPS_PORT = 8081;

/**
 * Connections the operator port holds at once. Probes and scrapes come from a few machines, one
 * connection each, a few times a minute; a cap keeps a flood of the port from using up the process.
 */
const OPS_MAX_CONNECTIONS = 64;

interface OperatorPort {
  /** null: no operator listener; the probes use the public port's paths. */
  port: number | null;
  host: string;
}

/**
 * OPS_PORT: a port, or `off`. Unset, production listens on 8081 and local mode on none (local
 * servers, tests among them, run side by side on one machine). OPS_HOST defaults to HOST.
 */
export function parseOperatorPort(env: Env, core: { mode: AppMode; port: number; host: string }): OperatorPort {
  const raw = (env.OPS_PORT ?? '').trim().toLowerCase();
  const host = (env.OPS_HOST ?? '').trim() || core.host;
  if (raw === 'off' || (raw === '' && core.mode === 'local')) return { port: null, host };
  if (raw === '') return { port: DEFAULT_OPS_PORT === core.port ? null : DEFAULT_OPS_PORT, host };
  if (!/^\d+$/.test(raw)) throw new ConfigError('OPS_PORT', `must be a port from 1 to 65535 or "off", got "${raw}"`);
  const port = Number(raw);
  if (port < 1 || port > 65535) throw new ConfigError('OPS_PORT', `must be from 1 to 65535, got ${port}`);
  if (port === core.port) throw new ConfigError('OPS_PORT', `must differ from PORT (${core.port})`);
  return { port, host };
}

/** The operator port's paths and the app's path each one asks; anything else is 404 there. */
const OPERATOR_PATHS: Readonly<Record<string, string>> = {
  '/health': '/api/health',
  '/ready': '/api/ready',
  '/metrics': '/metrics',
  // The public port's names answer too, so a probe moves by changing only its port.
  '/api/health': '/api/health',
  '/api/health/live': '/api/health',
  '/api/ready': '/api/ready',
  '/api/health/ready': '/api/ready',
};

type Fetch = (req: Request, env?: unknown) => Response | Promise<Response>;

const notFound = () =>
  new Response(JSON.stringify({ status: 'error', code: 'NOT_FOUND', message: 'Not found' }), {
    status: 404,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });

/**
 * The operator port's handler: a GET (or HEAD) of one of its paths, matched exactly as sent, is
 * asked of the app under the public name, without its query; everything else is refused here and
 * never reaches the app.
 */
function operatorFetch(appFetch: Fetch): Fetch {
  return (req, env) => {
    const url = new URL(req.url);
    const target = Object.hasOwn(OPERATOR_PATHS, url.pathname) ? OPERATOR_PATHS[url.pathname] : undefined;
    if (!target || (req.method !== 'GET' && req.method !== 'HEAD')) return notFound();
    const forwarded = new Request(new URL(target, url.origin), { method: req.method, headers: req.headers });
    return appFetch(forwarded, env);
  };
}

/** Starts the operator listener when one is set; resolves once it listens, with its server. */
export async function listenOperatorPort(
  settings: OperatorPort,
  limits: ReturnType<typeof parseServerLimits>,
  appFetch: Fetch,
  serve: typeof honoServe,
): Promise<Server | null> {
  if (settings.port === null) return null;
  const own = { ...limits, maxConnections: OPS_MAX_CONNECTIONS };
  const server = serve({
    fetch: operatorFetch(appFetch),
    port: settings.port,
    hostname: settings.host,
    serverOptions: serverOptions(own),
  }) as Server;
  applyServerLimits(server, own);
  // A port already taken fails the start; later errors are the server's as on the public port.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return server;
}

declare module '../lib/sections.js' {
  interface OwnSettings {
    /** The operator port (OPS_PORT, OPS_HOST; decision 375). */
    operatorPort: OperatorPort;
  }
}
