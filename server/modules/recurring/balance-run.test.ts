/** Recurring buys paid from the cash balance (decision 268). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { outboxFor } from '../accounts/testing.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { findInvariantViolations, getUserBalances, getUserCashBalances } from '../ledger/index.js';
import { runRecurringBuys } from './run.js';
import { planRow } from './testing.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ start: '2027-03-01T09:00:00Z' });
});
afterAll(() => env.close());

const run = () => runRecurringBuys(env.deps, env.deps.clock.now());
const subjects = async (email: string) => (await outboxFor(env, email)).map((m) => m.subject);

async function balancePlan(u: TestUser, amount = '100') {
  const r = await env.api.call(
    CALLS.createRecurringBuy,
    { coin: 'BTC', amount, frequency: 'weekly', funding: 'balance' },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
  return r.answer.data!.plan;
}

describe('recurring buys from the cash balance', () => {
  it('needs no saved card, pays each slot from the balance with no fee, and emails the result', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 15_000n);
    const plan = await balancePlan(u);
    expect(plan.funding).toBe('balance');
    env.deps.clock.advance(7 * DAY);
    expect(await run()).toBe(1);
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(5_000n);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBeGreaterThan(0n);
    expect(await subjects(u.email)).toContainEqual(expect.stringMatching(/^Recurring buy: .* BTC bought$/));
    expect(await run()).toBe(0);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('fails a run with too little cash cleanly: nothing moves, retried once, then paused, each emailed', async () => {
    const u = await verifiedCustomer(env);
    await fundCash(env, u, 5_000n);
    const plan = await balancePlan(u);
    env.deps.clock.advance(7 * DAY);
    await run();
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(5_000n);
    expect(await subjects(u.email)).toContain('Recurring buy of BTC did not go through');
    env.deps.clock.advance(HOUR + 1000);
    await run();
    expect((await planRow(env, plan.id)).status).toBe('paused');
    expect(await subjects(u.email)).toContain('Recurring buy of BTC paused');
    expect((await getUserCashBalances(env.deps.db, u.id)).AUD).toBe(5_000n);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(0n);
  });

  it('says in the email that the run was paid from the balance, in the account language', async () => {
    const u = await verifiedCustomer(env);
    const de = await verifiedCustomer(env);
    await env.api.call(CALLS.setLanguage, { language: 'de' }, { token: de.token });
    for (const who of [u, de]) {
      await fundCash(env, who, 15_000n);
      await balancePlan(who);
    }
    env.deps.clock.advance(7 * DAY);
    expect(await run()).toBe(2);
    const [mail] = (await outboxFor(env, u.email)).filter((m) => m.subject.startsWith('Recurring buy:'));
    expect(mail?.text).toMatch(/Your recurring buy paid \S*100\.00 from your cash balance and bought .* BTC\./);
    expect(mail?.text).not.toContain('card');
    const [mailDe] = (await outboxFor(env, de.email)).filter((m) => m.subject.startsWith('Sparplan:'));
    expect(mailDe?.text).toContain('aus Ihrem Guthaben bezahlt');
    expect(mailDe?.text).not.toContain('Karte');
  });

  it('refuses a balance plan to unverified and US customers', async () => {
    const pending = await verifiedCustomer(env, { kycStatus: 'pending' });
    const r = await env.api.call(
      CALLS.createRecurringBuy,
      { coin: 'BTC', amount: '20', frequency: 'weekly', funding: 'balance' },
      { token: pending.token, idempotencyKey: randomUUID() },
    );
    expect(r.answer).toMatchObject({ status: 'error', code: 'KYC_REQUIRED' });
    const us = await verifiedCustomer(env, { currency: 'USD' });
    const r2 = await env.api.call(
      CALLS.createRecurringBuy,
      { coin: 'BTC', amount: '20', frequency: 'weekly', funding: 'balance' },
      { token: us.token, idempotencyKey: randomUUID() },
    );
    expect(r2.answer).toMatchObject({ status: 'error', code: 'REGION_NOT_SUPPORTED' });
  });
});
