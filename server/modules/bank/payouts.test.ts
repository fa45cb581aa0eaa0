/** Cash payouts asked of the bank again until it has them (decision 290). */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJobRunner } from '../../lib/jobs.js';
import type { PayoutRequest } from '../../providers/bank/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { outboxFor } from '../accounts/testing.js';
import { startBackgroundWork } from '../index.js';
import { findInvariantViolations, getUserCashBalances } from '../ledger/index.js';
import { reconcileRestore } from '../restore/index.js';
import { PAYOUT_RETRY_FIRST_MS, retryCashPayouts } from './payouts.js';
import { deliver, requestCashWithdrawal, sandboxBankOf, watchedBank } from './testing.js';

const HOLD_S = 60;
const TOKEN = 'scrape-token-0123456789abcdef';
const MAX_ATTEMPTS = 4;
let env: TestEnv;
/** Every payout the bank took, by request id (the sandbox itself pays once per request id too). */
const taken: PayoutRequest[] = [];

beforeAll(async () => {
  env = await createTestEnv({
    env: {
      ADDRESS_HOLD_SECONDS: String(HOLD_S),
      BANK_PAYOUT_MAX_ATTEMPTS: String(MAX_ATTEMPTS),
      METRICS_TOKEN: TOKEN,
    },
    providers: watchedBank((req) => taken.push(req), 'taken'),
  });
});
afterAll(() => env.close());

const cash = async (u: TestUser) => (await getUserCashBalances(env.deps.db, u.id)).AUD;
const bank = () => sandboxBankOf(env);
const job = () => retryCashPayouts(env.deps, env.deps.clock.now()).catch(() => 0);
const row = (id: string) =>
  env.deps.db.selectFrom('bank_withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const takenFor = (id: string) => taken.filter((p) => p.requestId === id);

async function withdrawal(amount: string, language = 'en') {
  return requestCashWithdrawal(env, { amount, cents: 50_000n, holdSeconds: HOLD_S, language });
}

describe('cash payouts', () => {
  it("carry a reference in the account's language, whole within the rail's length", async () => {
    const { id } = await withdrawal('20', 'de');
    // An Australian payout carries 18 characters: the German word, not "CoinVault withdrawal" cut short.
    expect(takenFor(id).map((p) => p.reference)).toEqual(['Auszahlung']);
    const english = await withdrawal('20', 'en');
    expect(takenFor(english.id).map((p) => p.reference)).toEqual(['Withdrawal']);
  });

  it('stay held while the bank is down and are paid exactly once when it is back', async () => {
    bank().failNextPayout('unavailable');
    const { u, id } = await withdrawal('200');
    expect(await cash(u)).toBe(30_000n);
    expect(takenFor(id)).toEqual([]);
    expect(await row(id)).toMatchObject({ state: 'pending', payout_id: null, send_attempts: 1 });

    // Not due yet: nothing is asked.
    await job();
    expect((await row(id)).send_attempts).toBe(1);
    bank().failNextPayout('unavailable');
    env.deps.clock.advance(PAYOUT_RETRY_FIRST_MS);
    await job();
    expect(await row(id)).toMatchObject({ payout_id: null, send_attempts: 2, send_error: expect.any(String) });

    // Back up: the next due run asks once, with the withdrawal's id as the bank's request id.
    env.deps.clock.advance(2 * PAYOUT_RETRY_FIRST_MS);
    await job();
    await job();
    env.deps.clock.advance(60 * 60_000);
    await job();
    expect(takenFor(id)).toHaveLength(1);
    const w = await row(id);
    expect(w).toMatchObject({ payout_id: expect.any(String), next_send_at: null, send_error: null });
    const n = await bank().finishPayout(w.payout_id!, 'paid');
    expect((await deliver(env, n!)).status).toBe(200);
    expect((await row(id)).state).toBe('sent');
    expect(await cash(u)).toBe(30_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('return the amount once when the bank refuses the payout, and tell the customer in their language', async () => {
    bank().failNextPayout('refused');
    const { u, id, status } = await withdrawal('150', 'de');
    expect(status).toBe('failed');
    // The refusal came on the call itself; run the job a few times after it.
    expect(await row(id)).toMatchObject({ state: 'failed', failure_reason: expect.stringMatching(/refused/) });
    for (let i = 0; i < 3; i++) {
      env.deps.clock.advance(60 * 60_000);
      await job();
    }
    expect(await cash(u)).toBe(50_000n);
    const voids = await env.deps.db
      .selectFrom('ledger_movements')
      .select('id')
      .where('ref', '=', `bank-withdrawal:${id}:settle`)
      .execute();
    expect(voids).toHaveLength(1);
    expect(takenFor(id)).toEqual([]);
    const subjects = (await outboxFor(env, u.email)).map((m) => m.subject);
    expect(subjects.filter((s) => s === 'Ihre Auszahlung ist zurück in Ihrem Fiat-Guthaben')).toHaveLength(1);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('wait, held, while the customer is frozen, and are sent after unfreezing', async () => {
    bank().failNextPayout('unavailable');
    const { u, id } = await withdrawal('100');
    await env.deps.db.updateTable('users').set({ frozen_at: env.deps.clock.now() }).where('id', '=', u.id).execute();
    for (let i = 0; i < 3; i++) {
      env.deps.clock.advance(60 * 60_000);
      await job();
    }
    expect(takenFor(id)).toEqual([]);
    expect(await row(id)).toMatchObject({ state: 'pending', send_attempts: 1, stuck_at: null });
    expect(await cash(u)).toBe(40_000n);
    await env.deps.db.updateTable('users').set({ frozen_at: null }).where('id', '=', u.id).execute();
    await job();
    expect(takenFor(id)).toHaveLength(1);
  });

  it('wait after a restore until it is reconciled, then are sent once (decision 316)', async () => {
    await env.deps.db
      .insertInto('database_restores')
      .values({ id: randomUUID(), restored_at: env.deps.clock.now(), source: 'test backup', reconciled_at: null })
      .execute();
    const { u, id, status } = await withdrawal('100');
    expect(status).toBe('pending');
    for (let i = 0; i < 3; i++) {
      env.deps.clock.advance(60 * 60_000);
      await job();
    }
    expect(takenFor(id)).toEqual([]);
    expect(await row(id)).toMatchObject({ state: 'pending', payout_id: null, stuck_at: null });
    expect(await cash(u)).toBe(40_000n);
    // The restore is reconciled with custody and the bank; payouts resume after it.
    expect(await reconcileRestore(env.deps)).toBe('reconciled');
    await job();
    await job();
    expect(takenFor(id)).toHaveLength(1);
    expect((await row(id)).payout_id).not.toBeNull();
  });

  it('settle a payout the bank answers as already paid when asked again, as after a restore', async () => {
    const { u, id } = await withdrawal('100');
    const payoutId = (await row(id)).payout_id!;
    // The bank paid it; its notification reached only the server the backup came from.
    expect(await bank().finishPayout(payoutId, 'paid')).not.toBeNull();
    // The restored database knows the withdrawal as held and not yet asked of the bank.
    await env.deps.db
      .updateTable('bank_withdrawals')
      .set({ payout_id: null, next_send_at: env.deps.clock.now() })
      .where('id', '=', id)
      .execute();
    await job();
    expect(await row(id)).toMatchObject({ state: 'sent', payout_id: payoutId });
    expect(await cash(u)).toBe(40_000n);
    const posts = await env.deps.db
      .selectFrom('ledger_movements')
      .select('id')
      .where('ref', '=', `bank-withdrawal:${id}:settle`)
      .execute();
    expect(posts).toHaveLength(1);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('send once when the job runs in parallel', async () => {
    bank().failNextPayout('unavailable');
    const { id } = await withdrawal('100');
    env.deps.clock.advance(PAYOUT_RETRY_FIRST_MS);
    await Promise.all([job(), job(), job(), job()]);
    expect(takenFor(id)).toHaveLength(1);
    expect((await row(id)).send_attempts).toBe(2);
  });

  it('leave a payout the bank never takes held and marked for staff after the attempts run out', async () => {
    const { u, id } = await withdrawal('100');
    // The first ask went through; undo it here to follow one the bank never took.
    await env.deps.db
      .updateTable('bank_withdrawals')
      .set({ payout_id: null, send_attempts: 0, next_send_at: env.deps.clock.now() })
      .where('id', '=', id)
      .execute();
    for (let i = 0; i < MAX_ATTEMPTS + 3; i++) {
      bank().failNextPayout('unavailable');
      env.deps.clock.advance(2 * 60 * 60_000);
      await job();
    }
    const w = await row(id);
    expect(w).toMatchObject({ state: 'pending', payout_id: null, next_send_at: null, send_attempts: MAX_ATTEMPTS });
    expect(w.stuck_at).not.toBeNull();
    bank().failNextPayout(null);

    // Operators see it in the metrics, with the job's lag beside the other jobs'.
    const runner = createJobRunner(env.deps);
    const stop = startBackgroundWork(env.deps, runner);
    env.deps.jobs = runner;
    try {
      const text = await (await env.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } })).text();
      expect(text).toContain('coinvault_cash_payouts_stuck 1');
      expect(text).toMatch(/coinvault_job_lag_seconds\{job="cash payouts"\} \d/);
    } finally {
      await stop();
      await runner.stop();
    }
    expect(await cash(u)).toBe(40_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});
