import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import type { CaseSummary } from '../../../contract/cases.js';
import { markRestored } from '../../db/backup.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { requestCashWithdrawal } from '../bank/testing.js';
import { findInvariantViolations } from '../ledger/index.js';
import { recordFinding } from '../monitoring/testing.js';

const TOKEN = 'scrape-token-0123456789abcdef';
const HOLD_S = 60;
let env: TestEnv;
let officer: TestUser;

beforeAll(async () => {
  env = await createTestEnv({ env: { METRICS_TOKEN: TOKEN, ADDRESS_HOLD_SECONDS: String(HOLD_S) } });
  officer = await createUser(env.deps, { role: 'compliance' });
});
let closed = false;
afterAll(async () => {
  if (!closed) await env?.close();
});

/** Each sample of a Prometheus text by its name and labels as written (`name{a="b"}`). */
function samples(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const line of text.split('\n')) {
    const m = /^(\S+?(?:\{[^}]*\})?) (\S+)$/.exec(line);
    if (m && !line.startsWith('#')) out.set(m[1]!, Number(m[2]));
  }
  return out;
}

const gaugeNames = (text: string) => [...text.matchAll(/^# TYPE (\S+) gauge$/gm)].map((m) => m[1]!).sort();

async function scrape(): Promise<{ text: string; at: Map<string, number> }> {
  const res = await env.app.request('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, at: samples(text) };
}

const minutesAgo = (m: number) => new Date(env.deps.clock.now().getTime() - m * 60_000);

const finding = (userId: string, key: string, foundAt: Date) =>
  recordFinding(env, userId, { key, transferIds: [1], facts: {}, at: foundAt });

async function cashWithdrawal(): Promise<string> {
  return (await requestCashWithdrawal(env, { amount: '10', cents: 50_000n, holdSeconds: HOLD_S })).id;
}

describe('the gauges of /metrics', () => {
  it('each say what the database holds', async () => {
    const customer = await createUser(env.deps, { kycStatus: 'approved' });
    // Compliance cases: three waiting for a decision (open, taken, escalated), one decided.
    await finding(customer.id, 'k-decided', minutesAgo(300));
    await finding(customer.id, 'k-open', minutesAgo(90));
    await finding(customer.id, 'k-taken', minutesAgo(60));
    await finding(customer.id, 'k-escalated', minutesAgo(30));
    const cases = await env.deps.db.selectFrom('compliance_cases').select(['id', 'opened_at']).orderBy('id').execute();
    const [decided, , taken, escalated] = cases.map((c) => c.id);
    await env.deps.db.updateTable('compliance_cases').set({ state: 'in_review' }).where('id', '=', taken!).execute();
    await env.deps.db
      .updateTable('compliance_cases')
      .set({ state: 'escalated' })
      .where('id', '=', escalated!)
      .execute();
    await env.deps.db
      .updateTable('compliance_cases')
      .set({ state: 'closed', decision: 'release', decision_reason: 'known customer', closed_at: minutesAgo(200) })
      .where('id', '=', decided!)
      .execute();
    const queue = await env.api.call(CALLS.getCases, {}, { token: officer.token });
    expect((queue.answer as { data: CaseSummary[] }).data).toHaveLength(3);

    // Cash payouts (each moves the clock past the account's hold): one held whose attempts ran out (staff must act), one still being asked for.
    const stuck = await cashWithdrawal();
    await cashWithdrawal();
    await env.deps.db
      .updateTable('bank_withdrawals')
      .set({ stuck_at: env.deps.clock.now(), next_send_at: null, payout_id: null })
      .where('id', '=', stuck)
      .execute();

    // Idempotency-Keys: one pending for two minutes; one pending for seconds and one done do not count.
    const key = (k: string, state: 'pending' | 'done', createdAt: Date) => ({
      scope: 'gauges',
      key: k,
      path: '/x',
      payload_hash: 'h',
      state,
      http_status: null,
      answer: null,
      created_at: createdAt,
      holder: null,
    });
    await env.deps.db
      .insertInto('idempotency_keys')
      .values([
        key('old-pending', 'pending', minutesAgo(2)),
        key('new-pending', 'pending', new Date(env.deps.clock.now().getTime() - 5_000)),
        key('old-done', 'done', minutesAgo(10)),
      ])
      .execute();

    // A restore not yet reconciled with custody and the bank: no money leaves meanwhile.
    await markRestored(env.deps.db, 'gauges test', env.deps.clock.now());

    // Background jobs as the runner reports them.
    const now = env.deps.clock.now();
    const base = { lastRun: null, stopped: false };
    env.deps.jobs = {
      states: () =>
        new Map([
          ['deposits', { ...base, everyMs: 1_000, since: minutesAgo(10), lastSuccess: minutesAgo(1.5), failing: 0 }],
          ['recurring buys', { ...base, everyMs: 60_000, since: minutesAgo(0.5), lastSuccess: null, failing: 3 }],
        ]),
    };

    const { text, at } = await scrape();
    const oldestOpen = (now.getTime() - cases[1]!.opened_at.getTime()) / 1000;
    const expected: Record<string, Record<string, number>> = {
      coinvault_cases_open: { coinvault_cases_open: 3 },
      coinvault_cases_oldest_open_seconds: { coinvault_cases_oldest_open_seconds: oldestOpen },
      coinvault_idempotency_keys_pending_over_minute: { coinvault_idempotency_keys_pending_over_minute: 1 },
      coinvault_cash_payouts_stuck: { coinvault_cash_payouts_stuck: 1 },
      coinvault_restore_unreconciled: { coinvault_restore_unreconciled: 1 },
      coinvault_job_lag_seconds: {
        'coinvault_job_lag_seconds{job="deposits"}': 90,
        'coinvault_job_lag_seconds{job="recurring buys"}': 30,
      },
      coinvault_job_failing_runs: {
        'coinvault_job_failing_runs{job="deposits"}': 0,
        'coinvault_job_failing_runs{job="recurring buys"}': 3,
      },
      coinvault_database_down: { coinvault_database_down: 0 },
      coinvault_database_outages_started: { coinvault_database_outages_started: 0 },
      coinvault_ledger_check_violations: {
        coinvault_ledger_check_violations: (await findInvariantViolations(env.deps.db)).length,
      },
      coinvault_ledger_check_age_seconds: { coinvault_ledger_check_age_seconds: 0 },
      coinvault_database_gauges_age_seconds: { coinvault_database_gauges_age_seconds: 0 },
    };
    expect(gaugeNames(text)).toEqual(Object.keys(expected).sort());
    for (const [name, want] of Object.entries(expected)) {
      const got = Object.fromEntries([...at].filter(([s]) => s === name || s.startsWith(`${name}{`)));
      expect(got, name).toEqual(want);
    }
  });

  it('answers from memory while the database is down: database_down 1, the last values with their age', async () => {
    const before = (await scrape()).at;
    expect(before.get('coinvault_database_down')).toBe(0);
    // The database goes away (the last test of the file: it does not come back).
    await env.close();
    closed = true;
    env.deps.clock.advance(30_000);
    const during = (await scrape()).at;
    expect(during.get('coinvault_database_down')).toBe(1);
    expect(during.get('coinvault_database_outages_started')).toBe(1);
    expect(during.get('coinvault_database_gauges_age_seconds')).toBe(30);
    // The oldest case known keeps ageing; the counts keep their last values.
    expect(during.get('coinvault_cases_oldest_open_seconds')).toBe(
      before.get('coinvault_cases_oldest_open_seconds')! + 30,
    );
    for (const name of [
      'coinvault_cases_open',
      'coinvault_idempotency_keys_pending_over_minute',
      'coinvault_cash_payouts_stuck',
      'coinvault_ledger_check_violations',
    ])
      expect(during.get(name), name).toBe(before.get(name));
  });
});
