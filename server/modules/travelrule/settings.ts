/**
 * The self-hosted thresholds (decision 248), whole units of the region currency, read at start:
 * TRAVEL_RULE_THRESHOLD_EUR (EU customers, default 1,000) and TRAVEL_RULE_THRESHOLD_AUD
 * (Australian customers, default 1,000).
 */
import { ConfigError } from '../../lib/config-error.js';
import type { Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';
import type { ThresholdSettings } from './threshold.js';

const MAX = 1_000_000_000;

export function parseThresholdSettings(env: Env): ThresholdSettings {
  return {
    eur: intSetting('TRAVEL_RULE_THRESHOLD_EUR', env.TRAVEL_RULE_THRESHOLD_EUR, 1000, 0, MAX),
    aud: intSetting('TRAVEL_RULE_THRESHOLD_AUD', env.TRAVEL_RULE_THRESHOLD_AUD, 1000, 0, MAX),
  };
}

/**
 * TRAVEL_RULE_ANSWER_SECONDS (default 600): how long a withdrawal waits for the receiving
 * provider's answer before it fails and its funds return (decision 272).
 */
export function parseAnswerWaitMs(env: Env): number {
  return intSetting('TRAVEL_RULE_ANSWER_SECONDS', env.TRAVEL_RULE_ANSWER_SECONDS, 600, 1, 86_400) * 1000;
}

/**
 * TRAVEL_RULE_PROVIDER_ENDPOINTS (decision 295): the TRP inquiry addresses of listed providers, as
 * `id=https://…` pairs separated by commas. A withdrawal to a provider with one is sent its
 * information and waits for its answer; a provider without one is held for compliance review.
 */
export function parseProviderEndpoints(env: Env, known: (id: string) => boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (env.TRAVEL_RULE_PROVIDER_ENDPOINTS ?? '').split(',').map((p) => p.trim())) {
    if (!pair) continue;
    const at = pair.indexOf('=');
    const id = pair.slice(0, at).trim();
    const url = pair.slice(at + 1).trim();
    if (at < 1 || !known(id))
      throw new ConfigError('TRAVEL_RULE_PROVIDER_ENDPOINTS', `"${pair.slice(0, 40)}" does not name a listed provider`);
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (parsed?.protocol !== 'https:')
      throw new ConfigError('TRAVEL_RULE_PROVIDER_ENDPOINTS', `the address for ${id} must be an https URL`);
    out[id] = parsed.toString();
  }
  return out;
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    /** How long a withdrawal waits for the receiving provider (TRAVEL_RULE_ANSWER_SECONDS, decision 272). */
    travelRuleAnswerWaitMs: number;
    /** Above these, a self-hosted address needs proof of control (TRAVEL_RULE_THRESHOLD_*, decision 248). */
    travelRuleThresholds: ThresholdSettings;
    /** Listed providers' TRP inquiry addresses (TRAVEL_RULE_PROVIDER_ENDPOINTS, decision 295). */
    travelRuleEndpoints: Record<string, string>;
  }
}
