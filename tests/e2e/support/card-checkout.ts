/**
 * A customer who can buy with a card: signed up in Australia with a billing address (the card
 * checkout needs one), and a checkout opened through the real call for AU$50 of BTC.
 */

import { randomUUID } from 'node:crypto';
import { CALLS } from '../../../contract/calls/index.js';
import { apiOk, baseUrl, type CreatedUser, login, registerUser, type Session } from './api.js';

export async function cardCustomer(): Promise<{ user: CreatedUser; session: Session }> {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await apiOk(
    CALLS.updateProfile,
    { address: '1 Harbour Street', city: 'Sydney', state: 'NSW', postal: '2000' },
    { token: session.token },
  );
  return { user, session };
}

/** Opens a card checkout and leaves it; the answer carries the checkout's token. */
export async function openCardCheckout(token: string) {
  const origin = baseUrl();
  return apiOk(
    CALLS.initTransaction,
    {
      amount: '50',
      currency: 'AUD',
      crypto_value: '0.0003',
      crypto_currency: 'BTC',
      success_url: `${origin}/success`,
      decline_url: `${origin}/decline`,
      fail_url: `${origin}/fail`,
      cancel_url: `${origin}/cancel`,
    },
    { token, idempotencyKey: randomUUID() },
  );
}
