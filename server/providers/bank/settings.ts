/**
 * The bank provider settings, read at start: Airwallex (BANK_CLIENT_ID and the rest,
 * airwallex.ts; required in production), else in local mode the sandbox bank.
 */
import { ConfigError } from '../../lib/config-error.js';
import type { AppMode, Env } from '../../lib/env.js';
import { type AirwallexSettings, airwallexSettings } from './airwallex.js';

export type BankSettings = ({ kind: 'airwallex' } & AirwallexSettings) | { kind: 'sandbox' };

export function parseBankSettings(env: Env, mode: AppMode): BankSettings {
  if (env.BANK_CLIENT_ID) return { kind: 'airwallex', ...airwallexSettings(env, mode === 'production') };
  if (mode === 'production') throw new ConfigError('BANK_CLIENT_ID', 'is required when APP_MODE=production');
  return { kind: 'sandbox' };
}
