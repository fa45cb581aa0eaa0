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
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { base64 } from '@scure/base';
import { generateMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { Config } from './config.js';
import type { Database } from './db/index.js';
import { whileHoldingStartupLock } from './db/startup-lock.js';
import { ConfigError } from './lib/config-error.js';
import type { Logger } from './log.js';
import { CannotStartError } from './start-error.js';

export interface Secrets {
  jwt: Uint8Array;
  data: Uint8Array;
  masterSeed: string;
}

type Stored = Partial<Record<'jwt' | 'data' | 'masterSeed', string>>;
const NAMES = ['jwt', 'data', 'masterSeed'] as const;
const SETTING = { jwt: 'JWT_SECRET', data: 'DATA_KEY', masterSeed: 'MASTER_SEED' } as const;

function checkSeed(seed: string): string {
  const normalized = seed.trim().split(/\s+/).join(' ');
  if (!validateMnemonic(normalized, wordlist)) throw new ConfigError('MASTER_SEED', 'is not a valid BIP-39 mnemonic');
  return normalized;
}

export function generatedSecrets(): Secrets {
  return { jwt: randomBytes(32), data: randomBytes(32), masterSeed: generateMnemonic(wordlist, 256) };
}

function encoded(s: Secrets): Required<Stored> {
  return { jwt: base64.encode(s.jwt), data: base64.encode(s.data), masterSeed: s.masterSeed };
}

export async function loadSecrets(config: Config, log: Logger, db: Database): Promise<Secrets> {
  if (config.mode === 'production') {
    return { jwt: config.jwtSecret!, data: config.dataKey!, masterSeed: checkSeed(config.masterSeed!) };
  }
  const given: Stored = {
    jwt: config.jwtSecret && base64.encode(config.jwtSecret),
    data: config.dataKey && base64.encode(config.dataKey),
    masterSeed: config.masterSeed,
  };
  const needed = NAMES.filter((n) => !given[n]);
  const stored = needed.length === 0 ? {} : await loadGenerated(config, log, db, needed);
  const all = { ...stored, ...Object.fromEntries(Object.entries(given).filter(([, v]) => v)) } as Required<Stored>;
  return { jwt: base64.decode(all.jwt), data: base64.decode(all.data), masterSeed: checkSeed(all.masterSeed) };
}

async function holdsAccounts(db: Database): Promise<boolean> {
  return (await db.selectFrom('users').select('id').limit(1).execute()).length > 0;
}

function lost(where: string, needed: readonly (keyof Stored)[]): CannotStartError {
  return new CannotStartError(
    `${where} holds accounts but its generated secrets are missing; restore them, or set ${needed
      .map((n) => SETTING[n])
      .join(', ')} to the values it was created with (new ones would orphan its deposit addresses and encrypted data)`,
  );
}

async function loadGenerated(
  config: Config,
  log: Logger,
  db: Database,
  needed: readonly (keyof Stored)[],
): Promise<Stored> {
  const file = join(config.dataDir, 'local-secrets.json');
  if (!config.databaseUrl) {
    const stored = readSecretsFile(file);
    if (needed.every((n) => stored[n])) return stored;
    if (await holdsAccounts(db)) throw lost(`The data folder ${config.dataDir}`, needed);
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
    const adopted = needed.every((n) => stored[n] ?? legacy[n]);
    if (!adopted && (await holdsAccounts(db))) throw lost('The database', needed);
    const fresh = encoded(generatedSecrets());
    const missing = needed.filter((n) => !stored[n]).map((n) => ({ name: n, value: legacy[n] ?? fresh[n] }));
    await db.insertInto('instance_secrets').values(missing).execute();
    log.warn('generated local secrets and master seed in the database; local mode only, never use them for real funds');
    return { ...stored, ...Object.fromEntries(missing.map((m) => [m.name, m.value])) };
  });
}

function readSecretsFile(file: string): Stored {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Stored;
  } catch (e) {
    throw new CannotStartError(`cannot read the secrets in ${file}: ${(e as Error).message}`);
  }
}

function writeSecretsFile(dataDir: string, file: string, secrets: Stored): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  } catch (e) {
    throw new CannotStartError(
      `cannot write the secrets to ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
}
