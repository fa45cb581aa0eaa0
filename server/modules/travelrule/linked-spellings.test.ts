/**
 * The self-hosted threshold and its proofs count the account, not the text typed (decisions 343
 * and 344): one XRP account written as its classic address and as X-addresses with different
 * tags, or one 0x address used on Ethereum and on an ERC-20 route, is one wallet whose transfers
 * of the last 24 hours add up; a proof of it counts on every spelling and every network it shares.
 */
import { randomUUID } from 'node:crypto';
import { hex } from '@scure/base';
import { deriveAddress, deriveKeypair, sign as signXrpl } from 'ripple-keypairs';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { setSandboxPrice } from '../../test/sandbox-market.js';
import { withdrawalProof } from '../accounts/testing.js';
import { getUserBalances } from '../ledger/index.js';
import { customerHolding } from '../ledger/testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0', ...HIGHEST_WITHDRAWAL_LIMITS } });
  // ETH at USD 1,000 and XRP at USD 1: 0.5 ETH, 500 USDC or 500 XRP is about AUD 760, under the
  // AUD 1,000 threshold alone and above it with any second one.
  await setSandboxPrice(env, 'ETH', '1000');
  await setSandboxPrice(env, 'XRP', '1');
});
afterAll(() => env.close());

// Test keys that never hold value: Anvil's first account, and an XRP seed of ripple-keypairs' tests.
const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const xrpKeys = deriveKeypair('sEdTM1uX8pu2do5XvTnutH6HsouMaM2');
const XRP = deriveAddress(xrpKeys.publicKey);
// The same account as X-addresses (XLS-5d, mainnet): without a tag, and with tags 1, 2 and 7.
const XRP_X = 'XVJ1QW7PaoXVCRapLDdSfttpjzX54C9Sj3N2H8R52EWbAhF';
const XRP_X_TAG1 = 'XVJ1QW7PaoXVCRapLDdSfttpjzX54CNJrtdD7JC8duu6Gtd';
const XRP_X_TAG2 = 'XVJ1QW7PaoXVCRapLDdSfttpjzX54CNKf4ZNyNVu1eRKeMN';
const XRP_X_TAG7 = 'XVJ1QW7PaoXVCRapLDdSfttpjzX54CNQ28D4T1eYhcJRLw8';
const ownSelfHosted = { owner: 'self', wallet: 'self_hosted', providerId: null, kind: null, name: null };

const customer = (holdings: Record<string, string>) =>
  customerHolding(env.deps, holdings, { city: 'Sydney', address: '1 George St' });

const withdraw = async (u: TestUser, routeId: number, address: string, amount: string) =>
  env.api.call(
    CALLS.createWithdrawal,
    {
      amount,
      cryptoAddress: address,
      paymentRouteId: routeId,
      beneficiary: ownSelfHosted,
      ...(await withdrawalProof(env, u)),
    },
    { token: await tokenFor(env.deps, u), idempotencyKey: randomUUID() },
  );
const withdrawalsOf = (u: TestUser) =>
  env.deps.db.selectFrom('withdrawals').select(['route_id', 'address']).where('user_id', '=', u.id).execute();
const data = (res: { answer: unknown }) => (res.answer as any).data;

async function prove(u: TestUser, routeId: number, address: string, sign: (m: string) => Promise<unknown> | unknown) {
  const token = await tokenFor(env.deps, u);
  const c = await env.api.call(CALLS.ownershipChallenge, { paymentRouteId: routeId, address }, { token });
  expect(c.status, JSON.stringify(c.answer)).toBe(200);
  const { challengeId, message } = data(c);
  const res = await env.api.call(
    CALLS.ownershipProof,
    { challengeId, ...((await sign(message)) as Record<string, string>) },
    { token },
  );
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
}

const signedByXrpKey = (message: string) => ({
  signature: signXrpl(hex.encode(new TextEncoder().encode(message)).toUpperCase(), xrpKeys.privateKey),
  publicKey: xrpKeys.publicKey,
});

describe('linked transfers count by account', () => {
  it('adds up the classic address and X-addresses with tags of one XRP account', async () => {
    const u = await customer({ XRP: '5000' });
    const first = await withdraw(u, 5, XRP, '500');
    expect(data(first), JSON.stringify(first.answer)).toMatchObject({ travel_rule: { state: 'recorded' } });
    for (const spelling of [XRP_X_TAG1, XRP_X_TAG2, ` ${XRP_X} `]) {
      const res = await withdraw(u, 5, spelling, '500');
      expect(res.answer, spelling).toMatchObject({ code: 'OWNERSHIP_PROOF_REQUIRED' });
    }
    expect(await withdrawalsOf(u)).toHaveLength(1);
    expect((await getUserBalances(env.deps.db, u.id)).XRP).toBe(4500_000_000n);
  });

  it('adds up one 0x address across Ethereum and ERC-20 routes, in any letter case', async () => {
    const u = await customer({ ETH: '5', USDC: '5000', USDT: '5000' });
    const first = await withdraw(u, 2, evm.address, '0.5');
    expect(data(first), JSON.stringify(first.answer)).toMatchObject({ travel_rule: { state: 'recorded' } });
    const upper = `0x${evm.address.slice(2).toUpperCase()}`;
    for (const [routeId, address] of [
      [8, evm.address],
      [8, evm.address.toLowerCase()],
      [6, upper],
    ] as const) {
      const res = await withdraw(u, routeId, address, '500');
      expect(res.answer, `${routeId} ${address}`).toMatchObject({ code: 'OWNERSHIP_PROOF_REQUIRED' });
    }
    expect(await withdrawalsOf(u)).toHaveLength(1);
    expect(await getUserBalances(env.deps.db, u.id)).toMatchObject({ USDC: 5000_000_000n, USDT: 5000_000_000n });
  });
});

describe('a proof counts for the account', () => {
  it('a 0x address proven on Ethereum is proven on its ERC-20 routes, in any letter case', async () => {
    const u = await customer({ USDC: '5000' });
    await prove(u, 2, evm.address.toLowerCase(), async (message) => ({
      signature: await evm.signMessage({ message }),
    }));
    const res = await withdraw(u, 8, `0x${evm.address.slice(2).toUpperCase()}`, '1000');
    expect(data(res), JSON.stringify(res.answer)).toMatchObject({ travel_rule: { state: 'recorded' } });
  });

  it('an XRP account proven through an X-address is proven for its classic address and every tag', async () => {
    const u = await customer({ XRP: '5000' });
    await prove(u, 5, XRP_X_TAG7, signedByXrpKey);
    for (const spelling of [XRP, XRP_X_TAG1]) {
      const res = await withdraw(u, 5, spelling, '1000');
      expect(data(res), `${spelling}: ${JSON.stringify(res.answer)}`).toMatchObject({
        travel_rule: { state: 'recorded' },
      });
    }
  });
});
