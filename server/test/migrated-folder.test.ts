import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/index.js';
import { migratedDataFolder } from './migrated-folder.js';

describe('a data folder holding the run’s migrated database', () => {
  it('opens migrated, and each folder is a copy of its own: what one writes, the next does not see', {
    timeout: 120_000,
  }, async () => {
    const first = await migratedDataFolder();
    expect(existsSync(join(first, 'pg', 'PG_VERSION'))).toBe(true);
    const opened = await openDatabase({ dataDir: first });
    try {
      const applied = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(opened.db);
      expect(applied.rows[0]?.n).toBeGreaterThan(50);
      await sql`create table folder_marker (word text)`.execute(opened.db);
    } finally {
      await opened.close();
    }

    const second = await migratedDataFolder();
    expect(second).not.toBe(first);
    const next = await openDatabase({ dataDir: second });
    try {
      const marker = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_tables where tablename = 'folder_marker'`.execute(next.db);
      expect(marker.rows[0]?.n).toBe(0);
    } finally {
      await next.close();
    }
  });
});
