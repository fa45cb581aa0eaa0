/**
 * The one entry point of every product call: POST /api/<path> with the sealed envelope.
 * Order: shape -> freshness -> open -> token signature -> admission (nonce, session and
 * Idempotency-Key claim in one statement: admission.ts) -> call lookup -> access -> idempotency ->
 * payload check -> handler -> sealed answer. Refusals before the envelope opens are plain JSON
 * (the client cannot read a sealed answer to a request that could not be opened).
 */
import { createHash, randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Context } from 'hono';
import type { Answer, ErrorAnswer } from '../../contract/answers.js';
import { ENVELOPE_WINDOW_MS, EnvelopeError, parseSealedRequest } from '../../contract/envelope.js';
import { INPUT_MESSAGES, payloadBoundsErrors } from '../../contract/validation/limits.js';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/faults.js';
import type { AppDeps } from '../deps.js';
import { readAccessToken, sessionUser } from '../modules/accounts/index.js';
import { admit } from './admission.js';
import { writeAudit } from './audit.js';
import type { CallContext, CallDef } from './call.js';
import { clientIp } from './client-ip.js';
import { openRequestNow, sealAnswerNow } from './envelope-cipher.js';
import { ApiError, GENERIC_ERROR_MESSAGE, UNAVAILABLE_MESSAGE, validationError } from './errors.js';
import { freeKeyOfGoneHolder } from './instance.js';
import { keyClaimsOf } from './key-claims.js';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const IDEMPOTENCY_WAIT_MS = 10_000;

function plainRefusal(c: Context, code: 'BAD_ENVELOPE' | 'STALE_REQUEST' | 'REPLAYED_NONCE', message: string) {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'error', code, message }, 400);
}

export function createCallHandler(deps: AppDeps, calls: CallDef[]) {
  const byPath = new Map(calls.map((d) => [d.path, d]));

  return async (c: Context) => {
    const path = c.req.path.replace(/^\/api/, '');
    const requestId = randomUUID();
    c.header('Cache-Control', 'no-store');
    c.header('X-Request-Id', requestId);

    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return plainRefusal(c, 'BAD_ENVELOPE', 'Request body is not JSON');
    }
    let sealed: ReturnType<typeof parseSealedRequest>;
    let payload: unknown;
    try {
      sealed = parseSealedRequest(body);
    } catch (e) {
      return plainRefusal(c, 'BAD_ENVELOPE', (e as Error).message);
    }
    const now = deps.clock.now();
    if (Math.abs(now.getTime() - sealed.ts) > ENVELOPE_WINDOW_MS) {
      return plainRefusal(c, 'STALE_REQUEST', 'Request timestamp is outside the allowed window');
    }
    try {
      payload = openRequestNow(deps.config.transportKey, path, sealed);
    } catch (e) {
      if (e instanceof EnvelopeError) return plainRefusal(c, 'BAD_ENVELOPE', 'Request envelope cannot be opened');
      throw e;
    }
    // Checked before anything walks the payload (the key's hash below); refused after access checks.
    const boundsErrors = payloadBoundsErrors(payload);
    const refused = boundsErrors ? validationError(boundsErrors, INPUT_MESSAGES.refused) : undefined;
    const reply = (status: number, answer: Answer) =>
      c.json(sealAnswerNow(deps.config.transportKey, path, sealed.nonce, answer), status as 200);
    const unavailable = (e: unknown) => {
      deps.outage.failed(e);
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return reply(503, { status: 'error', code: 'SERVICE_UNAVAILABLE', message: UNAVAILABLE_MESSAGE });
    };

    const ip = clientIp(c, deps.config.trustProxy);
    const def = byPath.get(path);

    // Everything that needs no database comes first, so admission is one round trip.
    const signedIn = def !== undefined && def.access !== 'public';
    const token = signedIn ? /^Bearer (\S+)$/.exec(c.req.header('authorization') ?? '')?.[1] : undefined;
    const claims = token ? await readAccessToken(deps, token) : null;
    const header = def?.idempotent ? c.req.header('idempotency-key') : undefined;
    // A UUID names the same key in either case: one spelling, so a retry cannot run twice.
    const key = header !== undefined && UUID_V4.test(header) ? header.toLowerCase() : undefined;
    const scope = claims?.sub ?? 'public';
    const hash = !key
      ? ''
      : refused
        ? 'refused'
        : createHash('sha256')
            .update(`${path}\n${JSON.stringify(payload)}`)
            .digest('hex');
    const keyClaims = keyClaimsOf(deps);
    const claim = key && (!signedIn || claims) ? { scope, key, path, hash, holder: deps.instanceId } : undefined;
    const admitNow = () =>
      admit(deps.db, {
        nonce: sealed.nonce,
        now,
        session: claims ? { id: claims.sid, userId: claims.sub } : undefined,
        role: def && (def.access === 'user' || def.access === 'admin') ? def.access : null,
        claim,
      });
    let admission: Awaited<ReturnType<typeof admit>>;
    try {
      admission = claim
        ? await keyClaims.inTurn(scope, claim.key, async () => {
            try {
              const a = await admitNow();
              if (a.claimed) keyClaims.hold(scope, claim.key);
              return a;
            } catch (e) {
              // The claim may have been written even though its reply was lost.
              keyClaims.mayHaveLeft(scope, claim.key);
              throw e;
            }
          })
        : await admitNow();
    } catch (e) {
      if (isDatabaseUnavailable(e)) return unavailable(e);
      throw e;
    }
    deps.outage.recovered();
    // From here until it answers, this request holds the key if it claimed it: its answer (or its
    // release) is written before it answers; if neither could be, the key is released once the
    // database answers again (key-claims.ts).
    const owned = { now: admission.claimed, settled: false };
    try {
      if (!admission.fresh) return plainRefusal(c, 'REPLAYED_NONCE', 'Request nonce was already used');
      if (!def) return reply(404, { status: 'error', code: 'NOT_FOUND', message: 'Unknown call' });

      const ctx: CallContext = {
        deps,
        user: null,
        ip,
        userAgent: c.req.header('user-agent') ?? '',
        requestId,
        idempotencyKey: undefined,
        setHeader: (name, value) => c.header(name, value),
      };

      try {
        if (signedIn) {
          const user = claims ? sessionUser(claims, admission.session, now) : null;
          if (!user) throw new ApiError('UNAUTHORIZED', 'Your session has ended. Please sign in again.');
          ctx.user = user;
          if (def.access !== 'any' && def.access !== user.role) {
            await writeAudit(deps.db, now, {
              actorId: user.id,
              actorRole: user.role,
              action: path,
              outcome: 'denied',
              ip,
            });
            deps.log.warn('forbidden call', { requestId, path, userId: user.id, role: user.role });
            throw new ApiError('FORBIDDEN', 'You do not have access to this.');
          }
        }

        if (def.idempotent) {
          if (!key)
            throw new ApiError('VALIDATION', 'Idempotency-Key header must be a UUID v4', {
              errors: { 'Idempotency-Key': 'must be a UUID v4' },
            });
          ctx.idempotencyKey = key;
          if (!admission.claimed) {
            const replay = await awaitIdempotentAnswer(deps, scope, key, path, hash, now);
            if (replay) return reply(replay.status, replay.answer);
            owned.now = true;
          }
          try {
            const result = await runCall(def, ctx, payload, refused);
            await finishIdempotencyKey(deps, scope, key, 200, result);
            owned.settled = true;
            return reply(200, result);
          } catch (e) {
            if (e instanceof ApiError) {
              await finishIdempotencyKey(deps, scope, key, e.status, e.toAnswer());
              owned.settled = true;
            } else {
              // Unexpected failure: free the key so a retry can run again. With the database gone
              // this fails too; the key is then released once the database answers (key-claims.ts).
              await deps.db
                .deleteFrom('idempotency_keys')
                .where('scope', '=', scope)
                .where('key', '=', key)
                .execute()
                .then(() => {
                  owned.settled = true;
                  finished.emit(`${scope}\n${key}`);
                })
                .catch(() => {});
            }
            throw e;
          }
        }

        return reply(200, await runCall(def, ctx, payload, refused));
      } catch (e) {
        if (e instanceof ApiError) {
          if (e.extra.retryAfterSeconds !== undefined) c.header('Retry-After', String(e.extra.retryAfterSeconds));
          return reply(e.status, e.toAnswer());
        }
        if (isDatabaseUnavailable(e)) return unavailable(e);
        deps.log.error('call failed', {
          requestId,
          path,
          error: e instanceof Error ? `${e.name}: ${e.message}` : 'non-error thrown',
        });
        return reply(500, {
          status: 'error',
          code: 'INTERNAL',
          message: `${GENERIC_ERROR_MESSAGE} (ref ${requestId})`,
        });
      }
    } finally {
      if (owned.now && key) keyClaims.letGo(scope, key, owned.settled);
    }
  };
}

async function runCall(def: CallDef, ctx: CallContext, payload: unknown, refused?: ApiError): Promise<Answer> {
  if (refused) throw refused;
  const parsed = def.parse(payload);
  const result = await def.handle(ctx, parsed);
  const answer: Answer = { status: 'success' };
  if (result.message !== undefined) answer.message = result.message;
  if (result.data !== undefined) answer.data = result.data;
  return answer;
}

/**
 * For a request whose admission did not claim its Idempotency-Key: the stored answer of the
 * request that holds it (waiting while that one still runs), or null once this request has
 * claimed the key itself (the holder failed unexpectedly and released it).
 */
async function awaitIdempotentAnswer(
  deps: AppDeps,
  scope: string,
  key: string,
  path: string,
  hash: string,
  now: Date,
): Promise<{ status: number; answer: Answer } | null> {
  // A real wait for another request, not business time: measured on the monotonic clock (the
  // injected clock may stand still in tests, and the wall clock may jump).
  const started = performance.now();
  // Woken at once when this instance finishes the key; otherwise a backoff up to one second,
  // not a tight loop, for a holder on another instance.
  let pause = 25;
  const claims = keyClaimsOf(deps);
  for (;;) {
    const row = await deps.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!row) {
      // The first attempt failed unexpectedly and released the key, or its holder crashed and
      // the key was freed: claim it and run again.
      const claimed = await claims.inTurn(scope, key, async () => {
        const inserted = await deps.db
          .insertInto('idempotency_keys')
          .values({ scope, key, path, payload_hash: hash, state: 'pending', created_at: now, holder: deps.instanceId })
          .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
          .returning('key')
          .executeTakeFirst();
        if (inserted) claims.hold(scope, key);
        return inserted !== undefined;
      });
      if (claimed) return null;
      continue;
    }
    if (row.payload_hash !== hash || row.path !== path)
      throw new ApiError('IDEMPOTENCY_CONFLICT', 'This Idempotency-Key was already used with another request');
    if (row.state === 'done') {
      const answer = (typeof row.answer === 'string' ? JSON.parse(row.answer) : row.answer) as Answer;
      return { status: row.http_status ?? 200, answer };
    }
    if (row.holder && row.holder !== deps.instanceId && (await freeKeyOfGoneHolder(deps.db, scope, key, row.holder)))
      continue;
    // Held by this instance but by no request here: its call failed with the database and could
    // not release it then. Released now, so this retry runs and answers the real outcome.
    if (claims.isAbandoned(scope, key, row.holder) && (await claims.release(scope, key))) continue;
    if (performance.now() - started > IDEMPOTENCY_WAIT_MS)
      throw new ApiError('IDEMPOTENCY_CONFLICT', 'A request with this Idempotency-Key is still in progress');
    await keyFinished(`${scope}\n${key}`, pause);
    pause = Math.min(pause * 2, 1_000);
  }
}

const finished = new EventEmitter();
finished.setMaxListeners(0);

function keyFinished(id: string, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      finished.off(id, done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    finished.once(id, done);
  });
}

async function finishIdempotencyKey(
  deps: AppDeps,
  scope: string,
  key: string,
  status: number,
  answer: Answer | ErrorAnswer,
): Promise<void> {
  await deps.db
    .updateTable('idempotency_keys')
    .set({ state: 'done', http_status: status, answer: JSON.stringify(answer) })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute();
  finished.emit(`${scope}\n${key}`);
}
