/**
 * The exit gate's facts read as SQL for a job's batch (stoppedCustomer) stop exactly the customers
 * the gate itself stops for a purchase: the two forms of one rule cannot drift apart.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { openSanctionsCase } from '../screening/testing.js';
import { exitVerdicts, stoppedCustomer } from './facts.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('the exit gate as SQL', () => {
  it('stops the customers the gate stops for a purchase, and no other', async () => {
    const { db, clock } = env.deps;
    const now = clock.now();
    const standing = async (name: string) => ({ name, id: (await createUser(env.deps, { kycStatus: 'approved' })).id });
    const clear = await standing('clear');
    const frozen = await standing('frozen');
    await db.updateTable('users').set({ frozen_at: now, frozen_reason: 'test' }).where('id', '=', frozen.id).execute();
    const sanctioned = await standing('an open sanctions case');
    await openSanctionsCase(env, sanctioned.id);
    const decided = await standing('a sanctions case decided');
    await openSanctionsCase(env, decided.id);
    await db
      .updateTable('compliance_cases')
      .set({ state: 'closed', decision: 'release', closed_at: now })
      .where('customer_id', '=', decided.id)
      .execute();
    const monitored = await standing('an open monitoring case');
    await db
      .insertInto('compliance_cases')
      .values({
        customer_id: monitored.id,
        source: 'monitoring',
        source_id: randomUUID(),
        kind: 'rapid_movement',
        opened_at: now,
      })
      .execute();
    const paused = await standing('withdrawals paused');
    await db
      .updateTable('users')
      .set({ withdrawals_held_until: new Date(now.getTime() + 86_400_000) })
      .where('id', '=', paused.id)
      .execute();

    const all = [clear, frozen, sanctioned, decided, monitored, paused];
    const verdicts = await exitVerdicts(
      env.deps,
      'purchase',
      all.map((c) => c.id),
    );
    const rows = await db
      .selectFrom('users')
      .select(['id', stoppedCustomer('users.id').as('stopped')])
      .where(
        'id',
        'in',
        all.map((c) => c.id),
      )
      .execute();
    const bySql = new Map(rows.map((r) => [r.id, Boolean(r.stopped)]));
    expect(all.map((c) => [c.name, bySql.get(c.id)])).toEqual(
      all.map((c) => [c.name, verdicts.get(c.id)?.go === false]),
    );
    expect(all.filter((c) => bySql.get(c.id)).map((c) => c.name)).toEqual(['frozen', 'an open sanctions case']);
  });
});
