/**
 * Races on real PostgreSQL (skipped only when TEST_DATABASE_URL is unset; CI always sets it).
 * Fifty requests at once against one balance that affords exactly k of them: exactly k succeed
 * and the balance ends where it must. The same Idempotency-Key sent many times at once moves
 * money once. Swaps in opposite directions through the shared house accounts never deadlock.
 */

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { fromUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { passkeyProofs } from '../accounts/testing.js';
import { creditObservedDeposit, depositAddressFor } from '../wallet/index.js';
import { findInvariantViolations, getUserBalances, houseAccountId } from './index.js';
import { createScratchDatabase, customerHolding, type ScratchDatabase, TEST_DATABASE_URL } from './testing.js';

const BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

describe.skipIf(!TEST_DATABASE_URL)('concurrency on PostgreSQL', () => {
  let env: TestEnv;
  let scratch: ScratchDatabase;

  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    env = await createTestEnv({
      databaseUrl: scratch.url,
      env: { MARKET_VOLATILITY_BPS: '0', ...HIGHEST_WITHDRAWAL_LIMITS },
    });
    expect(env.deps.dbKind).toBe('postgres');
  });
  afterAll(async () => {
    await env.close();
    await scratch.drop();
  });

  const customer = (holdings: Record<string, string>) => customerHolding(env.deps, holdings);
  const withdraw = (u: TestUser, amount: string, idempotencyKey: string | undefined, proof: object) =>
    env.api.call(
      CALLS.createWithdrawal,
      { amount, cryptoAddress: BTC_ADDRESS, paymentRouteId: 1, beneficiary: TEST_BENEFICIARY, ...proof },
      { token: u.token, idempotencyKey },
    );
  const quote = async (u: TestUser, source: string, target: string, amount: string) => {
    const res = await env.api.call(
      CALLS.swapCrypto,
      { sourceCurrencyId: source, targetCurrencyId: target, sourceCurrencyAmount: amount, ttl: 60 },
      { token: u.token },
    );
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    return (res.answer as any).data as { conversion_quote_id: string; target_currency_amount: string };
  };
  const confirm = (u: TestUser, id: string, idempotencyKey?: string) =>
    env.api.call(CALLS.confirmSwap, { conversionQuoteId: id }, { token: u.token, idempotencyKey });
  const inFlightBtc = async () => {
    const id = await houseAccountId(env.deps.db, 'withdrawals_in_flight', 'BTC');
    const row = await env.deps.db
      .selectFrom('ledger_accounts')
      .select('balance')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return BigInt(row.balance);
  };

  it('50 parallel withdrawals against a balance that affords exactly 12: exactly 12 succeed', async () => {
    const u = await customer({ BTC: '1.2' });
    const before = await inFlightBtc();
    // Each confirmed by the customer, each with its own passkey answer.
    const proofs = await passkeyProofs(env, u, 50);
    const results = await Promise.all(proofs.map((proof) => withdraw(u, '0.1', undefined, proof)));
    const ok = results.filter((r) => r.answer.status === 'success');
    const refused = results.filter((r) => r.answer.status === 'error');
    expect(ok).toHaveLength(12);
    expect(refused.every((r) => (r.answer as any).code === 'INSUFFICIENT_BALANCE')).toBe(true);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(0n);
    expect((await inFlightBtc()) - before).toBe(120_000_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('50 parallel swap confirmations against a balance that affords exactly 17: exactly 17 succeed', async () => {
    const u = await customer({ BTC: '0.17' });
    const quotes = [];
    for (let i = 0; i < 50; i++) quotes.push(await quote(u, 'BTC', 'USDT', '0.01'));
    const results = await Promise.all(quotes.map((q) => confirm(u, q.conversion_quote_id)));
    const ok = results.filter((r) => r.answer.status === 'success');
    expect(ok).toHaveLength(17);
    expect(
      results
        .filter((r) => r.answer.status === 'error')
        .every((r) => (r.answer as any).code === 'INSUFFICIENT_BALANCE'),
    ).toBe(true);
    const balances = await getUserBalances(env.deps.db, u.id);
    expect(balances.BTC).toBe(0n);
    expect(balances.USDT).toBe(17n * BigInt(Math.round(Number(quotes[0]?.target_currency_amount) * 1e6)));
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('the same Idempotency-Key sent 10 times at once moves money once (withdrawal and swap)', async () => {
    const u = await customer({ BTC: '1' });
    const key = randomUUID();
    // A retry repeats the request, its confirmation included.
    const [proof] = await passkeyProofs(env, u, 1);
    const withdrawals = await Promise.all(Array.from({ length: 10 }, () => withdraw(u, '0.3', key, proof!)));
    for (const r of withdrawals) expect(r.answer).toEqual(withdrawals[0]?.answer);
    expect(withdrawals[0]?.answer.status).toBe('success');
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(70_000_000n);

    const q = await quote(u, 'BTC', 'USDC', '0.5');
    const swapKey = randomUUID();
    const swaps = await Promise.all(Array.from({ length: 10 }, () => confirm(u, q.conversion_quote_id, swapKey)));
    for (const r of swaps) expect(r.answer).toEqual(swaps[0]?.answer);
    expect(swaps[0]?.answer.status).toBe('success');
    const balances = await getUserBalances(env.deps.db, u.id);
    expect(balances.BTC).toBe(20_000_000n);
    expect(balances.USDC.toString()).toBe(String(Math.round(Number(q.target_currency_amount) * 1e6)));
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('the same quote confirmed with 20 different keys at once is executed once', async () => {
    const u = await customer({ ETH: '1' });
    const q = await quote(u, 'ETH', 'USDT', '0.5');
    const results = await Promise.all(Array.from({ length: 20 }, () => confirm(u, q.conversion_quote_id)));
    expect(results.filter((r) => r.answer.status === 'success')).toHaveLength(1);
    expect(results.filter((r) => (r.answer as any).code === 'QUOTE_USED')).toHaveLength(19);
    expect((await getUserBalances(env.deps.db, u.id)).ETH).toBe(500_000_000_000_000_000n);
  });

  it('a BTC to ETH quote (through USDT) confirmed with 20 different keys at once moves once', async () => {
    const u = await customer({ BTC: '0.1' });
    const q = await quote(u, 'BTC', 'ETH', '0.05');
    const results = await Promise.all(Array.from({ length: 20 }, () => confirm(u, q.conversion_quote_id)));
    expect(results.filter((r) => r.answer.status === 'success')).toHaveLength(1);
    expect(results.filter((r) => (r.answer as any).code === 'QUOTE_USED')).toHaveLength(19);
    const balances = await getUserBalances(env.deps.db, u.id);
    expect(balances.BTC).toBe(5_000_000n);
    expect(fromUnits(balances.ETH, 18)).toBe(q.target_currency_amount);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('the same deposit reported 20 times at once is credited once', async () => {
    const u = await customer({});
    const address = await depositAddressFor(env.deps, u.id, routeById(1)!);
    const txid = `race${randomUUID().replaceAll('-', '')}`;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        creditObservedDeposit(env.deps, { routeId: 1, address, txid, outputIndex: 0, amount: 5_000n }),
      ),
    );
    expect(outcomes.filter((o) => o === 'credited')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already_credited')).toHaveLength(19);
    expect((await getUserBalances(env.deps.db, u.id)).BTC).toBe(5_000n);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });

  it('swaps in opposite directions by many customers at once all go through, without deadlock', async () => {
    const users = await Promise.all(Array.from({ length: 10 }, () => customer({ BTC: '0.05', USDT: '5000' })));
    const quotes: [TestUser, string][] = [];
    for (const u of users) {
      for (let i = 0; i < 5; i++) {
        const q = i % 2 === 0 ? await quote(u, 'BTC', 'USDT', '0.01') : await quote(u, 'USDT', 'BTC', '900');
        quotes.push([u, q.conversion_quote_id]);
      }
    }
    const results = await Promise.all(quotes.map(([u, id]) => confirm(u, id)));
    expect(results.filter((r) => r.answer.status !== 'success').map((r) => r.answer)).toEqual([]);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});
