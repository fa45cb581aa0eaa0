/**
 * A refresh token is read by the payload schema rather than refused: one of another shape answers
 * 401 through the whole call, as an unknown token does, never VALIDATION or a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe('refresh tokens of any shape', () => {
  it('answer 401, as an unknown token does', async () => {
    for (const bad of ['x', 'short', 1e300, 12, [1], { t: 'r'.repeat(40) }, true, null]) {
      const res = await env.api.call(CALLS.getNewToken, { refreshToken: bad as string });
      expect(res.status).toBe(401);
      expect(res.answer).toMatchObject({ code: 'UNAUTHORIZED_ACCESS' });
    }
  });
});
