/**
 * The identity-check settings, read at start: Sumsub's SUMSUB_APP_TOKEN, SUMSUB_SECRET_KEY,
 * SUMSUB_WEBHOOK_SECRET (all required in production), SUMSUB_BASE_URL and SUMSUB_LEVEL_NAME;
 * without them, in local mode, the sandbox.
 */
import { ConfigError } from '../../lib/config-error.js';
import type { AppMode, Env } from '../../lib/env.js';

const SUMSUB_DEFAULT_BASE_URL = 'https://api.sumsub.com';
const SUMSUB_DEFAULT_LEVEL = 'basic-kyc-level';

export type KycSettings =
  | { kind: 'sumsub'; baseUrl: string; appToken: string; secretKey: string; webhookSecret: string; levelName: string }
  | { kind: 'sandbox' };

export function parseKycSettings(env: Env, mode: AppMode): KycSettings {
  const appToken = env.SUMSUB_APP_TOKEN;
  const secretKey = env.SUMSUB_SECRET_KEY;
  if (!appToken || !secretKey) {
    if (mode === 'production') throw new ConfigError('SUMSUB_APP_TOKEN', 'is required when APP_MODE=production');
    return { kind: 'sandbox' };
  }
  const webhookSecret = env.SUMSUB_WEBHOOK_SECRET ?? '';
  if (!webhookSecret && mode === 'production')
    throw new ConfigError('SUMSUB_WEBHOOK_SECRET', 'is required when APP_MODE=production');
  const baseUrl = env.SUMSUB_BASE_URL || SUMSUB_DEFAULT_BASE_URL;
  try {
    new URL(baseUrl);
  } catch {
    throw new ConfigError('SUMSUB_BASE_URL', 'is not a valid URL');
  }
  return {
    kind: 'sumsub',
    baseUrl,
    appToken,
    secretKey,
    webhookSecret,
    levelName: env.SUMSUB_LEVEL_NAME || SUMSUB_DEFAULT_LEVEL,
  };
}
