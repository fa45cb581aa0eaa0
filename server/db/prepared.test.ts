import { Kysely, PostgresDialect, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { preparable } from './prepared.js';
import type { DB } from './schema.js';

// Compiles only: the dialect never connects.
const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool: {} as never }) });

describe('which statements a connection prepares', () => {
  it('never one whose ON CONFLICT target has a parameter, however it was written', () => {
    const built = db
      .insertInto('bank_notifications')
      .values({ received_at: new Date(), accepted: true, reason: null, event_id: 'e', event_name: 'x', ip: null })
      .onConflict((oc) => oc.column('event_id').where('accepted', '=', true).doNothing())
      .compile().sql;
    expect(preparable(built)).toBe(false);
    const raw = sql`insert into t (k, f) values (${1}, ${true})
      ON CONFLICT ((lower(k))) WHERE f = ${true} DO UPDATE SET f = ${false}`.compile(db).sql;
    expect(preparable(raw)).toBe(false);
  });

  it('prepares every other statement, parameters in the update included', () => {
    const upsert = db
      .insertInto('bank_notifications')
      .values({ received_at: new Date(), accepted: true, reason: null, event_id: 'e', event_name: 'x', ip: null })
      .onConflict((oc) => oc.column('event_id').where('accepted', '=', sql.lit(true)).doUpdateSet({ reason: 'again' }))
      .compile().sql;
    expect(preparable(upsert)).toBe(true);
    expect(preparable('select * from bank_notifications where event_id = $1')).toBe(true);
    expect(preparable('insert into t (k) values ($1) on conflict (k) do nothing')).toBe(true);
    expect(preparable('insert into t (k) values ($1) on conflict do nothing')).toBe(true);
  });
});
