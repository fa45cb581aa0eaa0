import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTP_TYPE } from '../../contract/accounts.js';
import { CALLS } from '../../contract/calls/index.js';
import { createTestEnv, type TestEnv } from '../test/harness.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

describe("a call's log lines", () => {
  it("carry the call's request id (the X-Request-Id its answer names) though the handler never passes it", async () => {
    const res = await env.api.call(CALLS.sendEmailOtp, { email: 'log-line@example.com', type: OTP_TYPE.signUp });
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const line = env.deps.log.lines.find(
      (l) => l.msg === 'emailed code (local mode only)' && l.to === 'log-line@example.com',
    );
    expect(line?.requestId).toBe(requestId);
  });
});
