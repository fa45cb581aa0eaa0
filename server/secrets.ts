/**
 * Server secrets. Production takes them from the environment (config refuses to start without).
 * Local mode generates the ones not set, once, so a restart keeps sessions, encrypted TOTP
 * secrets and deposit addresses valid: on the embedded database into
 * DATA_DIR/local-secrets.json; on PostgreSQL into the database (instance_secrets), so every
 * instance on it signs, encrypts and derives with the same keys.
 * A database that already holds accounts but whose generated secrets are gone refuses to start:
 * new ones would orphan every deposit address and encrypted secret.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { base64 } from '@scure/base';
import { generateMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import webpush from 'web-push';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { whileHoldingStartupLock } from './db/startup-lock.js';
import { ConfigError } from './lib/config-error.js';
import { readSecretsFile, type StoredSecrets, secretsFile, writeSecretsFile } from './local-secrets-file.js';
import type { Logger } from './log.js';
import { CannotStartError } from './start-error.js';

export interface Secrets {
  jwt: Uint8Array;
  data: Uint8Array;
  masterSeed: string;
  /** Web Push (VAPID) key pair, base64url (decision 142). */
  vapid: { publicKey: string; privateKey: string };
}

type Name = keyof StoredSecrets;
type Stored = StoredSecrets;
const NAMES = ['jwt', 'data', 'masterSeed', 'vapidPublic', 'vapidPrivate'] as const;
/** Secrets whose loss orphans data. New VAPID keys only end push subscriptions, which browsers renew. */
const IRREPLACEABLE: readonly Name[] = ['jwt', 'data', 'masterSeed'];
const SETTING = {
  jwt: 'JWT_SECRET',
  data: 'DATA_KEY',
  masterSeed: 'MASTER_SEED',
  vapidPublic: 'VAPID_PUBLIC_KEY',
  vapidPrivate: 'VAPID_PRIVATE_KEY',
} as const;

function checkSeed(seed: string): string {
  const normalized = seed.trim().split(/\s+/).join(' ');
  if (!validateMnemonic(normalized, wordlist)) throw new ConfigError('MASTER_SEED', 'is not a valid BIP-39 mnemonic');
  return normalized;
}

export function generatedSecrets(): Secrets {
  return {
    jwt: randomBytes(32),
    data: randomBytes(32),
    masterSeed: generateMnemonic(wordlist, 256),
    vapid: webpush.generateVAPIDKeys(),
  };
}

function encoded(s: Secrets): Required<Stored> {
  return {
    jwt: base64.encode(s.jwt),
    data: base64.encode(s.data),
    masterSeed: s.masterSeed,
    vapidPublic: s.vapid.publicKey,
    vapidPrivate: s.vapid.privateKey,
  };
}

/** A VAPID pair is used whole: one half given or stored without the other is replaced. */
function pairedVapid(s: Stored): Stored {
  if (s.vapidPublic && s.vapidPrivate) return s;
  const { vapidPublic: _p, vapidPrivate: _k, ...rest } = s;
  return rest;
}

export async function loadSecrets(config: Config, log: Logger, db: Database): Promise<Secrets> {
  if (config.mode === 'production') {
    return {
      jwt: config.jwtSecret!,
      data: config.dataKey!,
      masterSeed: checkSeed(config.masterSeed!),
      vapid: { publicKey: config.vapidPublicKey!, privateKey: config.vapidPrivateKey! },
    };
  }
  const given: Stored = pairedVapid({
    jwt: config.jwtSecret && base64.encode(config.jwtSecret),
    data: config.dataKey && base64.encode(config.dataKey),
    masterSeed: config.masterSeed,
    vapidPublic: config.vapidPublicKey,
    vapidPrivate: config.vapidPrivateKey,
  });
  const needed = NAMES.filter((n) => !given[n]);
  const stored = needed.length === 0 ? {} : await loadGenerated(config, log, db, needed);
  const all = { ...stored, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v)) } as Required<Stored>;
  return {
    jwt: base64.decode(all.jwt),
    data: base64.decode(all.data),
    masterSeed: checkSeed(all.masterSeed),
    vapid: { publicKey: all.vapidPublic, privateKey: all.vapidPrivate },
  };
}

async function holdsAccounts(db: Database): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).execute()).length > 0;
}

function lost(where: string, needed: readonly Name[]): CannotStartError | null {
  needed = needed.filter((n) => IRREPLACEABLE.includes(n));
  if (needed.length === 0) return null;
  return new CannotStartError(
    `${where} holds accounts but its generated secrets are missing; restore them, or set ${needed
      .map((n) => SETTING[n])
      .join(', ')} to the values it was created with (new ones would orphan its deposit addresses and encrypted data)`,
  );
}

async function loadGenerated(config: Config, log: Logger, db: Database, needed: readonly Name[]): Promise<Stored> {
  const file = secretsFile(config.dataDir);
  if (!config.databaseUrl) {
    const stored = pairedVapid(readSecretsFile(file));
    if (needed.every((n) => stored[n])) return stored;
    const missing = lost(
      `The data folder ${config.dataDir}`,
      needed.filter((n) => !stored[n]),
    );
    if (missing && (await holdsAccounts(db))) throw missing;
    const complete = { ...encoded(generatedSecrets()), ...stored };
    writeSecretsFile(config.dataDir, file, complete);
    log.warn('generated local secrets and master seed; local mode only, never use them for real funds', { file });
    return complete;
  }
  return whileHoldingStartupLock(db, 'postgres', async () => {
    const rows = await db.selectFrom('instance_secrets').select(['name', 'value']).execute();
    const stored: Stored = Object.fromEntries(rows.map((r) => [r.name, r.value]));
    if (needed.every((n) => stored[n])) return stored;
    // Secrets an instance generated into its data folder before they were kept in the database.
    const legacy = existsSync(file) ? readSecretsFile(file) : {};
    const gone = lost(
      'The database',
      needed.filter((n) => !(stored[n] ?? legacy[n])),
    );
    if (gone && (await holdsAccounts(db))) throw gone;
    const fresh = encoded(generatedSecrets());
    const missing = needed.filter((n) => !stored[n]).map((n) => ({ name: n, value: legacy[n] ?? fresh[n] }));
    await db.insertInto('instance_secrets').values(missing).execute();
    log.warn('generated local secrets and master seed in the database; local mode only, never use them for real funds');
    return { ...stored, ...Object.fromEntries(missing.map((m) => [m.name, m.value])) };
  });
}
