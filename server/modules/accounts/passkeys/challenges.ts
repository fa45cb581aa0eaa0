/**
 * WebAuthn challenges live on the server for five minutes and are deleted by the call that uses
 * them (one DELETE … RETURNING), so a replayed response finds no challenge and changes nothing.
 */
import type { PasskeyRegistrationAnswer } from '../../../../contract/calls/passkey-fields.js';
import { PASSKEY_MESSAGES } from '../../../../contract/passkeys.js';
import type { AppDeps } from '../../../deps.js';
import { ApiError } from '../../../http/errors.js';

export const CHALLENGE_TTL_MS = 5 * 60_000;

export type ChallengePurpose = 'register' | 'sign-in' | 'confirm';

export async function storeChallenge(
  deps: AppDeps,
  challenge: string,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<void> {
  const now = deps.clock.now();
  // Expired challenges of anyone are dropped here: the table holds only live ones.
  await deps.db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
  await deps.db
    .insertInto('webauthn_challenges')
    .values({ challenge, purpose, user_id: userId, expires_at: new Date(now.getTime() + CHALLENGE_TTL_MS) })
    .execute();
}

/** The challenge the browser signed, read from clientDataJSON; null when it cannot be read. */
function signedChallenge(response: PasskeyRegistrationAnswer | false | undefined): string | null {
  if (!response) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Spends the challenge `response` answers: it must exist, be live, be for `purpose` and (when
 * `userId` is given) for that user. Throws PASSKEY_REFUSED otherwise.
 */
export async function consumeChallenge(
  deps: AppDeps,
  /** As the payload schema read it: false or undefined when no answer of that shape came. */
  response: PasskeyRegistrationAnswer | false | undefined,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const challenge = signedChallenge(response);
  if (!challenge) throw new ApiError('PASSKEY_REFUSED', PASSKEY_MESSAGES.refused);
  let q = deps.db
    .deleteFrom('webauthn_challenges')
    .where('challenge', '=', challenge)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', deps.clock.now());
  q = userId === null ? q.where('user_id', 'is', null) : q.where('user_id', '=', userId);
  const spent = await q.returning('challenge').executeTakeFirst();
  if (!spent) throw new ApiError('PASSKEY_REFUSED', PASSKEY_MESSAGES.expired);
  return challenge;
}
