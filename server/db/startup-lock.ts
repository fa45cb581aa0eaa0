/**
 * Work that every instance does at start and that must run one instance at a time on a shared
 * PostgreSQL (migrations, the demo seed, generating shared secrets): a session advisory lock held
 * on one connection while the work runs on others. The embedded database has one process only
 * (lock.ts), so there it simply runs.
 */
import { type Kysely, sql } from 'kysely';
import type { DB } from './schema.js';

/** An arbitrary constant, the same on every instance: "CoinVault start" as a number. */
const STARTUP_LOCK = 0x436f696e5661n;

export async function whileHoldingStartupLock<T>(
  db: Kysely<DB>,
  kind: 'pglite' | 'postgres',
  work: () => Promise<T>,
): Promise<T> {
  if (kind === 'pglite') return work();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK.toString()}::bigint)`.execute(conn);
    try {
      return await work();
    } finally {
      // An advisory lock that could not be released ends with its session, when the connection closes.
      await sql`select pg_advisory_unlock(${STARTUP_LOCK.toString()}::bigint)`.execute(conn).catch(() => {});
    }
  });
}
