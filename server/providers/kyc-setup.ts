/** Chooses the identity-verification provider: Sumsub when configured, else the local sandbox. */
import type { Clock } from '../clock.js';
import { type Config, ConfigError } from '../config.js';
import type { Database } from '../db/index.js';
import type { KycProvider } from './kyc.js';
import { sandboxKyc } from './kyc-sandbox.js';
import { sumsubKyc } from './kyc-sumsub.js';

export const SUMSUB_DEFAULT_BASE_URL = 'https://api.sumsub.com';
export const SUMSUB_DEFAULT_LEVEL = 'basic-kyc-level';

export function createKycProvider(config: Config, db: Database, clock: Clock): KycProvider {
  const env = config.env;
  const appToken = env.SUMSUB_APP_TOKEN;
  const secretKey = env.SUMSUB_SECRET_KEY;
  if (!appToken || !secretKey) {
    if (config.mode === 'production') throw new ConfigError('SUMSUB_APP_TOKEN', 'is required when APP_MODE=production');
    return sandboxKyc(db, clock);
  }
  const webhookSecret = env.SUMSUB_WEBHOOK_SECRET ?? '';
  if (!webhookSecret && config.mode === 'production')
    throw new ConfigError('SUMSUB_WEBHOOK_SECRET', 'is required when APP_MODE=production');
  const baseUrl = env.SUMSUB_BASE_URL || SUMSUB_DEFAULT_BASE_URL;
  try {
    new URL(baseUrl);
  } catch {
    throw new ConfigError('SUMSUB_BASE_URL', 'is not a valid URL');
  }
  return sumsubKyc({
    baseUrl,
    appToken,
    secretKey,
    webhookSecret,
    levelName: env.SUMSUB_LEVEL_NAME || SUMSUB_DEFAULT_LEVEL,
    nowSeconds: () => Math.floor(clock.now().getTime() / 1000),
  });
}
