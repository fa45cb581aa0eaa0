/**
 * A route id is read by the payload schema rather than refused: one of any other shape answers
 * ROUTE_NOT_FOUND through the whole call, as an unknown id does, never VALIDATION or a 500. (Huge
 * text and NUL are refused before any schema, by the call's admission.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';

let env: TestEnv;
let u: TestUser;

beforeAll(async () => {
  env = await createTestEnv();
  u = await createUser(env.deps, { kycStatus: 'approved' });
});
afterAll(() => env.close());

const HOSTILE = ['x', '1.5', 1.5, 1e300, 9_999_999, '-1', [1], { id: 1 }, true];

describe('route ids of any shape', () => {
  it('answer ROUTE_NOT_FOUND from every call that names a route', async () => {
    for (const bad of HOSTILE) {
      for (const [path, payload, key] of [
        [CALLS.generateAddress.path, { currencyId: 'BTC', paymentRouteId: bad }, 'a'],
        [CALLS.getWithdrawalFee.path, { paymentRouteId: bad }, undefined],
        [CALLS.checkWithdrawal.path, { paymentRouteId: bad }, undefined],
        [CALLS.createWithdrawal.path, { amount: '0.1', cryptoAddress: 'x', paymentRouteId: bad }, 'w'],
      ] as const) {
        const res = await env.api.call(path, payload, {
          token: u.token,
          idempotencyKey: key ? crypto.randomUUID() : undefined,
        });
        expect(res.answer, `${path} ${JSON.stringify(bad).slice(0, 40)}`).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
      }
    }
  });
});
