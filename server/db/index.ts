/**
 * Opens the database: embedded PGlite in a data folder, or PostgreSQL when a URL is given.
 * Both speak the same SQL and run the same migrations. Type parsing is made identical on both:
 * NUMERIC stays a string (amounts are converted to bigint by the ledger), INT8 becomes a number
 * (counts), timestamps become Date.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrate.js';
import { PGliteDialect } from './pglite-dialect.js';
import { PreparingClient } from './prepared.js';
import type { DB } from './schema.js';
import { whileHoldingStartupLock } from './startup-lock.js';

export type Database = Kysely<DB>;

export interface OpenedDatabase {
  db: Database;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** The embedded database's files as a gzipped tar, taken between two statements (backup.ts). */
  dump?: () => Promise<Uint8Array>;
}

const INT8 = 20;
const NUMERIC = 1700;

export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir?: string;
  /**
   * An in-memory database starts as a copy of this dump (`dump()` of an already migrated one)
   * instead of empty: tests load one migrated database per run rather than migrate per file.
   * Migrations still run after it, so a dump of an older version is brought up to date.
   */
  template?: Blob;
  onIdleError?: (err: Error) => void;
  /** PostgreSQL connections at most (20): a test that must run statements many times on one connection asks for few. */
  connections?: number;
}): Promise<OpenedDatabase> {
  let opened: OpenedDatabase;
  if (opts.databaseUrl) {
    const types = {
      getTypeParser(oid: number, format?: 'text' | 'binary') {
        if (oid === INT8) return (v: string) => Number(v);
        if (oid === NUMERIC) return (v: string) => v;
        return pg.types.getTypeParser(oid, format);
      },
    };
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: opts.connections ?? 20,
      types: types as pg.CustomTypesConfig,
      Client: PreparingClient,
      // While the database is unreachable a call fails within this time instead of hanging.
      connectionTimeoutMillis: 5_000,
    });
    // An idle connection that the server drops (restart, failover) must not crash the process:
    // the pool discards it and opens a new one for the next query.
    pool.on('error', (err) => opts.onIdleError?.(err));
    const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
    opened = { db, kind: 'postgres', close: () => db.destroy() };
  } else {
    // dataDir undefined: an in-memory database (tests).
    if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
    const client = await PGlite.create(opts.dataDir ? `${opts.dataDir}/pg` : undefined, {
      parsers: { [INT8]: (v: string) => Number(v), [NUMERIC]: (v: string) => v },
      ...(opts.template && !opts.dataDir ? { loadDataDir: opts.template } : {}),
    });
    const db = new Kysely<DB>({ dialect: new PGliteDialect(client) });
    const dump = async () => new Uint8Array(await (await client.dumpDataDir('gzip')).arrayBuffer());
    opened = { db, kind: 'pglite', close: () => db.destroy(), dump };
  }
  await whileHoldingStartupLock(opened.db, opened.kind, () => migrateToLatest(opened.db));
  return opened;
}
