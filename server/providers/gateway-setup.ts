/**
 * Picks the card gateway: the beGateway-shaped hosted checkout when GATEWAY_SHOP_ID is set (always
 * in production, where config requires it), else the local sandbox.
 */
import type { Clock } from '../clock.js';
import { type Config, ConfigError } from '../config.js';
import type { Database } from '../db/index.js';
import type { CardGateway } from './gateway.js';
import { beGateway, beGatewaySettings } from './gateway-begateway.js';
import { sandboxGateway } from './gateway-sandbox.js';

export function createCardGateway(config: Config, db: Database, clock: Clock): CardGateway {
  if (config.env.GATEWAY_SHOP_ID) return beGateway(beGatewaySettings(config.env, config.mode === 'production'));
  if (config.mode === 'production') throw new ConfigError('GATEWAY_SHOP_ID', 'is required when APP_MODE=production');
  return sandboxGateway(db, clock);
}
