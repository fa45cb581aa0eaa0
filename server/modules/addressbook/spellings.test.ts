/**
 * The address book and the allowlist compare destinations, not texts (decision 343): an account
 * and, on the XRP Ledger, its destination tag. Another spelling of a saved destination is the same
 * entry (a second save is a duplicate, a withdrawal to it is allowed); another tag is another
 * destination.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_BOOK_MESSAGES as M } from '../../../contract/address-book.js';
import { CALLS } from '../../../contract/calls/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { outboxFor, withdrawalProof } from '../accounts/testing.js';
import { customerHolding } from '../ledger/testing.js';
import { createAddressHoldEnv } from './testing.js';

// One XRP account (not listed) as its classic address and as X-addresses without and with tags.
const XRP = 'rG31cLyErnqeVj2eomEjBZtq7PYaupGYzL';
const XRP_X = 'XVJ1QW7PaoXVCRapLDdSfttpjzX54C9Sj3N2H8R52EWbAhF';
const XRP_X_TAG1 = 'XVJ1QW7PaoXVCRapLDdSfttpjzX54CNJrtdD7JC8duu6Gtd';
const XRP_X_TAG2 = 'XVJ1QW7PaoXVCRapLDdSfttpjzX54CNKf4ZNyNVu1eRKeMN';
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BECH32 = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

const HOLD_S = 60;
let env: TestEnv;
beforeAll(async () => {
  env = await createAddressHoldEnv(HOLD_S);
});
afterAll(() => env.close());

const customer = () => customerHolding(env.deps, { XRP: '1000', ETH: '1', BTC: '1' });

const add = async (u: TestUser, paymentRouteId: number, address: string) =>
  env.api.call(
    CALLS.addAddress,
    { paymentRouteId, address, label: 'Mine', password: u.password },
    { token: await tokenFor(env.deps, u) },
  );

async function saveConfirmed(u: TestUser, paymentRouteId: number, address: string) {
  const res = await add(u, paymentRouteId, address);
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  // The newest confirmation email comes first.
  const mail = (await outboxFor(env, u.email)).find((m) => m.subject.startsWith('Confirm the new address'));
  const link = /\/address-book\/confirm#(\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  expect((await env.api.call(CALLS.confirmAddress, { token: link })).status).toBe(200);
}

const withdraw = async (u: TestUser, paymentRouteId: number, cryptoAddress: string, amount: string) =>
  env.api.call(
    CALLS.createWithdrawal,
    { amount, cryptoAddress, paymentRouteId, beneficiary: TEST_BENEFICIARY, ...(await withdrawalProof(env, u)) },
    { token: await tokenFor(env.deps, u), idempotencyKey: randomUUID() },
  );
const entries = (u: TestUser) =>
  env.deps.db.selectFrom('address_book').select('address').where('user_id', '=', u.id).execute();

describe('saving another spelling of a saved destination', () => {
  it('is a duplicate: an X-address without a tag of a saved classic address, any letter case of 0x or bech32', async () => {
    const u = await customer();
    expect((await add(u, 5, XRP)).status).toBe(200);
    expect((await add(u, 2, EVM)).status).toBe(200);
    expect((await add(u, 1, BECH32)).status).toBe(200);
    for (const [routeId, spelling] of [
      [5, XRP_X],
      [2, EVM.toLowerCase()],
      [2, `0x${EVM.slice(2).toUpperCase()}`],
      [1, BECH32.toUpperCase()],
    ] as const) {
      const res = await add(u, routeId, spelling);
      expect(res.status, spelling).toBe(400);
      expect((res.answer as any).errors).toEqual({ address: M.duplicate });
    }
    expect(await entries(u)).toHaveLength(3);
  });

  it('saves another tag of the same account as another destination', async () => {
    const u = await customer();
    expect((await add(u, 5, XRP_X_TAG1)).status).toBe(200);
    expect((await add(u, 5, XRP_X_TAG2)).status).toBe(200);
    expect((await add(u, 5, XRP)).status).toBe(200);
    expect((await add(u, 5, XRP_X_TAG1)).status).toBe(400);
    expect(await entries(u)).toHaveLength(3);
  });
});

describe('allowlist-only', () => {
  it('allows every spelling of a saved destination and refuses the same account under another tag', async () => {
    const u = await customer();
    await saveConfirmed(u, 5, XRP_X_TAG1);
    await saveConfirmed(u, 2, EVM.toLowerCase());
    await saveConfirmed(u, 1, BECH32.toUpperCase());
    env.deps.clock.advance(HOLD_S * 1000);
    expect(
      (await env.api.call(CALLS.setAllowlistOnly, { enabled: true }, { token: await tokenFor(env.deps, u) })).status,
    ).toBe(200);
    for (const [routeId, address, amount] of [
      [2, EVM, '0.01'],
      [1, BECH32, '0.001'],
    ] as const) {
      const res = await withdraw(u, routeId, address, amount);
      expect(res.status, `${address}: ${JSON.stringify(res.answer)}`).toBe(200);
    }
    for (const other of [XRP, XRP_X, XRP_X_TAG2]) {
      const res = await withdraw(u, 5, other, '10');
      expect(res.answer, other).toMatchObject({ code: 'ADDRESS_NOT_ALLOWED' });
    }
    expect((await withdraw(u, 5, ` ${XRP_X_TAG1} `, '10')).status).toBe(200);
  });
});
