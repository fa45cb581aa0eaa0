/**
 * A transaction's status on support's list and the status filter are one rule: for every kind
 * and every state of its withdrawal, the row's status is the one filter that lists it. Checked
 * on the rule alone and through the real query with a row of every withdrawal state.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { DESK_TRANSACTION_KINDS, DESK_TRANSACTION_STATUSES, type DeskTransactionPage } from '../../../contract/desk.js';
import { HELD_STATES, movementStatus, statusFilter } from '../../../contract/transaction-status.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { postForTest } from '../ledger/testing.js';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

describe('the status rule', () => {
  it('puts every kind in every withdrawal state in exactly the filter of its status', () => {
    for (const kind of DESK_TRANSACTION_KINDS)
      for (const held of HELD_STATES) {
        const listedBy = DESK_TRANSACTION_STATUSES.filter((status) =>
          statusFilter(status).some((f) => f.kind === kind && (f.held === 'any' || f.held.includes(held))),
        );
        expect([kind, held, listedBy]).toEqual([kind, held, [movementStatus(kind, held)]]);
      }
  });

  it('calls a payout the bank returned failed, as the customer sees it', () => {
    expect(movementStatus('bank_withdrawal_hold', 'returned')).toBe('failed');
    expect(movementStatus('withdrawal_hold', 'sent')).toBe('completed');
    expect(movementStatus('withdrawal_hold', 'pending')).toBe('pending');
  });
});

let env: TestEnv;
let customer: TestUser;
let support: TestUser;

const post = (spec: Parameters<typeof postForTest>[1]) => postForTest(env.deps, spec);

/** A hold whose withdrawal row is in `state` (coins: BTC; cash: AUD). */
async function hold(cash: boolean, state: 'pending' | 'sent' | 'failed' | 'returned') {
  const currency = cash ? 'AUD' : 'BTC';
  const at = env.deps.clock.now();
  const id = await post({
    kind: cash ? 'bank_withdrawal_hold' : 'withdrawal_hold',
    userId: customer.id,
    at,
    transfers: [
      {
        from: { userId: customer.id, currency },
        to: { house: 'withdrawals_in_flight', currency },
        amount: 1_000n,
      },
    ],
  });
  // A settled withdrawal names the movement that settled it; a void stands in for each here.
  const settle =
    state === 'pending'
      ? null
      : await post({
          kind: cash ? 'bank_withdrawal_void' : 'withdrawal_void',
          userId: customer.id,
          at,
          transfers: [
            {
              from: { house: 'withdrawals_in_flight', currency },
              to: { userId: customer.id, currency },
              amount: 1_000n,
            },
          ],
        });
  const common = {
    id: randomUUID(),
    user_id: customer.id,
    currency,
    amount: '1000',
    state,
    failure_reason: null,
    idempotency_key: randomUUID(),
    hold_movement_id: id,
    settle_movement_id: settle,
    created_at: at,
    settled_at: settle ? at : null,
  };
  if (cash)
    await env.deps.db
      .insertInto('bank_withdrawals')
      .values({
        ...common,
        payee_id: randomUUID(),
        beneficiary: 'Test Customer, BSB 062-000 12345678',
        payout_id: null,
        value_usd: '1',
        value_eur: '1',
        value_aud: '1',
        next_send_at: null,
        send_error: null,
        stuck_at: null,
      })
      .execute();
  else
    await env.deps.db
      .insertInto('withdrawals')
      .values({
        ...common,
        state: state as 'pending' | 'sent' | 'failed',
        route_id: 1,
        address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
        tx_hash: state === 'sent' ? 'ab'.repeat(32) : null,
      })
      .execute();
}

beforeAll(async () => {
  env = await createTestEnv();
  customer = await createUser(env.deps, { kycStatus: 'approved' });
  support = await createUser(env.deps, { role: 'support', totpSecret: SECRET });
  for (const currency of ['BTC', 'AUD'] as const)
    await post({
      kind: 'demo_credit',
      userId: customer.id,
      at: env.deps.clock.now(),
      transfers: [
        { from: { house: 'deposits_world', currency }, to: { userId: customer.id, currency }, amount: 1_000_000n },
      ],
    });
  for (const state of ['pending', 'sent', 'failed'] as const) await hold(false, state);
  for (const state of ['pending', 'sent', 'failed', 'returned'] as const) await hold(true, state);
});
afterAll(() => env.close());

async function list(status: string): Promise<DeskTransactionPage['items']> {
  const res = await env.api.call(
    CALLS.getCustomerTransactions,
    { customerId: customer.id, status, limit: 100 },
    { token: support.token },
  );
  if (res.answer.status !== 'success' || !res.answer.data) throw new Error(JSON.stringify(res.answer));
  return res.answer.data.items;
}

describe("support's transaction list", () => {
  it('lists each row under the filter of the status it shows, and under no other', async () => {
    const all = await list('');
    // Two credits, seven holds, and the five settled holds' voids.
    expect(all.length).toBe(14);
    for (const status of DESK_TRANSACTION_STATUSES) {
      const listed = (await list(status)).map((r) => r.id).sort();
      const shown = all
        .filter((r) => r.status === status)
        .map((r) => r.id)
        .sort();
      expect([status, listed]).toEqual([status, shown]);
    }
  });
});
