import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../contract/calls/index.js';
import { seedLocalData } from './seed.js';
import { createUser } from './test/factories.js';
import { createTestEnv, type TestEnv } from './test/harness.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('local demo merchant activity', () => {
  it('gives the AU merchant the demo customer deposit and card purchase, once however often the seed runs', async () => {
    await seedLocalData(env.deps);
    await seedLocalData(env.deps);
    const admin = await createUser(env.deps, { role: 'admin' });
    const r = await env.api.call(
      CALLS.getTransactionListing,
      { user_id: 'merchant-au', limit: 500 },
      { token: admin.token },
    );
    if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
    const rows = r.answer.data!.details;
    expect(rows.map((t) => [t.request_type, t.status, t.code, t.user_name]).sort()).toEqual([
      [1, true, '200', 'Demo Customer'],
      [3, true, '200', 'Demo Customer'],
    ]);
    const buy = rows.find((t) => t.request_type === 3)!;
    expect(buy).toMatchObject({ currency: 'AUD', currency_value: 'BTC', source: 'card' });
    expect(Number(buy.amount)).toBeGreaterThanOrEqual(50);
    expect(Number(buy.currency_amount)).toBeGreaterThan(0);
    expect(env.deps.log.lines.filter((l) => /was not made/.test(String(l.msg)))).toEqual([]);
  });
});
