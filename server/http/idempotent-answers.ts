/**
 * The stored answers of Idempotency-Keys (table idempotency_keys): waiting for the answer of the
 * request that holds a key, storing a key's answer, and freeing a key whose call failed
 * unexpectedly. A request waiting on this instance is woken as soon as the key is finished here.
 */
import { EventEmitter } from 'node:events';
import type { Answer, ErrorAnswer } from '../../contract/answers.js';
import type { AppDeps } from '../deps.js';
import { ApiError } from './errors.js';
import { freeKeyOfGoneHolder } from './instance.js';
import { keyClaimsOf } from './key-claims.js';

const IDEMPOTENCY_WAIT_MS = 10_000;

/**
 * For a request whose admission did not claim its Idempotency-Key: the stored answer of the
 * request that holds it (waiting while that one still runs), or null once this request has
 * claimed the key itself (the holder failed unexpectedly and released it).
 */
export async function awaitIdempotentAnswer(
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

export async function finishIdempotencyKey(
  deps: Pick<AppDeps, 'db'>,
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

/** Frees the key so a retry can run again. False when that could not be written (the database is away). */
export async function releaseIdempotencyKey(deps: Pick<AppDeps, 'db'>, scope: string, key: string): Promise<boolean> {
  return deps.db
    .deleteFrom('idempotency_keys')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .execute()
    .then(() => {
      finished.emit(`${scope}\n${key}`);
      return true;
    })
    .catch(() => false);
}
