/**
 * What one HTTP server holds open (decision 169), so slow or idle clients cannot use up the
 * process: a request's headers must arrive within HTTP_HEADERS_TIMEOUT_MS (slowloris), the whole
 * request within HTTP_REQUEST_TIMEOUT_MS, a kept-alive connection may wait
 * HTTP_KEEP_ALIVE_TIMEOUT_MS for its next request, a socket silent for HTTP_IDLE_TIMEOUT_MS is
 * closed, and beyond HTTP_MAX_CONNECTIONS open connections new ones are closed as they arrive.
 */
import type { Server, ServerOptions } from 'node:http';
import type { Env } from '../lib/env.js';
import { intSetting } from '../lib/settings.js';

interface ServerLimits {
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  keepAliveTimeoutMs: number;
  idleTimeoutMs: number;
  maxConnections: number;
}

export function parseServerLimits(env: Env): ServerLimits {
  const headersTimeoutMs = intSetting('HTTP_HEADERS_TIMEOUT_MS', env.HTTP_HEADERS_TIMEOUT_MS, 10_000, 500, 120_000);
  return {
    headersTimeoutMs,
    // Node requires the whole request's limit to be at least the headers' one.
    requestTimeoutMs: intSetting(
      'HTTP_REQUEST_TIMEOUT_MS',
      env.HTTP_REQUEST_TIMEOUT_MS,
      Math.max(30_000, headersTimeoutMs),
      headersTimeoutMs,
      600_000,
    ),
    keepAliveTimeoutMs: intSetting('HTTP_KEEP_ALIVE_TIMEOUT_MS', env.HTTP_KEEP_ALIVE_TIMEOUT_MS, 5_000, 100, 120_000),
    idleTimeoutMs: intSetting('HTTP_IDLE_TIMEOUT_MS', env.HTTP_IDLE_TIMEOUT_MS, 120_000, 1_000, 3_600_000),
    maxConnections: intSetting('HTTP_MAX_CONNECTIONS', env.HTTP_MAX_CONNECTIONS, 1_000, 1, 100_000),
  };
}

/** Options fixed when the server is created. */
export function serverOptions(l: ServerLimits): ServerOptions {
  return {
    headersTimeout: l.headersTimeoutMs,
    requestTimeout: l.requestTimeoutMs,
    keepAliveTimeout: l.keepAliveTimeoutMs,
    // How often node looks for requests past their time: often enough that a short limit holds.
    connectionsCheckingInterval: Math.min(1_000, Math.ceil(l.headersTimeoutMs / 2)),
  };
}

/** The limits set on the running server (the options above apply at creation only). */
export function applyServerLimits(server: Server, l: ServerLimits): void {
  server.headersTimeout = l.headersTimeoutMs;
  server.requestTimeout = l.requestTimeoutMs;
  server.keepAliveTimeout = l.keepAliveTimeoutMs;
  server.maxConnections = l.maxConnections;
  server.setTimeout(l.idleTimeoutMs);
}

declare module '../lib/sections.js' {
  interface OwnSettings {
    /** Timeouts and the connection cap of the HTTP server (HTTP_*, decision 169). */
    http: ServerLimits;
  }
}
