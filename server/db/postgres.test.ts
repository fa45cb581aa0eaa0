import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admit } from '../http/admission.js';
import { createScratchDatabase, type ScratchDatabase, TEST_DATABASE_URL } from '../modules/ledger/testing.js';
import { withAdminClient } from '../test/pg-admin.js';
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
    await withAdminClient(TEST_DATABASE_URL!, (admin) =>
      admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]),
    );
    await new Promise((r) => setTimeout(r, 200));
    expect(dropped.length).toBeGreaterThan(0);
    const { rows } = await sql<{ n: number }>`select 2 as n`.execute(opened.db);
    expect(rows[0]?.n).toBe(2);
  });

  it('prepares a statement with parameters once per connection and binds each call; never one without', async () => {
    await opened.db.transaction().execute(async (trx) => {
      // One transaction: one connection, so pg_prepared_statements shows that connection's statements.
      const probe = (n: number) => sql<{ n: number }>`select ${n}::int + 0 as n /* prepared probe */`.execute(trx);
      expect((await probe(1)).rows[0]?.n).toBe(1);
      expect((await probe(2)).rows[0]?.n).toBe(2);
      await sql`select 41 as unprepared_probe`.execute(trx);
      const { rows } = await sql<{ statement: string }>`
        select statement from pg_prepared_statements where statement like ${'%_probe%'}`.execute(trx);
      const texts = rows.map((r) => r.statement);
      expect(texts.filter((t) => t.includes('prepared probe'))).toHaveLength(1);
      expect(texts.some((t) => t.includes('unprepared_probe'))).toBe(false);
    });
  });

  it('runs an ON CONFLICT whose index predicate has a parameter as often as asked on one connection', async () => {
    await sql`create table conflict_probe (key text not null, kept boolean not null)`.execute(opened.db);
    await sql`create unique index conflict_probe_kept on conflict_probe (key) where kept`.execute(opened.db);
    await opened.db.transaction().execute(async (trx) => {
      // Past five runs of a prepared statement PostgreSQL may plan it generically, and a generic
      // plan cannot prove `kept = $2` implies the partial index: arbiter inference then fails.
      for (let i = 0; i < 10; i++) {
        const kept = i % 2 === 0;
        await sql`insert into conflict_probe (key, kept) values (${'k'}, ${kept})
          on conflict (key) where kept = ${true} do nothing`.execute(trx);
      }
      const { rows } = await sql<{ kept: boolean; n: number }>`
        select kept, count(*)::int as n from conflict_probe group by kept order by kept`.execute(trx);
      expect(rows).toEqual([
        { kept: false, n: 5 },
        { kept: true, n: 1 },
      ]);
    });
  });

  it('commits admission without waiting for the disk, and the setting ends with it', async () => {
    const admission = await admit(opened.db, { nonce: 'async-commit-probe-0123456789', now: new Date() });
    expect(admission.fresh).toBe(true);
    // Sequential queries reuse the connection admission just released; none sees the setting.
    for (let i = 0; i < 3; i++) {
      const { rows } = await sql<{ mode: string }>`select current_setting('synchronous_commit') as mode`.execute(
        opened.db,
      );
      expect(rows[0]?.mode).toBe('on');
    }
    expect((await admit(opened.db, { nonce: 'async-commit-probe-0123456789', now: new Date() })).fresh).toBe(false);
  });
});
