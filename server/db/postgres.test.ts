import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../modules/ledger/testing.js';
import { type OpenedDatabase, openDatabase } from './index.js';

describe.skipIf(!TEST_DATABASE_URL)('PostgreSQL connections', () => {
  let scratch: ScratchDatabase;
  let opened: OpenedDatabase;
  const dropped: Error[] = [];

  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    opened = await openDatabase({ databaseUrl: scratch.url, onIdleError: (e) => dropped.push(e) });
  });
  afterAll(async () => {
    await opened?.close();
    await scratch?.drop();
  });

  it('survives the server dropping its idle connections, and reconnects', async () => {
    await sql`select 1`.execute(opened.db);
    const name = new URL(scratch.url).pathname.slice(1);
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
    await admin.end();
    await new Promise((r) => setTimeout(r, 200));
    expect(dropped.length).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`select 2 as n`.execute(opened.db);
    expect(rows[0].n).toBe(2);
  });
});
