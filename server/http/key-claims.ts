/**
 * The Idempotency-Key claims of this running server. A claim whose call failed with the database
 * (its answer or its release could not be written) stays "pending" in the database with this
 * live instance as holder; no other instance takes it over, since the holder still beats. So the
 * holder itself releases it as soon as the database answers again: at once when a retry of the
 * key reaches this instance, else within seconds by a job. The re-run that follows answers the
 * real outcome: a money call finds the movement, withdrawal or quote use that carries its key and
 * answers from it, never moving money twice (decisions 011, 107 and 170).
 *
 * Every claim and release of a key on this instance runs in turn with the others of that key, and
 * a key is released only while no request here holds it, so a release can never remove the claim
 * of a request that is running.
 */
import { isDatabaseUnavailable } from '../db/faults.js';
import type { Database } from '../db/index.js';
import type { AppDeps } from '../deps.js';
import type { JobRunner } from '../lib/jobs.js';

/** How often the job looks for keys to release: a retry elsewhere waits up to 10 s for one. */
const RELEASE_EVERY_MS = 2_000;

const id = (scope: string, key: string) => `${scope}\n${key}`;

class KeyClaims {
  /** Requests of this instance that hold each key's claim now. */
  readonly #held = new Map<string, number>();
  /** Keys this instance may have left pending (an answer or release that could not be written). */
  readonly #unsettled = new Map<string, { scope: string; key: string }>();
  readonly #turns = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Database,
    private readonly holder: string | null,
  ) {}

  /** Runs `fn` after every earlier claim or release of this key on this instance has ended. */
  inTurn<T>(scope: string, key: string, fn: () => Promise<T>): Promise<T> {
    const k = id(scope, key);
    const run = (this.#turns.get(k) ?? Promise.resolve()).then(fn, fn);
    // Only the order of turns: the caller gets `run` itself, failure included.
    const tail = run.catch(() => {});
    this.#turns.set(k, tail);
    void tail.then(() => {
      if (this.#turns.get(k) === tail) this.#turns.delete(k);
    });
    return run;
  }

  /** Call inside the key's turn, right after this request's claim was written. */
  hold(scope: string, key: string): void {
    const k = id(scope, key);
    this.#held.set(k, (this.#held.get(k) ?? 0) + 1);
  }

  /**
   * The request that held the key has ended; `settled` says whether its answer or its release
   * was written. If not, the key is released once the database answers.
   */
  letGo(scope: string, key: string, settled: boolean): void {
    const k = id(scope, key);
    const n = (this.#held.get(k) ?? 1) - 1;
    if (n > 0) this.#held.set(k, n);
    else this.#held.delete(k);
    if (!settled) this.mayHaveLeft(scope, key);
  }

  /** A claim that may have been written although its request failed (its admission's reply was lost). */
  mayHaveLeft(scope: string, key: string): void {
    this.#unsettled.set(id(scope, key), { scope, key });
  }

  /**
   * Whether a pending key of this instance is held by no request here: its call has ended. Only
   * for a named instance: a key without a holder may belong to another process.
   */
  isAbandoned(scope: string, key: string, holder: string | null): boolean {
    return this.holder !== null && holder === this.holder && !this.#held.has(id(scope, key));
  }

  /** Deletes the key's pending claim of this instance unless a request here holds it. True when deleted. */
  release(scope: string, key: string): Promise<boolean> {
    return this.inTurn(scope, key, async () => {
      if (this.#held.has(id(scope, key))) return false;
      let q = this.db
        .deleteFrom('idempotency_keys')
        .where('scope', '=', scope)
        .where('key', '=', key)
        .where('state', '=', 'pending');
      q = this.holder === null ? q.where('holder', 'is', null) : q.where('holder', '=', this.holder);
      const res = await q.executeTakeFirst();
      this.#unsettled.delete(id(scope, key));
      return Number(res.numDeletedRows) > 0;
    });
  }

  /** The job: releases every key left unsettled; stops quietly while the database is away. */
  async releaseUnsettled(): Promise<number> {
    let released = 0;
    for (const { scope, key } of [...this.#unsettled.values()]) {
      if (this.#held.has(id(scope, key))) continue;
      try {
        if (await this.release(scope, key)) released++;
      } catch (e) {
        if (isDatabaseUnavailable(e)) break;
        throw e;
      }
    }
    return released;
  }
}

const byDeps = new WeakMap<AppDeps, KeyClaims>();

/** This instance's claims (one per deps: per running server, or per test). */
export function keyClaimsOf(deps: AppDeps): KeyClaims {
  let claims = byDeps.get(deps);
  if (!claims) {
    claims = new KeyClaims(deps.db, deps.instanceId ?? null);
    byDeps.set(deps, claims);
  }
  return claims;
}

/** Releases, as a job of the runner, the keys this instance could not release while the database was away. */
export function startKeyRelease(deps: AppDeps, jobs: Pick<JobRunner, 'add'>): void {
  jobs.add({
    name: 'idempotency key release',
    everyMs: RELEASE_EVERY_MS,
    run: () => keyClaimsOf(deps).releaseUnsettled(),
  });
}
