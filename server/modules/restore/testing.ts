/**
 * Restore test support: servers on their own data folders (an original and the one restored from
 * its backup) that all send through one custody, the first server's sandbox chain, so that custody
 * remembers what it paid across the restore; and a 0.01 BTC withdrawal to the test address.
 */
import { routeById } from '../../../contract/routes.js';
import type { ChainProvider, SandboxChain } from '../../providers/chain/index.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { withdrawalProof } from '../accounts/testing.js';
import { requestWithdrawal } from '../wallet/index.js';

type SandboxCustody = ChainProvider & { sandbox: SandboxChain };

/** `wrap` may stand in for parts of custody (its broadcaster, say) on every server. */
export function serversSharingCustody(wrap: (custody: SandboxCustody) => Partial<ChainProvider> = () => ({})) {
  let shared: SandboxCustody | undefined;
  const envs: TestEnv[] = [];
  return {
    get custody(): SandboxCustody {
      if (!shared) throw new Error('no server opened yet');
      return shared;
    },
    async open(dataDir: string): Promise<TestEnv> {
      const env = await createTestEnv({
        dataDir,
        env: HIGHEST_WITHDRAWAL_LIMITS,
        providers: (base) => {
          shared ??= base.chain as SandboxCustody;
          return { chain: { ...shared, ...wrap(shared) } };
        },
      });
      envs.push(env);
      return env;
    },
    async closeAll(): Promise<void> {
      // A server the test already closed (the original, before its restore) closes again with an error: nothing to lose.
      for (const e of envs) await e.close().catch(() => {});
    },
  };
}

/** `user` asks `env` to withdraw 0.01 BTC to the test address under the idempotency key `key`. */
export async function withdrawBtcForTest(env: TestEnv, user: TestUser, key: string): Promise<string> {
  const w = await requestWithdrawal(env.deps, user.id, key, {
    route: routeById(1)!,
    address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu',
    amount: 1_000_000n,
    proof: await withdrawalProof(env, user),
    ip: '127.0.0.1',
    beneficiary: TEST_BENEFICIARY,
  });
  return w.withdrawal_id;
}
