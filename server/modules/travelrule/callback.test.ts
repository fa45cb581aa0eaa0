/**
 * A receiving provider's late answer on the signed callback address (decision 295): an accept sends
 * the waiting withdrawal on, a refusal fails it and returns the funds; forged, another transfer's,
 * replayed, late or malformed deliveries are a 4xx and change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferInquiry } from '../../providers/travelrule/index.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, HIGHEST_WITHDRAWAL_LIMITS, type TestEnv } from '../../test/harness.js';
import { postJson } from '../../test/post-json.js';
import { getUserBalances } from '../ledger/index.js';
import { processPendingWithdrawals } from '../wallet/index.js';
import { CALLBACK_APPROVED, recordingBroadcaster, recordingTravelRule, withdrawEthToProvider } from './testing.js';
import { openWithdrawalRecords } from './withdrawal-records.js';

let env: TestEnv;
const inquiries: TransferInquiry[] = [];
const tracked: string[] = [];
beforeAll(async () => {
  env = await createTestEnv({
    env: { MARKET_VOLATILITY_BPS: '0', TRAVEL_RULE_ANSWER_SECONDS: '60', ...HIGHEST_WITHDRAWAL_LIMITS },
    providers: (base) => ({
      // A provider that always answers later, on the callback.
      travelrule: recordingTravelRule(inquiries, 'pending'),
      chain: { ...base.chain, broadcaster: recordingBroadcaster(tracked) },
    }),
  });
});
afterAll(() => env.close());

async function waitingWithdrawal(): Promise<{ u: TestUser; id: string; path: string }> {
  const { u, data } = await withdrawEthToProvider(env);
  expect(data.travel_rule.state).toBe('waiting');
  const asked = inquiries.find((i) => i.id === data.withdrawal_id);
  if (!asked) throw new Error('no inquiry');
  return { u, id: data.withdrawal_id, path: new URL(asked.callbackUrl).pathname };
}

const post = (path: string, body: unknown, headers: Record<string, string> = {}) => postJson(env, path, body, headers);
const withdrawal = (id: string) =>
  env.deps.db.selectFrom('withdrawals').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const eth = async (u: TestUser) => (await getUserBalances(env.deps.db, u.id)).ETH;
const APPROVED = CALLBACK_APPROVED;

describe('a late answer on the callback', () => {
  it('accepted: the waiting withdrawal goes to the chain, once; a replay changes nothing', async () => {
    const { id, path } = await waitingWithdrawal();
    await processPendingWithdrawals(env.deps);
    expect(tracked).not.toContain(id);
    const res = await post(path, APPROVED, { 'request-identifier': id });
    expect(res.status).toBe(200);
    expect((await withdrawal(id)).travel_rule_state).toBe('accepted');
    expect((await post(path, { rejected: 'changed our mind' })).status).toBe(409);
    // The answer is kept, sealed, with the withdrawal's record; the replay did not replace it.
    const kept = (await openWithdrawalRecords(env.deps.db, env.deps.secrets.data, [id])).get(id);
    expect(kept?.providerAnswer).toMatchObject({ outcome: 'accepted', reason: null });
    await processPendingWithdrawals(env.deps);
    expect(await withdrawal(id)).toMatchObject({ state: 'sent', travel_rule_state: 'accepted' });
    expect(tracked.filter((t) => t === id)).toHaveLength(1);
  });

  it('refused: the withdrawal fails and the funds return, once', async () => {
    const { u, id, path } = await waitingWithdrawal();
    expect(await eth(u)).toBe(900_000_000_000_000_000n);
    const answers = await Promise.all([post(path, { rejected: 'unknown beneficiary' }), post(path, APPROVED)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const w = await withdrawal(id);
    if (w.travel_rule_state === 'refused') {
      expect(w).toMatchObject({ state: 'failed', travel_rule_reason: 'unknown beneficiary' });
      expect(await eth(u)).toBe(1_000_000_000_000_000_000n);
    } else expect(w.travel_rule_state).toBe('accepted');
  });

  it('refused: compliance has a case for the withdrawal, once, however often it is told', async () => {
    const { u, id, path } = await waitingWithdrawal();
    expect((await post(path, { rejected: 'unknown beneficiary' })).status).toBe(200);
    expect((await post(path, { rejected: 'unknown beneficiary' })).status).toBe(409);
    await processPendingWithdrawals(env.deps);
    const cases = await env.deps.db
      .selectFrom('compliance_cases')
      .select(['kind', 'state'])
      .where('customer_id', '=', u.id)
      .execute();
    expect(cases).toEqual([{ kind: 'travel_rule_refused', state: 'open' }]);
    expect((await withdrawal(id)).state).toBe('failed');
  });

  it('forged, for another transfer, malformed or after the answer window: a 4xx and nothing changes', async () => {
    const a = await waitingWithdrawal();
    const b = await waitingWithdrawal();
    const [, , , , aId, aSig] = a.path.split('/');
    const [, , , , bId] = b.path.split('/');
    expect(aId).toBe(a.id);
    expect((await post(`/api/travel-rule/trp-callback/${aId}/${'A'.repeat(43)}`, APPROVED)).status).toBe(403);
    expect((await post(`/api/travel-rule/trp-callback/${bId}/${aSig}`, APPROVED)).status).toBe(403);
    expect((await post(`/api/travel-rule/trp-callback/not-an-id/${aSig}`, APPROVED)).status).toBe(403);
    expect((await post(a.path, APPROVED, { 'request-identifier': b.id })).status).toBe(400);
    for (const bad of ['{', '[]', { approved: null }, { rejected: 5 }, {}, 'x'.repeat(20_000)])
      expect((await post(a.path, bad)).status).toBe(400);
    expect((await withdrawal(a.id)).travel_rule_state).toBe('waiting');
    expect((await withdrawal(b.id)).travel_rule_state).toBe('waiting');
    env.deps.clock.advance(61_000);
    expect((await post(a.path, APPROVED)).status).toBe(409);
    expect(await withdrawal(a.id)).toMatchObject({ state: 'pending', travel_rule_state: 'waiting' });
    await processPendingWithdrawals(env.deps);
    expect(await withdrawal(a.id)).toMatchObject({ state: 'failed', travel_rule_state: 'timed_out' });
    expect(tracked).not.toContain(a.id);
  });
});
