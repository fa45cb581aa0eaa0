import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from './migrated-template.js';

let dir: string;
let saved: string | undefined;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'coinvault-template-test-'));
  saved = process.env.PGLITE_TEMPLATE_DIR;
  process.env.PGLITE_TEMPLATE_DIR = dir;
});
afterEach(() => {
  process.env.PGLITE_TEMPLATE_DIR = saved;
  rmSync(dir, { recursive: true, force: true });
});

describe('one migrated database per test run', () => {
  // One migration and two loads: slow on a busy machine, hence the longer limit.
  it("the run's first test database leaves its dump, and later ones start from that dump", {
    timeout: 180_000,
  }, async () => {
    const first = await openTestDatabase({ embedded: true });
    const template = join(dir, 'migrated.tar.gz');
    expect(existsSync(template)).toBe(true);

    // A marker in the dump shows the next database was loaded from it, not migrated afresh.
    await sql`create table template_marker (word text)`.execute(first.db);
    await sql`insert into template_marker values ('from the dump')`.execute(first.db);
    writeFileSync(template, await first.dump!());
    await first.close();

    const next = await openTestDatabase({ embedded: true });
    const marker = await sql<{ word: string }>`select word from template_marker`.execute(next.db);
    expect(marker.rows).toEqual([{ word: 'from the dump' }]);
    const applied = await sql<{ n: number }>`select count(*)::int as n from kysely_migration`.execute(next.db);
    expect(applied.rows[0]?.n).toBeGreaterThan(50);

    // Each test database is its own copy: what one writes, the next does not see.
    await sql`delete from template_marker`.execute(next.db);
    await next.close();
    const third = await openTestDatabase({ embedded: true });
    const still = await sql<{ word: string }>`select word from template_marker`.execute(third.db);
    expect(still.rows).toEqual([{ word: 'from the dump' }]);
    await third.close();
  });
});
