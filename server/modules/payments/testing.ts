/** Helpers for the payments tests: a profile-complete customer, a purchase, the sandbox form. */
import { CALLS } from '../../../contract/calls/index.js';
import { createUser, type TestUser, type UserOverrides } from '../../test/factories.js';
import type { TestEnv } from '../../test/harness.js';
import { NOTIFICATION_PATH } from './urls.js';

/** The sandbox gateway's test cards, as a customer types them (providers/gateway/sandbox.ts). */
export const TEST_CARDS = {
  success: '4200 0000 0000 0000',
  fail: '4005 5500 0000 0019',
  decline: '4000 0000 0000 0002',
};

const ORIGIN = 'http://localhost:8080';

const RETURN_URLS = {
  success_url: `${ORIGIN}/success`,
  decline_url: `${ORIGIN}/decline`,
  fail_url: `${ORIGIN}/fail`,
  cancel_url: `${ORIGIN}/cancel`,
};

const COMPLETE_PROFILE: UserOverrides = {
  address: '1 Harbour Street',
  city: 'Sydney',
  state: 'NSW',
  postal: '2000',
};

export function customer(env: TestEnv, o: UserOverrides = {}): Promise<TestUser> {
  return createUser(env.deps, { currency: 'AUD', ...COMPLETE_PROFILE, ...o });
}

export function initPayload(amount: string, crypto: string, coin = 'BTC', extra: Record<string, unknown> = {}) {
  return { amount, currency: 'AUD', crypto_value: crypto, crypto_currency: coin, ...RETURN_URLS, ...extra };
}

/** Submits the sandbox card form as a browser would (urlencoded POST). */
export function submitCard(
  env: TestEnv,
  token: string,
  card: { number?: string; expiry?: string; cvc?: string; holder?: string; action?: 'pay' | 'cancel' },
): Promise<Response> {
  const body = new URLSearchParams({
    token,
    number: card.number ?? '',
    expiry: card.expiry ?? '12/40',
    cvc: card.cvc ?? '123',
    holder: card.holder ?? 'Alex Morgan',
    action: card.action ?? 'pay',
  });
  return Promise.resolve(
    env.app.request('/sandbox/pay/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    }),
  );
}

/** Opens a card purchase of `amount` AUD for `crypto` of `coin`; throws on a refusal. */
export async function openCardPurchase(
  env: TestEnv,
  token: string,
  amount: string,
  crypto: string,
  extra: Record<string, unknown> = {},
  coin = 'BTC',
) {
  const r = await env.api.call(CALLS.initTransaction, initPayload(amount, crypto, coin, extra), { token });
  if (r.answer.status !== 'success') throw new Error(JSON.stringify(r.answer));
  return r.answer.data!;
}

/** The stored card purchase of a tracking id. */
export function cardPurchaseRow(env: TestEnv, trackingId: string) {
  return env.deps.db
    .selectFrom('card_purchases')
    .selectAll()
    .where('tracking_id', '=', trackingId)
    .executeTakeFirstOrThrow();
}

/** Delivers a gateway notification to the server's endpoint, as the gateway does. */
export function deliverGatewayNotification(
  env: TestEnv,
  n: { authorization?: string; signature?: string; rawBody: string },
): Promise<Response> {
  return Promise.resolve(
    env.app.request(NOTIFICATION_PATH, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(n.authorization ? { authorization: n.authorization } : {}),
        ...(n.signature ? { 'content-signature': n.signature } : {}),
      },
      body: n.rawBody,
    }),
  );
}
