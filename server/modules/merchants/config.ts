/**
 * The merchants the platform operates, one per region: MERCHANTS (JSON) or MERCHANTS_FILE (a path
 * to the same JSON). Local mode without either uses the two demo merchants below; production
 * refuses to start without them (decision 051). A bad value stops the start with one clear line.
 */
import { readFileSync } from 'node:fs';
import { DEFAULT_MERCHANT_FIRST_NAME, hasControlCharacters } from '../../../contract/merchants.js';
import { ConfigError } from '../../lib/config-error.js';
import type { AppMode, Env } from '../../lib/env.js';

export const REGIONS = ['EU', 'AU'] as const;
export type Region = (typeof REGIONS)[number];

export interface MerchantConfig {
  merchant_id: string;
  first_name: string;
  last_name: string;
  region: Region;
}

/** Local demo merchants. The AU one carries the default first name of the admin dropdown. */
export const LOCAL_MERCHANTS: readonly MerchantConfig[] = [
  { merchant_id: 'merchant-au', first_name: DEFAULT_MERCHANT_FIRST_NAME, last_name: 'Pay AU', region: 'AU' },
  { merchant_id: 'merchant-eu', first_name: 'Amber', last_name: 'Pay EU', region: 'EU' },
];

const ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const NAME_MAX = 60;

/** EUR customers are served by the EU merchant, everyone else by the AU one. */
export function regionForCurrency(currency: string | null | undefined): Region {
  return currency === 'EUR' ? 'EU' : 'AU';
}

function nameField(setting: string, i: number, key: string, value: unknown, required: boolean): string {
  if (value === undefined && !required) return '';
  if (typeof value !== 'string') throw new ConfigError(setting, `entry ${i + 1}: ${key} must be text`);
  const v = value.trim();
  if (required && v === '') throw new ConfigError(setting, `entry ${i + 1}: ${key} is required`);
  if (v.length > NAME_MAX)
    throw new ConfigError(setting, `entry ${i + 1}: ${key} is longer than ${NAME_MAX} characters`);
  if (hasControlCharacters(v)) throw new ConfigError(setting, `entry ${i + 1}: ${key} has control characters`);
  return v;
}

/** Checks a parsed MERCHANTS value: a list with exactly one merchant for each region. */
function validateMerchants(setting: string, value: unknown): MerchantConfig[] {
  if (!Array.isArray(value)) throw new ConfigError(setting, 'must be a JSON list of merchants');
  const out: MerchantConfig[] = value.map((raw, i) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      throw new ConfigError(setting, `entry ${i + 1} must be an object`);
    const o = raw as Record<string, unknown>;
    const known = new Set(['merchant_id', 'first_name', 'last_name', 'region']);
    const unknown = Object.keys(o).filter((k) => !known.has(k));
    if (unknown.length > 0) throw new ConfigError(setting, `entry ${i + 1}: unknown field ${unknown[0]}`);
    if (typeof o.merchant_id !== 'string' || !ID.test(o.merchant_id))
      throw new ConfigError(
        setting,
        `entry ${i + 1}: merchant_id must be 1 to 64 letters, digits, '-' or '_', starting with a letter or digit`,
      );
    if (o.region !== 'EU' && o.region !== 'AU')
      throw new ConfigError(setting, `entry ${i + 1}: region must be "EU" or "AU"`);
    return {
      merchant_id: o.merchant_id,
      first_name: nameField(setting, i, 'first_name', o.first_name, true),
      last_name: nameField(setting, i, 'last_name', o.last_name, false),
      region: o.region,
    };
  });
  const ids = new Set<string>();
  for (const m of out) {
    if (ids.has(m.merchant_id)) throw new ConfigError(setting, `merchant_id "${m.merchant_id}" appears twice`);
    ids.add(m.merchant_id);
  }
  for (const region of REGIONS) {
    const n = out.filter((m) => m.region === region).length;
    if (n !== 1) throw new ConfigError(setting, `needs exactly one merchant for region ${region}, got ${n}`);
  }
  return out;
}

function parseJson(setting: string, text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ConfigError(setting, 'is not valid JSON');
  }
}

/** The configured merchants, validated. */
export function loadMerchantConfig(env: Env, mode: AppMode): MerchantConfig[] {
  const inline = env.MERCHANTS;
  const file = env.MERCHANTS_FILE;
  if (inline && file) throw new ConfigError('MERCHANTS', 'set MERCHANTS or MERCHANTS_FILE, not both');
  if (inline) return validateMerchants('MERCHANTS', parseJson('MERCHANTS', inline));
  if (file) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      throw new ConfigError('MERCHANTS_FILE', `cannot read ${file}`);
    }
    return validateMerchants('MERCHANTS_FILE', parseJson('MERCHANTS_FILE', text));
  }
  if (mode === 'production')
    throw new ConfigError('MERCHANTS', 'is required when APP_MODE=production (or MERCHANTS_FILE)');
  return LOCAL_MERCHANTS.map((m) => ({ ...m }));
}

declare module '../../lib/sections.js' {
  interface OwnSettings {
    merchants: MerchantConfig[];
  }
}
