/**
 * The card gateway settings, read at start: the beGateway shop (GATEWAY_SHOP_ID and the rest,
 * begateway.ts; required in production), else in local mode the sandbox gateway.
 */
import { ConfigError } from '../../lib/config-error.js';
import type { AppMode, Env } from '../../lib/env.js';
import { type BeGatewaySettings, beGatewaySettings } from './begateway.js';

export type GatewaySettings = ({ kind: 'begateway' } & BeGatewaySettings) | { kind: 'sandbox' };

export function parseGatewaySettings(env: Env, mode: AppMode): GatewaySettings {
  if (env.GATEWAY_SHOP_ID) return { kind: 'begateway', ...beGatewaySettings(env, mode === 'production') };
  if (mode === 'production') throw new ConfigError('GATEWAY_SHOP_ID', 'is required when APP_MODE=production');
  return { kind: 'sandbox' };
}
