/**
 * The monitoring rules read cash too (decision 317): bank deposits credited through the bank's
 * signed notification and cash withdrawals to a saved bank account, valued in the region
 * currency, open a compliance case as crypto transfers do.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { customerWithBankAccount, fundCash, verifiedCustomer } from '../bank/testing.js';
import { nightlyScan } from './scan.js';
import { findingsOf } from './testing.js';

const HOLD_S = 60;
let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { ...HIGHEST_WITHDRAWAL_LIMITS, ADDRESS_HOLD_SECONDS: String(HOLD_S) } });
});
afterAll(() => env.close());

/** A JSON column as read: text on one driver, parsed on the other. */
const json = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/** The customer with a token from now: the clock moves on past a token's life here. */
const fresh = async (u: TestUser): Promise<TestUser> => ({ ...u, token: await tokenFor(env.deps, u) });

const findings = (u: { id: string }) => findingsOf(env, u.id);

async function cases(u: TestUser) {
  return env.deps.db
    .selectFrom('compliance_cases')
    .select(['source', 'source_id', 'state'])
    .where('customer_id', '=', u.id)
    .execute();
}

const bankMovementKinds = async (ids: string[]) =>
  (
    await env.deps.db
      .selectFrom('ledger_movements')
      .select('kind')
      .where('id', 'in', ids.map(Number))
      .orderBy('id')
      .execute()
  ).map((m) => m.kind);

describe('monitoring rules on cash', () => {
  it('a bank deposit mostly withdrawn to the bank within 24 hours opens a case', async () => {
    const { u, payeeId } = await customerWithBankAccount(env, 1_000n);
    env.deps.clock.advance(HOLD_S * 1000);
    await fundCash(env, await fresh(u), 500_000n);
    expect(await findings(u)).toEqual([]);
    env.deps.clock.advance(2 * 3_600_000);
    const res = await env.api.call(
      CALLS.createCashWithdrawal,
      { amount: '4500', bank_account_id: payeeId, ...(await withdrawalProof(env, u)) },
      { token: await tokenFor(env.deps, u), idempotencyKey: randomUUID() },
    );
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    const found = await findings(u);
    expect(found.map((f) => f.rule)).toEqual(['rapid_outflow']);
    const ids = json(found[0]!.transfer_ids) as string[];
    expect(await bankMovementKinds(ids)).toEqual(['bank_deposit', 'bank_withdrawal_hold']);
    expect(json(found[0]!.facts)).toMatchObject({
      inflow_value: 5000,
      withdrawal_value: 4500,
      address: '062-000 12345678',
    });
    expect(await cases(u)).toEqual([{ source: 'monitoring', source_id: String(found[0]!.id), state: 'open' }]);
  });

  it('bank deposits just under the threshold within the window (structuring) open one case', async () => {
    const u = await verifiedCustomer(env);
    for (let i = 0; i < 3; i++) {
      await fundCash(env, await fresh(u), 960_000n);
      env.deps.clock.advance(5 * 3_600_000);
    }
    const found = await findings(u);
    expect(found.map((f) => f.rule)).toEqual(['structuring']);
    expect(json(found[0]!.facts)).toMatchObject({ values: [9600, 9600, 9600] });
    await nightlyScan(env.deps);
    expect(await findings(u)).toHaveLength(1);
    expect(await cases(u)).toHaveLength(1);
  });

  it('withdrawals split below the four-eyes threshold within a day open one case, not one per withdrawal', async () => {
    const { u, payeeId } = await customerWithBankAccount(env, 1_000_000n);
    env.deps.clock.advance(HOLD_S * 1000);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      env.deps.clock.advance(3_600_000);
      const res = await env.api.call(
        CALLS.createCashWithdrawal,
        { amount: '2000', bank_account_id: payeeId, ...(await withdrawalProof(env, u)) },
        { token: await tokenFor(env.deps, u), idempotencyKey: randomUUID() },
      );
      expect(res.status, JSON.stringify(res.answer)).toBe(200);
      ids.push((res.answer as { data: { withdrawal_id: string } }).data.withdrawal_id);
    }
    const found = (await findings(u)).filter((f) => f.rule === 'split_withdrawals');
    expect(found).toHaveLength(1);
    expect(json(found[0]!.facts)).toMatchObject({ threshold: 10_000, total: 10_000 });
    await nightlyScan(env.deps);
    expect((await findings(u)).filter((f) => f.rule === 'split_withdrawals')).toHaveLength(1);
    const opened = (await cases(u)).filter((c) => c.source_id === String(found[0]!.id));
    expect(opened).toEqual([{ source: 'monitoring', source_id: String(found[0]!.id), state: 'open' }]);
  });
});
