import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { OrderEntry } from '../../../contract/orders.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { findInvariantViolations, getUserBalances } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { openSanctionsCase } from '../screening/testing.js';
import { ordersTestApp } from './test-app.js';
import { ordersOf, placeLimitOrder } from './testing.js';

const app = ordersTestApp({ USDC: '1', SOL: '200' });
const { setPrice } = app;

async function customer(sol = '10'): Promise<TestUser> {
  const u = await createUser(app.env.deps, { kycStatus: 'approved' });
  await creditForTest(app.env.deps, u.id, 'SOL', sol);
  return u;
}

const order = (u: TestUser, fields: Record<string, unknown> = {}, idempotencyKey = randomUUID()) =>
  placeLimitOrder(app.env, u, fields, idempotencyKey);

async function placed(u: TestUser, fields: Record<string, unknown> = {}): Promise<OrderEntry> {
  const res = await order(u, fields);
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  if (res.answer.status !== 'success' || !res.answer.data) throw new Error('not placed');
  return res.answer.data;
}

const cancel = (u: TestUser, id: string) => app.env.api.call(CALLS.cancelOrder, { order_id: id }, { token: u.token });

const orders = (u: TestUser) => ordersOf(app.env, u);

const sol = async (u: TestUser) => (await getUserBalances(app.env.deps.db, u.id)).SOL;
const usdc = async (u: TestUser) => (await getUserBalances(app.env.deps.db, u.id)).USDC;
const mails = (u: TestUser) =>
  app.env.deps.db.selectFrom('mail_outbox').select('subject').where('to', '=', u.email).execute();

describe('placing and cancelling an order', () => {
  it('holds the amount from the free balance and gives it back on cancel', async () => {
    const u = await customer();
    const o = await placed(u);
    expect(o).toMatchObject({ kind: 'limit', state: 'open', price: '250', filled_at: null, fee: null });
    expect(o.amounts.source_currency_amount).toBe('4');
    expect(await sol(u)).toBe(6_000_000_000n);
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);

    const res = await cancel(u, o.order_id);
    expect(res.status).toBe(200);
    expect(res.answer.status === 'success' && res.answer.data?.state).toBe('cancelled');
    expect(await sol(u)).toBe(10_000_000_000n);
    // Cancelled once: a second cancel is refused and moves nothing.
    expect((await cancel(u, o.order_id)).status).toBe(409);
    expect(await sol(u)).toBe(10_000_000_000n);
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);
  });

  it('refuses an order over the free balance, counting what other orders hold', async () => {
    const u = await customer();
    const over = await order(u, { sourceCurrencyAmount: '11' });
    expect(over.status).toBe(422);
    expect(over.answer.status === 'error' && over.answer.code).toBe('INSUFFICIENT_BALANCE');
    await placed(u, { sourceCurrencyAmount: '6' });
    const second = await order(u, { sourceCurrencyAmount: '6' });
    expect(second.answer.status === 'error' && second.answer.code).toBe('INSUFFICIENT_BALANCE');
    expect(await orders(u)).toHaveLength(1);
    expect(await sol(u)).toBe(4_000_000_000n);
  });

  it('places one order for five creates with one Idempotency-Key', async () => {
    const u = await customer();
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => order(u, {}, key)));
    const ids = new Set(answers.flatMap((a) => (a.answer.status === 'success' ? [a.answer.data?.order_id] : [])));
    expect(ids.size).toBe(1);
    expect(await orders(u)).toHaveLength(1);
    expect(await sol(u)).toBe(6_000_000_000n);
  });

  it("answers another customer's order as not found and leaves it open", async () => {
    const owner = await customer();
    const other = await customer();
    const o = await placed(owner);
    const res = await cancel(other, o.order_id);
    expect(res.status).toBe(404);
    expect((await orders(owner))[0]?.state).toBe('open');
    expect(await orders(other)).toEqual([]);
    expect(await sol(owner)).toBe(6_000_000_000n);
  });

  it('refuses an expiry in the past or beyond 90 days, a pair into itself and a price of zero', async () => {
    const u = await customer();
    const now = app.env.deps.clock.now().getTime();
    for (const fields of [
      { expiresAt: new Date(now - 60_000).toISOString() },
      { expiresAt: new Date(now + 91 * 86_400_000).toISOString() },
      { expiresAt: 'tomorrow' },
      { targetCurrencyId: 'SOL' },
      { price: '0' },
      { kind: 'market' },
    ]) {
      const res = await order(u, fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
    }
    expect(await orders(u)).toEqual([]);
    expect(await sol(u)).toBe(10_000_000_000n);
    const within = await placed(u, { expiresAt: new Date(now + 30 * 86_400_000).toISOString() });
    expect(within.expires_at).toBe(new Date(now + 30 * 86_400_000).toISOString());
    const open = await placed(u, { sourceCurrencyAmount: '1' });
    expect(new Date(open.expires_at).getTime()).toBe(now + 90 * 86_400_000);
  });
});

describe('orders on the market', () => {
  it('fills a limit when the price reaches it, at its price or better, and emails the customer', async () => {
    const u = await customer();
    const o = await placed(u, { price: '250' });
    await setPrice('SOL', '240');
    expect((await orders(u))[0]?.state).toBe('open');
    await setPrice('SOL', '260');
    const [filled] = await orders(u);
    expect(filled?.state).toBe('filled');
    expect(Number(filled?.fill_price)).toBeGreaterThanOrEqual(250);
    expect(filled?.filled_at).not.toBeNull();
    // 4 SOL at 260 less the spread and the fee, paid from the hold: the free SOL untouched.
    expect(Number(filled?.amounts.target_currency_amount)).toBeGreaterThan(1_000);
    expect(await usdc(u)).toBe(BigInt(Number(filled?.amounts.target_currency_amount) * 1e6));
    expect(await sol(u)).toBe(6_000_000_000n);
    expect((await mails(u)).map((m) => m.subject)).toEqual([expect.stringContaining('Order filled')]);
    const movement = await app.env.deps.db
      .selectFrom('ledger_movements')
      .select(['kind', 'details'])
      .where('tracking_id', '=', o.order_id)
      .where('kind', '=', 'order_fill')
      .executeTakeFirstOrThrow();
    expect((movement.details as { order_id: string }).order_id).toBe(o.order_id);
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);
  });

  it('turns a stop into a swap when the price falls to it', async () => {
    const u = await customer();
    await placed(u, { kind: 'stop', price: '150', sourceCurrencyAmount: '10' });
    await setPrice('SOL', '160');
    expect((await orders(u))[0]?.state).toBe('open');
    await setPrice('SOL', '140');
    const [filled] = await orders(u);
    expect(filled?.state).toBe('filled');
    expect(Number(filled?.fill_price)).toBeLessThan(150);
    expect(await sol(u)).toBe(0n);
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);
  });

  it("pauses a frozen customer's open order at its trigger: not filled, not cancelled", async () => {
    const u = await customer();
    const o = await placed(u, { price: '250' });
    await app.env.deps.db
      .updateTable('users')
      .set({ frozen_at: app.env.deps.clock.now() })
      .where('id', '=', u.id)
      .execute();
    await setPrice('SOL', '300');
    expect((await orders(u))[0]?.state).toBe('open');
    const refused = await cancel(u, o.order_id);
    expect(refused.status).toBe(403);
    expect(await sol(u)).toBe(6_000_000_000n);
    expect(await usdc(u)).toBe(0n);
    await app.env.deps.db.updateTable('users').set({ frozen_at: null }).where('id', '=', u.id).execute();
    await setPrice('SOL', '301');
    expect((await orders(u))[0]?.state).toBe('filled');
  });

  it('waits, neither filled nor expired, while the exit gate stops the customer: an open sanctions case', async () => {
    const u = await customer();
    const at = new Date(app.env.deps.clock.now().getTime() + 86_400_000);
    const [first, second] = [
      await placed(u, { price: '250' }),
      await placed(u, { price: '1000', expiresAt: at.toISOString() }),
    ];
    await openSanctionsCase(app.env, u.id);
    await setPrice('SOL', '300');
    app.env.deps.clock.set(new Date(at.getTime() + 1_000));
    await setPrice('SOL', '301');
    u.token = await tokenFor(app.env.deps, u);
    const waiting = await orders(u);
    expect(waiting.find((o) => o.order_id === first?.order_id)?.state).toBe('open');
    expect(waiting.find((o) => o.order_id === second?.order_id)?.state).toBe('open');
    expect(await sol(u)).toBe(2_000_000_000n);
    expect(await usdc(u)).toBe(0n);
    // The case decided (released): the next tick fills the one and ends the other.
    await app.env.deps.db
      .updateTable('compliance_cases')
      .set({ state: 'closed', decision: 'release', closed_at: app.env.deps.clock.now() })
      .where('customer_id', '=', u.id)
      .execute();
    await setPrice('SOL', '302');
    const moved = await orders(u);
    expect(moved.find((o) => o.order_id === first?.order_id)?.state).toBe('filled');
    expect(moved.find((o) => o.order_id === second?.order_id)?.state).toBe('expired');
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);
  });

  it("keeps the swap's region at placing and at the fill: a coin its market no longer offers ends the order, its amount back", async () => {
    await setPrice('USDT', '1');
    const eu = await createUser(app.env.deps, { kycStatus: 'approved', currency: 'EUR' });
    await creditForTest(app.env.deps, eu.id, 'SOL', '10');
    const refused = await order(eu, { targetCurrencyId: 'USDT' });
    expect(refused.answer).toMatchObject({ status: 'error', code: 'COIN_NOT_OFFERED' });
    expect(await sol(eu)).toBe(10_000_000_000n);

    const u = await customer();
    const o = await placed(u, { targetCurrencyId: 'USDT' });
    // The customer's market changes to one without USDT: the swap is refused for good, so at its
    // price the order is cancelled, its amount given back in one movement, and the customer told.
    await app.env.deps.db.updateTable('users').set({ currency_code: 'EUR' }).where('id', '=', u.id).execute();
    await setPrice('SOL', '300');
    expect((await orders(u))[0]?.state).toBe('cancelled');
    expect(await sol(u)).toBe(10_000_000_000n);
    expect((await getUserBalances(app.env.deps.db, u.id)).USDT).toBe(0n);
    expect((await mails(u)).map((m) => m.subject)).toEqual(['Order cancelled: 4 SOL is back in your balance']);
    const endings = await app.env.deps.db
      .selectFrom('ledger_movements')
      .select('kind')
      .where('ref', '=', `order:${o.order_id}:settle`)
      .execute();
    expect(endings).toEqual([{ kind: 'order_release' }]);
    // Ended once: another tick and a cancel move nothing more.
    await setPrice('SOL', '301');
    expect((await cancel(u, o.order_id)).status).toBe(409);
    expect(await sol(u)).toBe(10_000_000_000n);
    expect(await mails(u)).toHaveLength(1);
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);
  });

  it('ends an order at its date and gives its amount back', async () => {
    const u = await customer();
    const at = new Date(app.env.deps.clock.now().getTime() + 86_400_000);
    await placed(u, { price: '1000', expiresAt: at.toISOString() });
    expect(await sol(u)).toBe(6_000_000_000n);
    app.env.deps.clock.set(new Date(at.getTime() + 1_000));
    await setPrice('SOL', '201');
    // A day later: a fresh access token.
    u.token = await tokenFor(app.env.deps, u);
    expect((await orders(u))[0]?.state).toBe('expired');
    expect(await sol(u)).toBe(10_000_000_000n);
    expect(await findInvariantViolations(app.env.deps.db)).toEqual([]);
  });
});
