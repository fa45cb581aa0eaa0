/**
 * Every answer to a signed-in call says whether the account is frozen now (decision 390), read in
 * admission's one round trip: an app that is already open learns a freeze or an unfreeze from the
 * first answer it gets, before any money button is pressed. Added as the answer is sealed, so a
 * stored answer replayed for an Idempotency-Key tells today's state, not the one it was stored with.
 */
import type { Context } from 'hono';
import type { AccountStanding, Answer } from '../../../contract/answers.js';
import type { CallEnv } from './context.js';

export function withAccountStanding(c: Context<CallEnv>, body: Answer): Answer & AccountStanding {
  // No session passed authentication: there is no account to speak of (a public call, a 401).
  if (!c.get('user')) return body;
  return { ...body, frozen: c.get('admission').session?.frozen === true };
}
