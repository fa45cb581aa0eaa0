/**
 * Server secrets. Production takes them from the environment (config refuses to start without).
 * Local mode generates them once into DATA_DIR/local-secrets.json with a warning, so a restart
 * keeps sessions, encrypted TOTP secrets and deposit addresses valid.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { base64 } from '@scure/base';
import { generateMnemonic, validateMnemonic } from '@scure/bip39';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import { type Config, ConfigError } from './config.js';
import type { Logger } from './log.js';

export interface Secrets {
  jwt: Uint8Array;
  data: Uint8Array;
  masterSeed: string;
}

function checkSeed(seed: string): string {
  const normalized = seed.trim().split(/\s+/).join(' ');
  if (!validateMnemonic(normalized, wordlist)) throw new ConfigError('MASTER_SEED', 'is not a valid BIP-39 mnemonic');
  return normalized;
}

export function generatedSecrets(): Secrets {
  return { jwt: randomBytes(32), data: randomBytes(32), masterSeed: generateMnemonic(wordlist, 256) };
}

export function loadSecrets(config: Config, log: Logger, opts: { persist?: boolean } = {}): Secrets {
  if (config.mode === 'production') {
    return { jwt: config.jwtSecret!, data: config.dataKey!, masterSeed: checkSeed(config.masterSeed!) };
  }
  let stored: Partial<Record<'jwt' | 'data' | 'masterSeed', string>> = {};
  const file = join(config.dataDir, 'local-secrets.json');
  if (opts.persist !== false && existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8'));
  const fresh = generatedSecrets();
  const secrets: Secrets = {
    jwt: config.jwtSecret ?? (stored.jwt ? base64.decode(stored.jwt) : fresh.jwt),
    data: config.dataKey ?? (stored.data ? base64.decode(stored.data) : fresh.data),
    masterSeed: checkSeed(config.masterSeed ?? stored.masterSeed ?? fresh.masterSeed),
  };
  if (opts.persist !== false && (!stored.jwt || !stored.data || !stored.masterSeed)) {
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(
      file,
      JSON.stringify({
        jwt: base64.encode(secrets.jwt),
        data: base64.encode(secrets.data),
        masterSeed: secrets.masterSeed,
      }),
      { mode: 0o600 },
    );
    log.warn('generated local secrets and master seed; local mode only, never use them for real funds', { file });
  }
  return secrets;
}
