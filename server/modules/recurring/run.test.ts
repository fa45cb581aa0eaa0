/**
 * Recurring buy runs on the injected clock (decision 143): one purchase per plan and slot through
 * the one-off purchase's path, emailed; a failure retried once, then the plan paused; a run cut
 * off by a restart completed without a second charge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { RECURRING_RETRY_AFTER_MS } from '../../../contract/recurring.js';
import { GatewayError } from '../../providers/gateway/index.js';
import { tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { outboxFor } from '../accounts/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { customer } from '../payments/testing.js';
import { runRecurringBuys, STALE_RUN_MS } from './run.js';
import { buyOnce, customerWithCard, planOf, planPurchases, planRow, setCardOutcome } from './testing.js';

const DAY = 86_400_000;
let env: TestEnv;
/** When set, the gateway's next token charge of this amount fails to answer: before charging, or after. */
let cut: { when: 'before' | 'after'; amountMinor: bigint } | null = null;

beforeAll(async () => {
  env = await createTestEnv({
    start: '2027-03-01T09:00:00Z',
    providers: (base) => {
      const real = base.gateway;
      return {
        gateway: {
          ...real,
          async chargeToken(req) {
            const when = cut?.amountMinor === req.amountMinor ? cut.when : null;
            if (when) cut = null;
            if (when === 'before') throw new GatewayError('gateway unreachable: connection reset');
            const answer = await real.chargeToken(req);
            if (when === 'after') throw new GatewayError('gateway unreachable: timeout');
            return answer;
          },
        },
      };
    },
  });
});
afterAll(() => env.close());

const run = () => runRecurringBuys(env.deps, env.deps.clock.now());
const charges = (trackingId: string) =>
  env.deps.db.selectFrom('gateway_sandbox_checkouts').select('token').where('tracking_id', '=', trackingId).execute();
const subjects = async (email: string) => (await outboxFor(env, email)).map((m) => m.subject);

describe('recurring buy runs', () => {
  it('runs each slot once, with a fresh price, credits the coin and emails the result', async () => {
    const u = await customerWithCard(env);
    const plan = await planOf(env, u, { amount: '25', frequency: 'weekly' });
    const before = (await getUserBalances(env.deps.db, u.id)).BTC;
    expect(await run()).toBe(0);
    expect(await planPurchases(env, plan.id)).toHaveLength(0);

    env.deps.clock.advance(7 * DAY);
    expect(await run()).toBe(1);
    expect(await run()).toBe(0);
    const [bought, ...more] = await planPurchases(env, plan.id);
    expect(more).toHaveLength(0);
    expect(bought).toMatchObject({
      status: 'success',
      fiat_amount: '2500',
      total_amount: '2513',
      settled_by: 'charge',
    });
    expect(new Date(bought!.created_at).toISOString()).toBe(env.deps.clock.now().toISOString());
    expect(BigInt((await getUserBalances(env.deps.db, u.id)).BTC ?? '0')).toBeGreaterThan(BigInt(before ?? '0'));
    const [mail] = await outboxFor(env, u.email);
    expect(mail?.subject).toMatch(/^Recurring buy: .* BTC bought$/);
    expect(mail?.text).toContain('PLUM-42');
    expect(new Date((await planRow(env, plan.id)).next_run_at).toISOString()).toBe(
      new Date(new Date(plan.createdAt).getTime() + 14 * DAY).toISOString(),
    );

    // The purchase shows in the customer's history like any card purchase.
    u.token = await tokenFor(env.deps, u);
    const list = await env.api.call(CALLS.getTransactionHistory, {}, { token: u.token });
    const history = list.answer.status === 'success' ? list.answer.data! : [];
    expect(history.filter((t) => t.comment.endsWith(bought!.tracking_id))).toHaveLength(1);
  });

  it('a failed payment is retried once an hour later, then the plan pauses, each emailed', async () => {
    const u = await customerWithCard(env);
    const plan = await planOf(env, u, { amount: '25', frequency: 'fortnightly' });
    await setCardOutcome(env, u, 'declined');
    env.deps.clock.advance(14 * DAY);
    await run();
    expect((await planPurchases(env, plan.id)).map((p) => p.status)).toEqual(['declined']);
    let row = await planRow(env, plan.id);
    expect(row.status).toBe('active');
    expect(new Date(row.retry_at!).getTime()).toBe(env.deps.clock.now().getTime() + RECURRING_RETRY_AFTER_MS);
    expect((await subjects(u.email))[0]).toBe('Recurring buy of BTC did not go through');

    env.deps.clock.advance(RECURRING_RETRY_AFTER_MS - 60_000);
    expect(await run()).toBe(0);
    env.deps.clock.advance(60_000);
    expect(await run()).toBe(1);
    expect((await planPurchases(env, plan.id)).map((p) => p.status)).toEqual(['declined', 'declined']);
    row = await planRow(env, plan.id);
    expect([row.status, row.paused_reason, row.retry_at]).toEqual(['paused', 'payment_failed', null]);
    expect((await subjects(u.email))[0]).toBe('Recurring buy of BTC paused');

    // Paused: the next slot does not run.
    env.deps.clock.advance(14 * DAY);
    await run();
    expect(await planPurchases(env, plan.id)).toHaveLength(2);
  });

  it('a retry that goes through keeps the plan running', async () => {
    const u = await customerWithCard(env);
    const plan = await planOf(env, u, { amount: '25', frequency: 'weekly' });
    await setCardOutcome(env, u, 'failed');
    env.deps.clock.advance(7 * DAY);
    await run();
    await setCardOutcome(env, u, 'successful');
    env.deps.clock.advance(RECURRING_RETRY_AFTER_MS);
    await run();
    expect((await planPurchases(env, plan.id)).map((p) => p.status)).toEqual(['failed', 'success']);
    const row = await planRow(env, plan.id);
    expect([row.status, row.retry_at]).toEqual(['active', null]);
    const runs = await env.deps.db.selectFrom('recurring_runs').selectAll().where('plan_id', '=', plan.id).execute();
    expect(runs.map((r) => [r.attempt, r.status])).toEqual([
      [1, 'failed'],
      [2, 'success'],
    ]);
  });

  it('passes the identity threshold of a one-off purchase at every run', async () => {
    const u = await customer(env);
    await env.deps.db.updateTable('users').set({ anti_phishing_code: 'FERN-7' }).where('id', '=', u.id).execute();
    await buyOnce(env, u, true, '20');
    const plan = await planOf(env, u, { amount: '150', frequency: 'weekly' });
    env.deps.clock.advance(7 * DAY);
    await run();
    expect((await planPurchases(env, plan.id)).map((p) => p.status)).toEqual(['success']);
    // 20 + 150 charged in 30 days: another 150 goes above the threshold without verification.
    env.deps.clock.advance(7 * DAY);
    await run();
    expect(await planPurchases(env, plan.id)).toHaveLength(1);
    const runs = await env.deps.db.selectFrom('recurring_runs').selectAll().where('plan_id', '=', plan.id).execute();
    expect(runs.find((r) => r.status === 'refused')?.reason).toMatch(/verif/i);
    expect((await subjects(u.email))[0]).toBe('Recurring buy of BTC did not go through');
  });

  /** A weekly plan whose first run loses the gateway's answer; its purchase is left pending. */
  async function cutRun(amount: string, amountMinor: bigint, when: 'before' | 'after') {
    const u = await customerWithCard(env);
    const plan = await planOf(env, u, { amount, frequency: 'weekly' });
    env.deps.clock.advance(7 * DAY);
    cut = { when, amountMinor };
    await run();
    const [started] = await planPurchases(env, plan.id);
    expect(started?.status).toBe('pending');
    return { u, plan, started: started! };
  }

  it('a run cut off before the charge answered completes after a restart, charged once', async () => {
    const { plan, started } = await cutRun('33', 3317n, 'before');
    expect(await charges(started.tracking_id)).toHaveLength(0);
    // The plan already moved on: running again now starts no second purchase for the slot.
    await run();
    expect(await planPurchases(env, plan.id)).toHaveLength(1);

    env.deps.clock.advance(STALE_RUN_MS + 1000);
    await run();
    const [done, ...more] = await planPurchases(env, plan.id);
    expect(more).toHaveLength(0);
    expect(done?.status).toBe('success');
    expect(await charges(done!.tracking_id)).toHaveLength(1);
  });

  it('a run whose charge went through but whose answer was lost is not charged twice', async () => {
    const { u, plan, started } = await cutRun('34', 3417n, 'after');
    expect(await charges(started.tracking_id)).toHaveLength(1);
    env.deps.clock.advance(STALE_RUN_MS + 1000);
    await run();
    const [done] = await planPurchases(env, plan.id);
    expect(done?.status).toBe('success');
    expect(await charges(done!.tracking_id)).toHaveLength(1);
    expect((await subjects(u.email)).filter((s) => s.endsWith('bought'))).toHaveLength(1);
  });
});
