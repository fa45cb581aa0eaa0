/**
 * The one entry point of every product call: POST /api/<path> with the sealed envelope, through
 * these stages in order (server/http/middleware/). Each hands the next what it found as a context
 * variable (middleware/context.ts); an answer travels back as `answer` and the envelope seals it.
 * Everything that needs no database comes before admission, so admission is one round trip.
 */
import type { MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import type { AppDeps } from '../deps.js';
import type { CallDef } from './call.js';
import { admission } from './middleware/admission.js';
import { accessToken, authenticate } from './middleware/authenticate.js';
import { envelope } from './middleware/envelope.js';
import { errors } from './middleware/errors.js';
import { findCall } from './middleware/find-call.js';
import { idempotency, idempotencyKey } from './middleware/idempotency.js';
import { runCall } from './middleware/run-call.js';

export function createCallHandler(deps: AppDeps, calls: CallDef[]): MiddlewareHandler {
  // Composed with `every`, a stage sees what the stages after it throw (Hono's own chain would
  // hand it to the app's onError first): error mapping and idempotency catch it.
  return every(
    envelope(deps), // opens the request (plain 400s until it is opened), seals the answer
    findCall(calls), // the call the path names, if any
    accessToken(deps), // a non-public call's token claims: signature and expiry, no database
    idempotencyKey(), // the Idempotency-Key, lower case, and the request's hash
    admission(deps), // one round trip: nonce, session, key claim; REPLAYED_NONCE, unknown call 404
    errors(deps), // from here a thrown refusal or failure becomes its answer
    authenticate(deps), // a live session and a role that may make the call: 401, 403 (audited)
    idempotency(deps), // a stored answer replayed, or this one stored
    runCall(deps), // the payload checked and the handler run
  );
}
