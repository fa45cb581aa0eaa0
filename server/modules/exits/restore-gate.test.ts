/**
 * After a restore no money leaves for anyone until the database has been reconciled with custody
 * and the bank (decision 377): the exit gate that every sending path asks (coins, cash, a staff
 * release, a recurring buy) answers stopped, and opens again once the restore is reconciled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markRestored } from '../../db/backup.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { assertExitOpen, exitVerdict } from './index.js';

let env: TestEnv;
let user: TestUser;
beforeAll(async () => {
  env = await createTestEnv();
  user = await createUser(env.deps, { kycStatus: 'approved' });
});
afterAll(() => env.close());

describe('the exit gate after a restore', () => {
  it('stops every kind of exit for every customer until the restore is reconciled', async () => {
    for (const kind of ['crypto', 'cash', 'purchase'] as const)
      expect(await exitVerdict(env.deps, kind, user.id)).toEqual({ go: true });

    await markRestored(env.deps.db, 'test backup', env.deps.clock.now());
    for (const kind of ['crypto', 'cash', 'purchase'] as const)
      expect(await exitVerdict(env.deps, kind, user.id)).toEqual({ go: false, stop: 'restore_unreconciled' });
    // A staff release is refused with the reason.
    await expect(assertExitOpen(env.deps, 'cash', user.id)).rejects.toMatchObject({ code: 'EXIT_STOPPED' });

    await env.deps.db.updateTable('database_restores').set({ reconciled_at: env.deps.clock.now() }).execute();
    for (const kind of ['crypto', 'cash', 'purchase'] as const)
      expect(await exitVerdict(env.deps, kind, user.id)).toEqual({ go: true });
  });
});
