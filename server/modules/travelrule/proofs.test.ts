import { Signer } from 'bip322-js';
import { privateKeyToAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAVEL_RULE_MESSAGES as M } from '../../../contract/travel-rule.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { hasProof } from './proofs.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({});
});
afterAll(() => env.close());

// Well-known test keys (never fund them): Anvil's first account, and the private key 1.
const evm = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const otherEvm = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const BTC_WIF = 'KwDiBf89QgGbjEhKnhXJuH7LrciVrZi3qYjgd9M7rFU73sVHnoWn';
const BTC_ADDRESS = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

const challenge = async (u: TestUser, paymentRouteId: number, address: string) =>
  env.api.call('/travel-rule/ownership-challenge', { paymentRouteId, address }, { token: u.token });
const prove = (u: TestUser, challengeId: string, signature: string, publicKey?: string) =>
  env.api.call('/travel-rule/ownership-proof', { challengeId, signature, publicKey }, { token: u.token });

async function challengeData(u: TestUser, paymentRouteId = 2, address: string = evm.address) {
  const res = await challenge(u, paymentRouteId, address);
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as any).data as { challengeId: string; message: string; scheme: string };
}

describe('address-ownership proofs', () => {
  it('accepts an EIP-191 signature of the challenge once, and keeps the proof', async () => {
    const u = await createUser(env.deps, {});
    const c = await challengeData(u);
    expect(c.scheme).toBe('eip191');
    expect(c.message).toContain(evm.address);
    const signature = await evm.signMessage({ message: c.message });
    const res = await prove(u, c.challengeId, signature);
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    expect((res.answer as any).data).toMatchObject({ paymentRouteId: 2, address: evm.address });
    expect(await hasProof(env.deps, u.id, 2, evm.address.toLowerCase())).toBe(true);
    // The key that signed controls the address on every EVM network (decision 344).
    expect(await hasProof(env.deps, u.id, 4, evm.address)).toBe(true);
    expect(await hasProof(env.deps, u.id, 1, evm.address)).toBe(false);

    const replay = await prove(u, c.challengeId, signature);
    expect(replay.status).toBe(400);
    expect((replay.answer as any).errors).toEqual({ challengeId: M.challengeExpired });
  });

  it('accepts a BIP-322 signature for a Bitcoin address', async () => {
    const u = await createUser(env.deps, {});
    const c = await challengeData(u, 1, BTC_ADDRESS);
    expect(c.scheme).toBe('bip322');
    const res = await prove(u, c.challengeId, Signer.sign(BTC_WIF, BTC_ADDRESS, c.message) as string);
    expect(res.status, JSON.stringify(res.answer)).toBe(200);
    expect(await hasProof(env.deps, u.id, 1, BTC_ADDRESS)).toBe(true);
  });

  it('refuses a forged signature, and the challenge takes no second answer', async () => {
    const u = await createUser(env.deps, {});
    const c = await challengeData(u);
    const forged = await prove(u, c.challengeId, await otherEvm.signMessage({ message: c.message }));
    expect(forged.status).toBe(400);
    expect((forged.answer as any).errors).toEqual({ signature: M.proofInvalid });
    const right = await prove(u, c.challengeId, await evm.signMessage({ message: c.message }));
    expect((right.answer as any).errors).toEqual({ challengeId: M.challengeExpired });
    expect(await hasProof(env.deps, u.id, 2, evm.address)).toBe(false);
  });

  it("refuses another customer's challenge and another customer's signature", async () => {
    const a = await createUser(env.deps, {});
    const b = await createUser(env.deps, {});
    const cb = await challengeData(b);
    const signedForB = await evm.signMessage({ message: cb.message });
    const stolen = await prove(a, cb.challengeId, signedForB);
    expect((stolen.answer as any).errors).toEqual({ challengeId: M.challengeExpired });
    const ca = await challengeData(a);
    const reused = await prove(a, ca.challengeId, signedForB);
    expect((reused.answer as any).errors).toEqual({ signature: M.proofInvalid });
    expect(await hasProof(env.deps, a.id, 2, evm.address)).toBe(false);
    // B's challenge is still B's to answer.
    expect((await prove(b, cb.challengeId, signedForB)).status).toBe(200);
  });

  it('lets one of two answers sent at once through', async () => {
    const u = await createUser(env.deps, {});
    const c = await challengeData(u);
    const signature = await evm.signMessage({ message: c.message });
    const answers = await Promise.all([prove(u, c.challengeId, signature), prove(u, c.challengeId, signature)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired challenge, a network whose wallets cannot sign, and malformed input', async () => {
    const u = await createUser(env.deps, {});
    const c = await challengeData(u);
    // Past its 15 minutes (the session's token would end too if the clock moved that far).
    await env.deps.db
      .updateTable('ownership_challenges')
      .set({ expires_at: new Date(env.deps.clock.now().getTime() - 1) })
      .where('id', '=', c.challengeId)
      .execute();
    const late = await prove(u, c.challengeId, await evm.signMessage({ message: c.message }));
    expect((late.answer as any).errors).toEqual({ challengeId: M.challengeExpired });

    // Tron's wallets cannot sign: its test deposit needs the customer's deposit address first.
    const tron = await challenge(u, 7, 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7');
    expect(tron.status).toBe(400);
    expect((tron.answer as any).errors).toEqual({ paymentRouteId: M.noDepositAddress });
    expect((await challenge(u, 2, 'not-an-address')).status).toBe(400);
    expect((await challenge(u, 99, evm.address)).status).toBe(400);
    expect((await prove(u, 'not-a-uuid', '0x00')).status).toBe(400);
    expect((await prove(u, c.challengeId, 'x'.repeat(3000))).status).toBe(400);
    expect((await prove(u, c.challengeId, '')).status).toBe(400);
  });
});
