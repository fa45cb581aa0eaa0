/**
 * Reading a whole-number setting: absent or empty gives the default; anything else must be a
 * whole number within bounds, or the start ends with the setting's name and what was wrong.
 */
import { ConfigError } from './config-error.js';

export function intSetting(
  name: string,
  value: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d+$/.test(value)) throw new ConfigError(name, `must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw new ConfigError(name, `must be from ${min} to ${max}, got ${n}`);
  return n;
}

/** Reading an address setting: absent or empty gives undefined; else a URL with one of the protocols. */
export function urlSetting(name: string, value: string | undefined, protocols: string[]): string | undefined {
  if (value === undefined || value === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new ConfigError(name, `is not a valid URL`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  return value;
}
