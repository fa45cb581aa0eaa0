/**
 * The local-mode secrets file of the embedded database, DATA_DIR/local-secrets.json (secrets.ts
 * decides what goes in it). Kept apart from secrets.ts and its libraries so that the start can
 * read it before the rest of the server is loaded, and say at once when it cannot.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CannotStartError } from './start-error.js';

/** The generated secrets as stored: each base64 or, for the seed, its words. */
export type StoredSecrets = Partial<Record<'jwt' | 'data' | 'masterSeed' | 'vapidPublic' | 'vapidPrivate', string>>;

export const secretsFile = (dataDir: string): string => join(dataDir, 'local-secrets.json');

/** The stored secrets, none when the file is not there; a file that does not parse ends the start. */
export function readSecretsFile(file: string): StoredSecrets {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StoredSecrets;
  } catch (e) {
    throw new CannotStartError(`cannot read the secrets in ${file}: ${(e as Error).message}`);
  }
}

export function writeSecretsFile(dataDir: string, file: string, secrets: StoredSecrets): void {
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  } catch (e) {
    throw new CannotStartError(
      `cannot write the secrets to ${file}: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`,
    );
  }
}
