/**
 * The chain settings, read at start: CHAIN_SERVICE_URL and CHAIN_SERVICE_TOKEN (the custody
 * service; required in production), CHAIN_POLL_MS; in local mode without a service, the sandbox
 * chain's SANDBOX_CHAIN_DELAY_MS and SANDBOX_NETWORK_FEES.
 */

import { ConfigError } from '../../lib/config-error.js';
import type { AppMode, Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';
import { type NetworkFees, sandboxNetworkFees } from './network-fees.js';

export type ChainSettings =
  | { kind: 'custody'; url: string; token: string; pollMs: number }
  | { kind: 'sandbox'; confirmDelayMs: number; fees: NetworkFees };

export function parseChainSettings(env: Env, mode: AppMode): ChainSettings {
  const url = env.CHAIN_SERVICE_URL;
  if (url) {
    const token = env.CHAIN_SERVICE_TOKEN;
    if (!token) throw new ConfigError('CHAIN_SERVICE_TOKEN', 'is required with CHAIN_SERVICE_URL');
    try {
      if (!['https:', 'http:'].includes(new URL(url).protocol)) throw new Error();
    } catch {
      throw new ConfigError('CHAIN_SERVICE_URL', 'must be an http:// or https:// URL');
    }
    return { kind: 'custody', url, token, pollMs: intSetting('CHAIN_POLL_MS', env.CHAIN_POLL_MS, 5_000, 100, 600_000) };
  }
  if (mode === 'production')
    throw new ConfigError(
      'CHAIN_SERVICE_URL',
      'is required when APP_MODE=production (the sandbox chain is local only)',
    );
  return {
    kind: 'sandbox',
    confirmDelayMs: intSetting('SANDBOX_CHAIN_DELAY_MS', env.SANDBOX_CHAIN_DELAY_MS, 3_000, 0, 3_600_000),
    fees: sandboxNetworkFees(env.SANDBOX_NETWORK_FEES),
  };
}
