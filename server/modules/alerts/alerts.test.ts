import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PRICE_ALERTS } from '../../../contract/alerts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

const count = async (userId: string) =>
  Number(
    (
      await env.deps.db
        .selectFrom('price_alerts')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('price alerts', () => {
  it('creates, lists, edits, re-arms and deletes the customer own alerts in their display currency', async () => {
    const u = await createUser(env.deps, { currency: 'AUD' });
    const opts = { token: u.token };
    const made = await env.api.call(CALLS.createPriceAlert, { coin: 'BTC', kind: 'above', price: '150000.5' }, opts);
    expect(made.answer).toMatchObject({
      status: 'success',
      data: {
        alert: { coin: 'BTC', kind: 'above', price: '150000.5', percent: null, currency: 'AUD', fired_at: null },
      },
    });
    if (made.answer.status !== 'success' || !made.answer.data) throw new Error('not created');
    const id = made.answer.data.alert.id;
    env.deps.clock.advance(1_000);
    const move = await env.api.call(CALLS.createPriceAlert, { coin: 'ETH', kind: 'move', percent: '5' }, opts);
    expect(move.answer).toMatchObject({ data: { alert: { kind: 'move', percent: '5', price: null } } });

    const edited = await env.api.call(CALLS.updatePriceAlert, { id, coin: 'SOL', kind: 'below', price: '90' }, opts);
    expect(edited.answer).toMatchObject({ data: { alert: { id, coin: 'SOL', kind: 'below', price: '90' } } });

    await env.deps.db
      .updateTable('price_alerts')
      .set({ fired_at: env.deps.clock.now() })
      .where('id', '=', id)
      .execute();
    const rearmed = await env.api.call(CALLS.rearmPriceAlert, { id }, opts);
    expect(rearmed.answer).toMatchObject({ data: { alert: { id, fired_at: null } } });

    const list = await env.api.call(CALLS.listPriceAlerts, {}, opts);
    expect(list.answer).toMatchObject({ data: { max: 20, alerts: [{ id, coin: 'SOL' }, { coin: 'ETH' }] } });

    expect((await env.api.call(CALLS.deletePriceAlert, { id }, opts)).status).toBe(200);
    expect(await count(u.id)).toBe(1);
  });

  it('refuses bad fields and another customer alert, changing nothing', async () => {
    const u = await createUser(env.deps);
    const other = await createUser(env.deps);
    const create = (p: unknown) => env.api.call(CALLS.createPriceAlert, p, { token: u.token });
    for (const [p, field] of [
      [{ coin: 'BTC', kind: 'above', price: '-5' }, 'price'],
      [{ coin: 'BTC', kind: 'below', price: '0' }, 'price'],
      [{ coin: 'BTC', kind: 'below', price: '1e5' }, 'price'],
      [{ coin: 'BTC', kind: 'move', percent: '0' }, 'percent'],
      [{ coin: 'BTC', kind: 'move', percent: 5 }, 'percent'],
      [{ coin: 'BTC', kind: 'above', price: 100 }, 'price'],
      [{ coin: 'BTC', kind: 'move', percent: '1001' }, 'percent'],
      [{ coin: 'DOGE', kind: 'above', price: '1' }, 'coin'],
      [{ coin: 'BTC', kind: 'sideways', price: '1' }, 'kind'],
      [{ coin: 'BTC', kind: 'above', price: 'NaN' }, 'price'],
      [{ coin: 'BTC', kind: 'above', price: 'Infinity' }, 'price'],
      [{ coin: 'BTC', kind: 'above', price: '1000000000000001' }, 'price'],
      [{ coin: 'BTC', kind: 'above', price: '9'.repeat(10_000) }, 'price'],
      [{ coin: 'B'.repeat(10_000), kind: 'above', price: '1' }, 'coin'],
      [{ coin: 'BTC', kind: 'k'.repeat(10_000), price: '1' }, 'kind'],
      [{ coin: 'BTC', kind: 'move', percent: '1'.repeat(10_000) }, 'percent'],
    ] as const) {
      const r = await create(p);
      expect(r.status).toBe(400);
      expect(r.answer).toMatchObject({ code: 'VALIDATION', errors: { [field]: expect.any(String) } });
    }
    expect(await count(u.id)).toBe(0);

    const mine = await env.api.call(
      CALLS.createPriceAlert,
      { coin: 'BTC', kind: 'above', price: '1' },
      { token: u.token },
    );
    if (mine.answer.status !== 'success' || !mine.answer.data) throw new Error('not created');
    const id = mine.answer.data.alert.id;
    for (const call of [CALLS.deletePriceAlert, CALLS.rearmPriceAlert] as const) {
      for (const bad of [id, 'not-an-id', 7]) {
        const r = await env.api.call(call, { id: bad }, { token: other.token });
        expect(r.answer).toMatchObject({ code: 'NOT_FOUND' });
      }
    }
    const stolen = await env.api.call(
      CALLS.updatePriceAlert,
      { id, coin: 'BTC', kind: 'above', price: '2' },
      { token: other.token },
    );
    expect(stolen.answer).toMatchObject({ code: 'NOT_FOUND' });
    const row = await env.deps.db.selectFrom('price_alerts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(Number(row.price)).toBe(1);
  });

  it(`keeps at most ${MAX_PRICE_ALERTS} alerts even when creates run in parallel`, async () => {
    const u = await createUser(env.deps);
    const answers = await Promise.all(
      Array.from({ length: MAX_PRICE_ALERTS + 5 }, (_, i) =>
        env.api.call(CALLS.createPriceAlert, { coin: 'BTC', kind: 'above', price: String(i + 1) }, { token: u.token }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(MAX_PRICE_ALERTS);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(5);
    for (const r of refused)
      expect(r.answer).toMatchObject({ code: 'VALIDATION', errors: { alerts: expect.any(String) } });
    expect(await count(u.id)).toBe(MAX_PRICE_ALERTS);
  });
});
