/**
 * The data folder of the embedded database, checked before anything is opened in it, so a folder
 * the server cannot use ends the start with one line naming it and the cause.
 */
import { accessSync, constants, mkdirSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { readSecretsFile, secretsFile } from './local-secrets-file.js';
import { CannotStartError } from './start-error.js';

function cause(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  if (code === 'EROFS') return 'the file system is read-only';
  if (code === 'ENOTDIR') return 'part of the path is a file, not a folder';
  if (code === 'ENOSPC') return 'the disk is full';
  return code ?? (e as Error).message.split('\n')[0] ?? 'unknown error';
}

function prepareDataDir(dataDir: string): void {
  const where = `the data folder ${resolve(dataDir)}`;
  let isDir = false;
  try {
    isDir = statSync(dataDir).isDirectory();
    if (!isDir) throw new CannotStartError(`${where} is a file, not a folder (DATA_DIR)`);
  } catch (e) {
    if (e instanceof CannotStartError) throw e;
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT')
      throw new CannotStartError(`${where} cannot be read: ${cause(e)}`);
  }
  try {
    if (!isDir) mkdirSync(dataDir, { recursive: true });
  } catch (e) {
    throw new CannotStartError(`${where} cannot be created: ${cause(e)}`);
  }
  try {
    accessSync(dataDir, constants.R_OK | constants.W_OK | constants.X_OK);
  } catch (e) {
    throw new CannotStartError(`${where} is not writable: ${cause(e)}`);
  }
}

/**
 * What can be checked of the data folder before the database is opened in it: the folder, and its
 * secrets file when there is one. Opening (and on a fresh folder creating) the database takes
 * seconds; a folder that could never start is named at once.
 */
export function checkDataFolder(dataDir: string): void {
  prepareDataDir(dataDir);
  readSecretsFile(secretsFile(dataDir));
}

/** An error opening the embedded database's files, as one line. */
export function cannotOpenEmbedded(dataDir: string, e: unknown): CannotStartError {
  const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
  return new CannotStartError(
    `the embedded database in ${resolve(dataDir)} cannot be opened: ${cause(e) === message ? message : cause(e)}`,
  );
}
