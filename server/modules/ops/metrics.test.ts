import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { ConfigError } from '../../lib/config-error.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { parseOpsSettings } from './settings.js';

const TOKEN = 'scrape-token-0123456789abcdef';
let env: TestEnv;
let customer: TestUser;
beforeAll(async () => {
  env = await createTestEnv({ env: { METRICS_TOKEN: TOKEN } });
  customer = await createUser(env.deps);
});
afterAll(() => env.close());

const scrape = (authorization?: string) =>
  env.app.request('/metrics', { headers: authorization ? { authorization } : {} });

describe('/metrics', () => {
  it('answers 401 without the bearer token of METRICS_TOKEN, or with another', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${TOKEN}x`)).status).toBe(401);
    expect((await scrape(TOKEN)).status).toBe(401);
  });

  it('answers 401 to everyone when no token is set', async () => {
    const bare = await createTestEnv();
    try {
      expect((await bare.app.request('/metrics', { headers: { authorization: 'Bearer ' } })).status).toBe(401);
    } finally {
      await bare.close();
    }
  });

  it('counts calls by path and status in Prometheus text, with their latency', async () => {
    await env.api.call(CALLS.getHelp, {}, { token: customer.token });
    await env.api.call(CALLS.getStaffList, {}, { token: customer.token });
    await env.api.raw('/no/such/call', {});
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text).toContain('coinvault_requests_total{call="/users/get-help",status="200"} 1');
    expect(text).toContain('coinvault_requests_total{call="/admin/staff/get-list",status="403"} 1');
    expect(text).toMatch(/coinvault_requests_total\{call="other",status="\d+"\} 1/);
    expect(text).toContain('coinvault_request_duration_seconds_count{call="/users/get-help"} 1');
    expect(text).toContain('coinvault_idempotency_keys_pending_over_minute 0');
  });

  it('reports Idempotency-Keys pending over a minute', async () => {
    await env.deps.db
      .insertInto('idempotency_keys')
      .values({
        scope: 'test',
        key: 'stuck',
        path: '/x',
        payload_hash: 'h',
        state: 'pending',
        http_status: null,
        answer: null,
        created_at: new Date(env.deps.clock.now().getTime() - 120_000),
        holder: null,
      })
      .execute();
    expect(await (await scrape(`Bearer ${TOKEN}`)).text()).toContain(
      'coinvault_idempotency_keys_pending_over_minute 1',
    );
  });

  it("reports each job's lag and failing runs, the database state, open cases and the ledger check", async () => {
    const since = env.deps.clock.now();
    const running = { lastRun: null, stopped: false };
    env.deps.jobs = {
      states: () =>
        new Map([
          [
            'deposits',
            { everyMs: 1_000, since, lastSuccess: new Date(since.getTime() - 90_000), failing: 0, ...running },
          ],
          [
            'recurring buys',
            { everyMs: 60_000, since: new Date(since.getTime() - 30_000), lastSuccess: null, failing: 3, ...running },
          ],
        ]),
    };
    const text = await (await scrape(`Bearer ${TOKEN}`)).text();
    expect(text).toContain('coinvault_job_lag_seconds{job="deposits"} 90');
    expect(text).toContain('coinvault_job_lag_seconds{job="recurring buys"} 30');
    expect(text).toContain('coinvault_job_failing_runs{job="recurring buys"} 3');
    expect(text).toContain('coinvault_database_down 0');
    expect(text).toMatch(/coinvault_cases_open \d+/);
    expect(text).toContain('coinvault_ledger_check_violations 0');
  });

  it('refuses a short METRICS_TOKEN at start', () => {
    expect(() => parseOpsSettings({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
  });
});
