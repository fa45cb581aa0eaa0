/**
 * The monitoring rules' thresholds (decision 253), one set per region, read at start:
 * MONITORING_<NAME>_AU and MONITORING_<NAME>_EU. Amounts are whole units of the region currency.
 */
import { intSetting } from '../../lib/settings.js';
import type { Region } from './facts.js';

export interface RuleThresholds {
  /** (a) A withdrawal to a new address of at least this percent of a deposit within this many hours. */
  rapidOutflowPercent: number;
  rapidOutflowHours: number;
  /** (b) This many deposits or card buys within `structuringHours`, each under the threshold by at most the margin. */
  structuringThreshold: number;
  structuringMarginPercent: number;
  structuringCount: number;
  structuringHours: number;
  /** (c) A withdrawal within this many hours of a sign-in from a new country or device. */
  accessChangeHours: number;
  /** (d) The last 24 hours' volume at least this multiple of the 90-day daily average, and at least the minimum. */
  volumeMultiple: number;
  volumeMinimum: number;
}

type MonitoringSettings = Record<Region, RuleThresholds>;

/**
 * What the rules are run with: the region's thresholds, and its four-eyes setting (the staff
 * module's FOUR_EYES_WITHDRAWAL_EUR/_AUD, read there once), in whole units of the region currency.
 */
export type RuleLimits = RuleThresholds & { fourEyesWithdrawal: number };

const SETTINGS: Record<keyof RuleThresholds, [name: string, fallback: number, min: number, max: number]> = {
  rapidOutflowPercent: ['RAPID_OUTFLOW_PERCENT', 80, 1, 100],
  rapidOutflowHours: ['RAPID_OUTFLOW_HOURS', 24, 1, 720],
  structuringThreshold: ['STRUCTURING_THRESHOLD', 10_000, 1, 1_000_000_000],
  structuringMarginPercent: ['STRUCTURING_MARGIN_PERCENT', 10, 1, 50],
  structuringCount: ['STRUCTURING_COUNT', 3, 2, 100],
  structuringHours: ['STRUCTURING_HOURS', 72, 1, 720],
  accessChangeHours: ['ACCESS_CHANGE_HOURS', 24, 1, 720],
  volumeMultiple: ['VOLUME_MULTIPLE', 5, 2, 1000],
  volumeMinimum: ['VOLUME_MINIMUM', 5_000, 0, 1_000_000_000],
};

export function parseMonitoringSettings(env: Record<string, string | undefined>): MonitoringSettings {
  const region = (r: Region) =>
    Object.fromEntries(
      Object.entries(SETTINGS).map(([key, [name, fallback, min, max]]) => {
        const full = `MONITORING_${name}_${r}`;
        return [key, intSetting(full, env[full], fallback, min, max)];
      }),
    ) as unknown as RuleThresholds;
  return { AU: region('AU'), EU: region('EU') };
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    /** The monitoring rules' thresholds per region (MONITORING_*_AU, MONITORING_*_EU, decision 253). */
    monitoring: MonitoringSettings;
  }
}
