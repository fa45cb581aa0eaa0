/**
 * Operating settings (decision 238): METRICS_TOKEN, the bearer token a Prometheus scrape of
 * /metrics must carry. Without it /metrics answers 401 to everyone.
 */
import { ConfigError } from '../../lib/config-error.js';
import type { Env } from '../../lib/env.js';

interface OpsSettings {
  metricsToken: string | null;
}

export function parseOpsSettings(env: Env): OpsSettings {
  const token = (env.METRICS_TOKEN ?? '').trim();
  if (token && (token.length < 24 || token.length > 256 || !/^[\x21-\x7e]+$/.test(token)))
    throw new ConfigError('METRICS_TOKEN', 'must be 24 to 256 printable characters without spaces');
  return { metricsToken: token || null };
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    /** The metrics scrape token (METRICS_TOKEN, decision 238). */
    ops: OpsSettings;
  }
}
