/** Test and benchmark helpers of the wallet: a customer's deposit address, and a backlog of withdrawals waiting to be settled. */
import { randomUUID } from 'node:crypto';
import { CALLS } from '../../../contract/calls/index.js';
import type { AppDeps } from '../../deps.js';
import { TEST_BENEFICIARY } from '../../test/beneficiary.js';
import { createUser } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { creditForTest } from '../ledger/testing.js';

/**
 * `count` pending BTC withdrawals of one customer, oldest first, one second apart, written
 * straight to the table (their hold stands for all of them): settlement's input, nothing more.
 */
export async function insertPendingWithdrawals(deps: AppDeps, count: number): Promise<void> {
  const user = await createUser(deps, { kycStatus: 'approved' });
  await creditForTest(deps, user.id, 'BTC', '1');
  const hold = await deps.db.selectFrom('ledger_movements').select('id').executeTakeFirstOrThrow();
  const start = Date.now() - count * 1000;
  for (let i = 0; i < count; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - i) }, (_, k) => ({
      id: randomUUID(),
      user_id: user.id,
      route_id: 1,
      currency: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: '1000',
      state: 'pending' as const,
      idempotency_key: randomUUID(),
      hold_movement_id: hold.id,
      created_at: new Date(start + (i + k) * 1000),
    }));
    await deps.db.insertInto('withdrawals').values(rows).execute();
  }
}

/** The test beneficiary's BTC address. */
const TEST_BTC_ADDRESS = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';

/** The deposit address the customer signed in by `token` is given for `coin` on a route, as the app asks. */
export async function depositAddressFor(
  env: Pick<TestEnv, 'api'>,
  token: string,
  coin = 'BTC',
  paymentRouteId = 1,
): Promise<string> {
  const res = await env.api.call(CALLS.generateAddress, { currencyId: coin, paymentRouteId }, { token });
  if (res.status !== 200) throw new Error(JSON.stringify(res.answer));
  return (res.answer as { data: { address: string } }).data.address;
}

/**
 * The customer signed in by `token` asks to withdraw 0.1 BTC to the test beneficiary, confirmed
 * by `proof` (withdrawalProof); `payload` overrides any field. Answers the call's response.
 */
export async function withdrawBtc(
  env: Pick<TestEnv, 'api'>,
  token: string,
  proof: Record<string, unknown>,
  payload: Record<string, unknown> = {},
  idempotencyKey?: string,
) {
  return env.api.call(
    CALLS.createWithdrawal,
    {
      amount: '0.1',
      cryptoAddress: TEST_BTC_ADDRESS,
      paymentRouteId: 1,
      beneficiary: TEST_BENEFICIARY,
      ...proof,
      ...payload,
    },
    { token, idempotencyKey },
  );
}
