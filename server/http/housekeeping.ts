/**
 * Pruning of the pipeline's own tables, run every minute by the server. Neither table is a
 * record of anything: money is recorded once per request in the ledger, keyed by the same
 * Idempotency-Key, so a retry after pruning is answered from there.
 */
import { ENVELOPE_WINDOW_MS } from '../../contract/envelope.js';
import type { AppDeps } from '../deps.js';

/** A finished call's answer is replayed this long; clients retry within minutes, not weeks. */
export const IDEMPOTENT_ANSWER_DAYS = 30;
/**
 * A key still pending after this long belongs to a request that died with its process. Freeing
 * it lets the customer's retry run instead of waiting on it forever; what that request did to
 * money, if anything, is in the ledger under the same key, and the retry answers from there.
 */
export const ABANDONED_CLAIM_MINUTES = 60;

/** Forgets nonces that fell out of the freshness window (a stale request is refused anyway). */
export async function pruneNonces(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<void> {
  const cutoff = new Date(deps.clock.now().getTime() - 2 * ENVELOPE_WINDOW_MS);
  await deps.db.deleteFrom('envelope_nonces').where('seen_at', '<', cutoff).execute();
}

/** Forgets answers older than IDEMPOTENT_ANSWER_DAYS and claims abandoned for ABANDONED_CLAIM_MINUTES. */
export async function pruneIdempotencyKeys(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<void> {
  const now = deps.clock.now().getTime();
  const answered = new Date(now - IDEMPOTENT_ANSWER_DAYS * 86_400_000);
  const abandoned = new Date(now - ABANDONED_CLAIM_MINUTES * 60_000);
  await deps.db
    .deleteFrom('idempotency_keys')
    .where((eb) =>
      eb.or([
        eb.and([eb('state', '=', 'done'), eb('created_at', '<', answered)]),
        eb.and([eb('state', '=', 'pending'), eb('created_at', '<', abandoned)]),
      ]),
    )
    .execute();
}
