/**
 * The Travel Rule protocol settings, read at start: TRAVEL_RULE_TIMEOUT_MS (how long an inquiry
 * waits for a provider's reply). Production always speaks TRP; local mode uses the sandbox
 * counterparty unless TRAVEL_RULE_PROTOCOL=trp. The sandbox never answers in production.
 */
import { ConfigError } from '../../lib/config-error.js';
import type { AppMode, Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';

type TravelRuleSettings = { kind: 'trp'; timeoutMs: number } | { kind: 'sandbox' };

export function parseTravelRuleSettings(env: Env, mode: AppMode): TravelRuleSettings {
  const protocol = env.TRAVEL_RULE_PROTOCOL || (mode === 'production' ? 'trp' : 'sandbox');
  if (protocol !== 'trp' && protocol !== 'sandbox')
    throw new ConfigError('TRAVEL_RULE_PROTOCOL', 'must be trp or sandbox');
  if (protocol === 'sandbox') {
    if (mode === 'production')
      throw new ConfigError('TRAVEL_RULE_PROTOCOL', 'cannot be sandbox when APP_MODE=production');
    return { kind: 'sandbox' };
  }
  return {
    kind: 'trp',
    timeoutMs: intSetting('TRAVEL_RULE_TIMEOUT_MS', env.TRAVEL_RULE_TIMEOUT_MS, 10_000, 500, 60_000),
  };
}
