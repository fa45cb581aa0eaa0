/**
 * Migrations 030 and 031 on a database that already holds an admin and audit entries: the admin
 * keeps its role and password, and the old entries join the audit chain intact.
 */
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, Migrator, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate.js';
import { migrations } from '../../db/migrations/index.js';
import { PGliteDialect } from '../../db/pglite-dialect.js';
import { checkAuditChain } from '../audit/index.js';

describe('staff roles and the audit chain on an existing database', () => {
  it('keep the existing admin and chain the existing audit entries', async () => {
    const db = new Kysely<any>({ dialect: new PGliteDialect(await PGlite.create()) });
    try {
      const shipped = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '030'));
      const before = new Migrator({
        db,
        provider: { getMigrations: async (): Promise<Record<string, Migration>> => shipped },
      });
      expect((await before.migrateToLatest()).error).toBeUndefined();
      await sql`insert into users (id, email, email_normalized, password_hash, first_name, last_name, country_code,
        currency_code, role, created_at)
        values ('a1', 'boss@example.com', 'boss@example.com', '$argon2id$x', 'B', 'A', 'AU', 'AUD', 'admin', now())`.execute(
        db,
      );
      for (const action of ['login', 'merchant.list', 'logout'])
        await sql`insert into audit_log (at, actor_id, actor_role, action, outcome)
          values (now(), 'a1', 'admin', ${action}, 'allowed')`.execute(db);

      await migrateToLatest(db);
      const { rows } = await sql<{ role: string; password_hash: string }>`
        select role, password_hash from users where id = 'a1'`.execute(db);
      expect(rows).toEqual([{ role: 'admin', password_hash: '$argon2id$x' }]);
      expect(await checkAuditChain(db as never)).toEqual({ intact: true, entries: 3 });
      await sql`update users set role = 'compliance' where id = 'a1'`.execute(db);
      await expect(sql`update users set role = 'root' where id = 'a1'`.execute(db)).rejects.toThrow();
    } finally {
      await db.destroy();
    }
  });
});
