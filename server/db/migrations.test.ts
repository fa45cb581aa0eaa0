/**
 * A database already running today's main (every migration up to sessions and alerts) takes the
 * address book's migration on the next start: migrations run strictly in name order, so a
 * migration that lands later must be named after every one that already ran.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { PGliteDialect } from './pglite-dialect.js';

const LANDED_BEFORE = '020-sessions-and-alerts';

describe('migrations added after a database was migrated', () => {
  it('run on a database that already ran sessions and alerts', async () => {
    const db = new Kysely<any>({ dialect: new PGliteDialect(await PGlite.create()) });
    try {
      const shipped = Object.fromEntries(
        Object.entries(migrations).filter(([name]) => name <= LANDED_BEFORE && !name.endsWith('-address-book')),
      );
      const before = new Migrator({
        db,
        provider: { getMigrations: async (): Promise<Record<string, Migration>> => shipped },
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      await migrateToLatest(db);
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from address_book`.execute(db);
      expect(rows[0]?.n).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
