/**
 * The screening settings, read at start: SCREENING_API_KEY (required in production), SCREENING_URL
 * (default Chainalysis' sanctions API) and SCREENING_TIMEOUT_MS; without a key, in local mode, the
 * local OFAC SDN list. The local list never screens in production: it is a copy that ages.
 */
import { ConfigError } from '../../lib/config-error.js';
import type { AppMode, Env } from '../../lib/env.js';
import { intSetting } from '../../lib/settings.js';
import type { ScreeningServiceSettings } from './chainalysis.js';

const DEFAULT_URL = 'https://public.chainalysis.com/api/v1/address/';

type ScreeningSettings = ({ kind: 'service' } & ScreeningServiceSettings) | { kind: 'local' };

export function parseScreeningSettings(env: Env, mode: AppMode): ScreeningSettings {
  const apiKey = env.SCREENING_API_KEY ?? '';
  if (!apiKey) {
    if (mode === 'production') throw new ConfigError('SCREENING_API_KEY', 'is required when APP_MODE=production');
    return { kind: 'local' };
  }
  const url = env.SCREENING_URL || DEFAULT_URL;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ConfigError('SCREENING_URL', 'is not a valid URL');
  }
  if (parsed.protocol !== 'https:' && mode === 'production')
    throw new ConfigError('SCREENING_URL', 'must be https when APP_MODE=production');
  return {
    kind: 'service',
    url,
    apiKey,
    timeoutMs: intSetting('SCREENING_TIMEOUT_MS', env.SCREENING_TIMEOUT_MS, 5000, 500, 60_000),
  };
}
