/**
 * Checks a passkey assertion (sign-in or confirming an action) against a challenge the server
 * issued, then records the new signature counter in the same statement that checks the old one,
 * so two uses of one assertion cannot both pass. A counter that does not move forward (a copied
 * authenticator, or a replay) is refused and changes nothing.
 */
import { type AuthenticationResponseJSON, verifyAuthenticationResponse } from '@simplewebauthn/server';
import type { PasskeyAssertionAnswer } from '../../../../contract/calls/passkey-fields.js';
import { PASSKEY_MESSAGES } from '../../../../contract/passkeys.js';
import type { AppDeps } from '../../../deps.js';
import { ApiError } from '../../../http/errors.js';
import { type ChallengePurpose, consumeChallenge } from './challenges.js';
import { relyingParty } from './relying-party.js';
import { readTransports } from './store.js';

const refused = (message: string = PASSKEY_MESSAGES.refused) => new ApiError('PASSKEY_REFUSED', message);

/**
 * Verifies `response` (as its payload schema read it: false or undefined when no assertion came);
 * answers the passkey's owner. `userId` limits it to that user's passkeys.
 */
export async function verifyPasskeyAssertion(
  deps: AppDeps,
  response: PasskeyAssertionAnswer | false | undefined,
  purpose: Exclude<ChallengePurpose, 'register'>,
  userId: string | null,
): Promise<{ userId: string; passkeyId: string }> {
  if (!response) throw refused();
  const { id } = response;
  const challenge = await consumeChallenge(deps, response, purpose, userId);
  let q = deps.db.selectFrom('passkeys').selectAll().where('id', '=', id);
  if (userId !== null) q = q.where('user_id', '=', userId);
  const passkey = await q.executeTakeFirst();
  if (!passkey) throw refused();
  const { rpID, origin } = relyingParty(deps);
  const stored = Number(passkey.counter);
  let newCounter: number;
  try {
    const result = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: true,
      // The library says a counter fault in words only: it is given none, and the counter is
      // checked here, by the same rule.
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(Buffer.from(passkey.public_key, 'base64url')),
        counter: 0,
        transports: readTransports(passkey.transports),
      },
    });
    if (!result.verified) throw refused();
    newCounter = result.authenticationInfo.newCounter;
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw refused();
  }
  if ((newCounter > 0 || stored > 0) && newCounter <= stored) throw refused(PASSKEY_MESSAGES.counter);
  // Authenticators that keep no counter always send 0; the others must move forward.
  let update = deps.db
    .updateTable('passkeys')
    .set({ counter: newCounter, last_used_at: deps.clock.now() })
    .where('id', '=', passkey.id);
  update = newCounter === 0 ? update.where('counter', '=', 0) : update.where('counter', '<', newCounter);
  const moved = await update.executeTakeFirst();
  if (Number(moved.numUpdatedRows) !== 1) throw refused(PASSKEY_MESSAGES.counter);
  return { userId: passkey.user_id, passkeyId: passkey.id };
}
