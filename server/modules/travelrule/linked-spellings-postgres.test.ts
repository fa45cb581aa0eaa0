/**
 * Linked transfers counted by account under parallel withdrawals, on real PostgreSQL
 * (TEST_DATABASE_URL): one wallet written in several spellings and over the EVM routes it shares,
 * raced at once, takes no more past the self-hosted threshold than one spelling would.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { setSandboxPrice } from '../../test/sandbox-market.js';
import { passkeyProofs } from '../accounts/testing.js';
import { findInvariantViolations } from '../ledger/index.js';
import { createScratchDatabase, creditForTest, type ScratchDatabase, TEST_DATABASE_URL } from '../ledger/testing.js';

// One XRP account as its classic address and as X-addresses with tags 1 and 2 (XLS-5d, mainnet).
const XRP_SPELLINGS = [
  'rG31cLyErnqeVj2eomEjBZtq7PYaupGYzL',
  'XVJ1QW7PaoXVCRapLDdSfttpjzX54CNJrtdD7JC8duu6Gtd',
  'XVJ1QW7PaoXVCRapLDdSfttpjzX54CNKf4ZNyNVu1eRKeMN',
];
const EVM = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ownSelfHosted = { owner: 'self', wallet: 'self_hosted', providerId: null, kind: null, name: null };

describe.skipIf(!TEST_DATABASE_URL)('linked transfers by account on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let env: TestEnv;

  beforeAll(async () => {
    scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    env = await createTestEnv({
      databaseUrl: scratch.url,
      env: { MARKET_VOLATILITY_BPS: '0', ...HIGHEST_WITHDRAWAL_LIMITS },
    });
    await setSandboxPrice(env, 'ETH', '1000');
    await setSandboxPrice(env, 'XRP', '1');
  });
  afterAll(async () => {
    await env?.close();
    await scratch?.drop();
  });

  it('of 12 parallel withdrawals of about AUD 760 to spellings and networks of one wallet, one is held', async () => {
    const u = await createUser(env.deps, { kycStatus: 'approved', city: 'Sydney', address: '1 George St' });
    for (const [coin, amount] of [
      ['XRP', '10000'],
      ['ETH', '10'],
      ['USDC', '10000'],
      ['USDT', '10000'],
    ] as const)
      await creditForTest(env.deps, u.id, coin, amount);
    // Parallel withdrawals are confirmed as a customer with a passkey confirms them: one each.
    const proofs = await passkeyProofs(env, u, 12);
    const send = (paymentRouteId: number, cryptoAddress: string, amount: string) =>
      env.api.call(
        CALLS.createWithdrawal,
        { amount, cryptoAddress, paymentRouteId, beneficiary: ownSelfHosted, ...proofs.pop() },
        { token: u.token, idempotencyKey: randomUUID() },
      );
    const xrp = await Promise.all(Array.from({ length: 6 }, (_, i) => send(5, XRP_SPELLINGS[i % 3] ?? '', '500')));
    const evm = await Promise.all([
      send(2, EVM, '0.5'),
      send(2, EVM.toLowerCase(), '0.5'),
      send(8, EVM, '500'),
      send(8, `0x${EVM.slice(2).toUpperCase()}`, '500'),
      send(6, `0x${EVM.slice(2).toUpperCase()}`, '500'),
      send(8, EVM.toLowerCase(), '500'),
    ]);
    for (const burst of [xrp, evm]) {
      const codes = burst.map((r) => (r.answer.status === 'success' ? 'OK' : r.answer.code));
      expect(
        codes.filter((c) => c === 'OK'),
        JSON.stringify(codes),
      ).toHaveLength(1);
      expect(codes.filter((c) => c === 'OWNERSHIP_PROOF_REQUIRED')).toHaveLength(5);
    }
    const held = await env.deps.db.selectFrom('withdrawals').select('route_id').where('user_id', '=', u.id).execute();
    expect(held).toHaveLength(2);
    expect(await findInvariantViolations(env.deps.db)).toEqual([]);
  });
});
