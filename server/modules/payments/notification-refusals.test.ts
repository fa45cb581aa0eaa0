import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { NOTIFICATION_PATH } from './urls.js';
import { REFUSED_NOTIFICATIONS_KEPT } from './webhook.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const forged = (i: number) =>
  env.app.request(NOTIFICATION_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: i % 2 ? 'Basic Z3Vlc3M6Z3Vlc3M=' : '' },
    body: JSON.stringify({ transaction: { tracking_id: `t-${i}`, status: 'successful' } }),
  });

describe('refused gateway notifications', () => {
  it('are counted per reason, and only the last few are kept as rows', async () => {
    const total = 300;
    for (let start = 0; start < total; start += 50) {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => forged(start + i)));
      for (const a of answers) expect(a.status).toBe(401);
    }
    const rows = await env.deps.db
      .selectFrom('gateway_notifications')
      .select(['id', 'reason'])
      .where('accepted', '=', false)
      .orderBy('id', 'desc')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(REFUSED_NOTIFICATIONS_KEPT);

    const counts = await env.deps.db
      .selectFrom('gateway_notification_refusals')
      .select(['reason', 'count', 'first_at', 'last_at'])
      .orderBy('reason')
      .execute();
    expect(counts.map((c) => [c.reason, Number(c.count)])).toEqual([
      ['missing credentials', total / 2],
      ['wrong credentials', total / 2],
    ]);
  });
});
