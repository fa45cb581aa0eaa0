/**
 * What the stages of the call pipeline (pipeline.ts) hand each other, as Hono context variables:
 * each is set by one stage and read by the stages after it.
 */
import type { Context } from 'hono';
import type { Answer, ErrorAnswer } from '../../../contract/answers.js';
import type { readAccessToken } from '../../modules/accounts/index.js';
import type { admit } from '../admission.js';
import type { AuthUser, CallDef } from '../call.js';
import type { ApiError } from '../errors.js';

/** What a signature-checked access token says: its user (sub) and its session (sid). */
type AccessClaims = NonNullable<Awaited<ReturnType<typeof readAccessToken>>>;

/** The Idempotency-Key of a call that takes one, as it is claimed and stored. */
export interface IdempotencyKey {
  /** The signed-in user's id, or 'public': a key is one user's. */
  scope: string;
  /** Lower case: one spelling of the UUID. */
  key: string;
  /** Of the path and payload, so the same key with another request is told apart. */
  hash: string;
}

/**
 * Whether this request holds its Idempotency-Key's claim, and whether the key's answer (or its
 * release) was written. Admission lets the key go by it when the request ends (key-claims.ts).
 */
export interface HeldKey {
  holding: boolean;
  settled: boolean;
}

export interface CallVariables {
  /** envelope: this request's id, in the X-Request-Id header and the log. */
  requestId: string;
  /** envelope: the call's path without /api, as sealed into the envelope. */
  path: string;
  /** envelope: the time the request is judged at (freshness, admission, the session's expiry). */
  now: Date;
  /** envelope: the request's nonce, which admission records and the answer is sealed to. */
  nonce: string;
  /** envelope: the opened payload. */
  payload: unknown;
  /** envelope: VALIDATION for a payload past the bounds, thrown only after the access checks. */
  refused: ApiError | undefined;
  /** findCall: the call the path names, if any. */
  call: CallDef | undefined;
  /** accessToken: the claims of a valid access token, for a call that is not public. */
  claims: AccessClaims | null;
  /** idempotencyKey: the call's well-formed Idempotency-Key. */
  idempotencyKey: IdempotencyKey | undefined;
  /** admission: whether the nonce was fresh, the token's session row, whether the key was claimed. */
  admission: Awaited<ReturnType<typeof admit>>;
  heldKey: HeldKey;
  /** authenticate: the signed-in user; null for a public call. */
  user: AuthUser | null;
  /** Any stage: the answer the envelope seals. */
  answer: { status: number; body: Answer | ErrorAnswer } | undefined;
}

export type CallEnv = { Variables: CallVariables };

/**
 * Leaves the answer for the envelope to seal. A stage calls `await next()` and returns nothing
 * (never `return next()`: its value is the context, which would be taken for the response).
 */
export function answerWith(c: Context<CallEnv>, status: number, body: Answer | ErrorAnswer): void {
  c.set('answer', { status, body });
}

/** The call of a stage after admission, which answers an unknown call itself. */
export function knownCall(c: Context<CallEnv>): CallDef {
  const call = c.get('call');
  if (!call) throw new Error('no call for this path: admission answers it');
  return call;
}
