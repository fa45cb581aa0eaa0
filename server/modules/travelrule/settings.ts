/**
 * The self-hosted thresholds (decision 248), whole units of the region currency, read at start:
 * TRAVEL_RULE_THRESHOLD_EUR (EU customers, default 1,000) and TRAVEL_RULE_THRESHOLD_AUD
 * (Australian customers, default 1,000).
 */
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

declare module '../../lib/sections.js' {
  interface OwnSettings {
    /** Above these, a self-hosted address needs proof of control (TRAVEL_RULE_THRESHOLD_*, decision 248). */
    travelRuleThresholds: ThresholdSettings;
  }
}
