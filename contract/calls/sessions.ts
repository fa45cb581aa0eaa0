/** Signed-in sessions and "This wasn't me" (decisions 136 and 137). */
import { maxLength, minLength, pipe, string } from 'valibot';
import {
  ALERT_TOKEN_MAX,
  type RevokeOtherSessionsData,
  SESSION_ID_MAX,
  SESSION_MESSAGES,
  type SecureAccountData,
  type SessionsData,
} from '../devices.js';
import { sessionsAnswer } from './answer-schemas.js';
import { defineSpec } from './define.js';
import { noFields, payload, required, text } from './fields.js';
import { passkeyAssertion } from './passkey-fields.js';

const isText = (v: unknown): v is string => typeof v === 'string';

/** Text of 1 to `max` characters; anything else is refused with `message`. */
const boundedText = (max: number, message: string) =>
  pipe(required(isText, message), string(), minLength(1, message), maxLength(max, message));

export const getSessions = defineSpec<SessionsData>()({
  path: '/users/get-sessions',
  answerSchema: sessionsAnswer,
  access: 'any',
  payload: noFields,
});

export const revokeSession = defineSpec<undefined>()({
  path: '/users/revoke-session',
  access: 'any',
  payload: payload({
    sessionId: boundedText(SESSION_ID_MAX, SESSION_MESSAGES.notFound),
  }),
});

/**
 * Signing out every other device asks for the current password, or an assertion of one of the
 * customer's passkeys in its place: a stolen access token alone cannot sign the owner out.
 */
export const revokeOtherSessions = defineSpec<RevokeOtherSessionsData>()({
  path: '/users/revoke-other-sessions',
  access: 'any',
  payload: payload({ password: text(), passkey: passkeyAssertion() }),
});

/** "This wasn't me": the token of a security-alert email's link. */
export const secureAccount = defineSpec<SecureAccountData>()({
  path: '/users/secure-account',
  access: 'public',
  payload: payload({
    token: boundedText(ALERT_TOKEN_MAX, SESSION_MESSAGES.linkInvalid),
  }),
});
