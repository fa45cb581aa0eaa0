/**
 * Withdrawal limits per tier and window (decision 135), in whole units of the account's region
 * currency (AUD or EUR, decision 173), read from the environment with the rest of the settings at start (config.withdrawalLimits):
 * - WITHDRAW_LIMIT_24H, WITHDRAW_LIMIT_30D: a verified customer (defaults 25,000 and 100,000);
 * - WITHDRAW_LIMIT_2FA_24H, WITHDRAW_LIMIT_2FA_30D: verified with 2FA on (100,000 and 500,000).
 * An unverified customer may not withdraw at all (KYC_REQUIRED comes first), so their limit is 0.
 */
import type { LimitTier, LimitWindow } from '../../../contract/withdrawal-limits.js';
import { ConfigError } from '../../lib/config-error.js';
import { intSetting } from '../../lib/settings.js';

type TierLimits = Record<LimitWindow, number>;
type WithdrawalLimitSettings = Record<LimitTier, TierLimits>;

const MAX = 1_000_000_000;

function tier(env: Record<string, string | undefined>, prefix: string, day: number, month: number): TierLimits {
  const dayName = `${prefix}_24H`;
  const monthName = `${prefix}_30D`;
  const limits = {
    '24h': intSetting(dayName, env[dayName], day, 0, MAX),
    '30d': intSetting(monthName, env[monthName], month, 0, MAX),
  };
  if (limits['24h'] > limits['30d'])
    throw new ConfigError(dayName, `must not be above ${monthName} (${limits['30d']}), got ${limits['24h']}`);
  return limits;
}

export function parseWithdrawalLimitSettings(env: Record<string, string | undefined>): WithdrawalLimitSettings {
  return {
    unverified: { '24h': 0, '30d': 0 },
    verified: tier(env, 'WITHDRAW_LIMIT', 25_000, 100_000),
    verified_2fa: tier(env, 'WITHDRAW_LIMIT_2FA', 100_000, 500_000),
  };
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    /** Withdrawal limits per tier and window (WITHDRAW_LIMIT_*, decision 135). */
    withdrawalLimits: WithdrawalLimitSettings;
  }
}
