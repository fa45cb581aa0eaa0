/** A filled order is told by email, push and the bell, in the customer's language (decision 443). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { type PushReceiver, startPushReceiver } from '../../test/push-receiver.js';
import { setSandboxPrice } from '../../test/sandbox-market.js';
import { creditForTest } from '../ledger/testing.js';
import { placeLimitOrder } from './testing.js';

let env: TestEnv;
let receiver: PushReceiver;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
  receiver = await startPushReceiver();
});
afterAll(async () => {
  await receiver.close();
  await env.close();
});

const setPrice = (coin: string, usd: string) => setSandboxPrice(env, coin, usd);

describe('a filled order is told', () => {
  it('by email and push in German, and counts in the bell until the alerts are viewed', async () => {
    await setPrice('USDC', '1');
    await setPrice('SOL', '200');
    const u = await createUser(env.deps, { kycStatus: 'approved', currency: 'EUR' });
    await env.api.call(CALLS.setLanguage, { language: 'de' }, { token: u.token });
    await creditForTest(env.deps, u.id, 'SOL', '10');
    const sub = await env.api.call(
      CALLS.subscribePush,
      { endpoint: receiver.endpoint, keys: receiver.keys },
      { token: u.token },
    );
    expect(sub.status).toBe(200);
    receiver.received.length = 0;
    const placed = await placeLimitOrder(env, u);
    expect(placed.status, JSON.stringify(placed.answer)).toBe(200);
    const unseen = async () => {
      const r = await env.api.call(CALLS.getUnseenPriceAlerts, {}, { token: u.token });
      return r.answer.status === 'success' ? r.answer.data?.unseen : undefined;
    };
    expect(await unseen()).toBe(0);

    await setPrice('SOL', '260');
    const mails = await env.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', u.email).execute();
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Order ausgeführt: 4 SOL gegen [\d.,]+ USDC$/),
    ]);
    expect(mails[0]?.text).toContain('Ihre Limit-Order wurde ausgeführt');
    const push = JSON.parse(receiver.received.at(-1)?.plaintext ?? '{}');
    expect(push).toMatchObject({ title: mails[0]?.subject, url: '/asset-detail?coin=USDC', unseen: 1 });
    expect(push.body).toMatch(/^Ihre Limit-Order wurde ausgeführt/);
    expect(await unseen()).toBe(1);
    // What the bell counts, the list it opens names: the fill, with what it paid and bought.
    const listed = async () => {
      const r = await env.api.call(CALLS.listPriceAlerts, {}, { token: u.token });
      return r.answer.status === 'success' ? r.answer.data?.fills : undefined;
    };
    const placedId = (placed.answer as { data: { order_id: string } }).data.order_id;
    expect(await listed()).toEqual([
      {
        order_id: placedId,
        source_currency_id: 'SOL',
        target_currency_id: 'USDC',
        source_currency_amount: '4',
        target_currency_amount: expect.stringMatching(/^1\d{3}(\.\d+)?$/),
        filled_at: expect.any(String),
      },
    ]);

    await env.api.call(CALLS.markPriceAlertsSeen, {}, { token: u.token });
    expect(await unseen()).toBe(0);
    expect(await listed()).toEqual([]);
  });
});
