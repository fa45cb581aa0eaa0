import type { Migration } from 'kysely';
import * as core from './001-core.js';
import * as accounts from './002-accounts.js';

/** Every migration, in order. Names sort lexically; never rename one that has shipped. */
export const migrations: Record<string, Migration> = {
  '001-core': core,
  '002-accounts': accounts,
};
