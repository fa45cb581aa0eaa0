/**
 * TRAVEL_RULE_EXPORT_MAX_DAYS (default 366): the longest period one export of Travel Rule records
 * may span (decision 297). An authority asking for more is answered in several exports.
 */
import type { Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';

export function parseExportMaxDays(env: Env): number {
  return intSetting('TRAVEL_RULE_EXPORT_MAX_DAYS', env.TRAVEL_RULE_EXPORT_MAX_DAYS, 366, 1, 3660);
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    /** The longest period of one Travel Rule records export, in days (TRAVEL_RULE_EXPORT_MAX_DAYS, decision 297). */
    travelRuleExportMaxDays: number;
  }
}
