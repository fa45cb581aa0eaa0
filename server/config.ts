/**
 * The core settings, read once from the environment at start, with local defaults and validation,
 * and the shape of the whole configuration: the core plus the sections the providers, the modules
 * and the HTTP server declare beside their own parsers (lib/sections.ts). load-config.ts reads
 * them all. A bad value stops the start with one clear line naming the setting (ConfigError).
 * Nothing reads the environment later.
 */
import { base64 } from '@scure/base';
import { DEV_TRANSPORT_KEY } from '../contract/envelope.js';
import { ConfigError } from './lib/config-error.js';
import type { AppMode, Env } from './lib/env.js';
import type { OwnSettings, ProviderSettings } from './lib/sections.js';
import { urlSetting } from './lib/settings.js';

/** The settings every part may read, owned by none of them. */
interface CoreConfig {
  mode: AppMode;
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Public origin of the app, used in emails and payment return addresses. */
  publicUrl: string;
  transportKey: Uint8Array;
  usesDevTransportKey: boolean;
  /** HMAC key for access tokens; undefined in local mode until generated into DATA_DIR. */
  jwtSecret: Uint8Array | undefined;
  /** Key that encrypts secrets at rest (TOTP secrets); same local rule. */
  dataKey: Uint8Array | undefined;
  masterSeed: string | undefined;
  /** Web Push (VAPID) key pair, base64url; generated like the other secrets in local mode. */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Contact the push services may use about this server's pushes (mailto: or https:). */
  vapidSubject: string;
  trustProxy: boolean;
  defaultCountry: string;
  /** Origins the CSP allows as frames (real identity and payment providers). */
  frameOrigins: string[];
  logLevel: 'debug' | 'info' | 'warn' | 'error';
}

/** Everything the server was started with: the core, each module's section, each provider's. */
export interface Config extends CoreConfig, OwnSettings {
  /** The adapters to third parties: which one runs, and its settings. */
  providers: ProviderSettings;
}

function key32(name: string, value: string): Uint8Array {
  let bytes: Uint8Array;
  try {
    bytes = base64.decode(value.trim());
  } catch {
    throw new ConfigError(name, 'must be 32 bytes encoded as base64 (openssl rand -base64 32)');
  }
  if (bytes.length !== 32) throw new ConfigError(name, `must be 32 bytes encoded as base64, got ${bytes.length} bytes`);
  return bytes;
}

function port(value: string): number {
  if (!/^\d+$/.test(value)) throw new ConfigError('PORT', `must be a whole number from 1 to 65535, got "${value}"`);
  const n = Number(value);
  if (n < 1 || n > 65535) throw new ConfigError('PORT', `must be from 1 to 65535, got ${n}`);
  return n;
}

function bool(name: string, value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  if (['1', 'true', 'yes'].includes(value.toLowerCase())) return true;
  if (['0', 'false', 'no'].includes(value.toLowerCase())) return false;
  throw new ConfigError(name, `must be true or false, got "${value}"`);
}

const url = urlSetting;

/** Settings that production refuses to run without (real providers, real keys). */
export const PRODUCTION_REQUIRED = [
  'TRANSPORT_KEY',
  'JWT_SECRET',
  'DATA_KEY',
  'MASTER_SEED',
  'PUBLIC_URL',
  'SMTP_URL',
  'SUMSUB_APP_TOKEN',
  'SUMSUB_SECRET_KEY',
  'SUMSUB_WEBHOOK_SECRET',
  'GATEWAY_SHOP_ID',
  'GATEWAY_SECRET_KEY',
  'GATEWAY_PUBLIC_KEY',
  'VAPID_PUBLIC_KEY',
  'VAPID_PRIVATE_KEY',
] as const;

/** A VAPID key as web-push generates it: base64url of a P-256 point (65 bytes) or scalar (32). */
function vapidKey(name: string, value: string | undefined, bytes: number): string | undefined {
  if (value === undefined || value === '') return undefined;
  const v = value.trim();
  if (!/^[A-Za-z0-9_-]+$/.test(v) || Buffer.from(v, 'base64url').length !== bytes)
    throw new ConfigError(name, `must be ${bytes} bytes encoded as base64url (npx web-push generate-vapid-keys)`);
  return v;
}

export function loadCoreConfig(env: Env): CoreConfig {
  const modeRaw = env.APP_MODE ?? 'local';
  if (modeRaw !== 'local' && modeRaw !== 'production')
    throw new ConfigError('APP_MODE', `must be "local" or "production", got "${modeRaw}"`);
  const mode: AppMode = modeRaw;

  if (mode === 'production') {
    const [firstMissing, ...more] = PRODUCTION_REQUIRED.filter((k) => !env[k]);
    const missing = firstMissing ? [firstMissing, ...more] : [];
    if (firstMissing)
      throw new ConfigError(firstMissing, `is required when APP_MODE=production (missing: ${missing.join(', ')})`);
  }

  const transportRaw = env.TRANSPORT_KEY || DEV_TRANSPORT_KEY;
  const transportKey = key32('TRANSPORT_KEY', transportRaw);
  const usesDevTransportKey = transportRaw.trim() === DEV_TRANSPORT_KEY;
  if (mode === 'production' && usesDevTransportKey)
    throw new ConfigError('TRANSPORT_KEY', 'the development key is refused when APP_MODE=production');

  const p = port(env.PORT ?? '8080');
  const logLevel = env.LOG_LEVEL ?? 'info';
  if (!['debug', 'info', 'warn', 'error'].includes(logLevel))
    throw new ConfigError('LOG_LEVEL', `must be debug, info, warn or error, got "${logLevel}"`);

  const defaultCountry = (env.DEFAULT_COUNTRY ?? 'AU').toUpperCase();
  if (!/^[A-Z]{2}$/.test(defaultCountry))
    throw new ConfigError('DEFAULT_COUNTRY', `must be a two-letter country code, got "${env.DEFAULT_COUNTRY}"`);

  const frameOrigins = (env.FRAME_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((o) => {
      url('FRAME_ORIGINS', o, ['https:', 'http:']);
      return new URL(o).origin;
    });

  return {
    mode,
    // Local mode serves the sandbox mailbox (every emailed code): only this machine may reach it.
    host: env.HOST || (mode === 'local' ? '127.0.0.1' : '0.0.0.0'),
    port: p,
    dataDir: env.DATA_DIR || './data',
    databaseUrl: url('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:']),
    publicUrl: (url('PUBLIC_URL', env.PUBLIC_URL, ['https:', 'http:']) ?? `http://localhost:${p}`).replace(/\/$/, ''),
    transportKey,
    usesDevTransportKey,
    jwtSecret: env.JWT_SECRET ? key32('JWT_SECRET', env.JWT_SECRET) : undefined,
    dataKey: env.DATA_KEY ? key32('DATA_KEY', env.DATA_KEY) : undefined,
    masterSeed: env.MASTER_SEED || undefined,
    vapidPublicKey: vapidKey('VAPID_PUBLIC_KEY', env.VAPID_PUBLIC_KEY, 65),
    vapidPrivateKey: vapidKey('VAPID_PRIVATE_KEY', env.VAPID_PRIVATE_KEY, 32),
    vapidSubject: url('VAPID_SUBJECT', env.VAPID_SUBJECT, ['mailto:', 'https:']) ?? 'mailto:support@coinvault.example',
    trustProxy: bool('TRUST_PROXY', env.TRUST_PROXY, false),
    defaultCountry,
    frameOrigins,
    logLevel: logLevel as Config['logLevel'],
  };
}
