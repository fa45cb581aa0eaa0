/**
 * Money transactions. Row locks in one fixed order (ledger_apply) make deadlocks impossible
 * among ledger writers; a deadlock or serialization failure coming from elsewhere is still
 * retried, since the whole transaction is re-run from the start.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';

const RETRYABLE = new Set(['40001', '40P01']);
const ATTEMPTS = 5;

export function pgErrorCode(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null ? ((e as { code?: string }).code ?? undefined) : undefined;
}

export function pgConstraint(e: unknown): string | undefined {
  return typeof e === 'object' && e !== null ? ((e as { constraint?: string }).constraint ?? undefined) : undefined;
}

/** Runs fn again (from the start) when the database reports a deadlock or serialization failure. */
export async function retryingConflicts<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      const code = pgErrorCode(e);
      if (attempt >= ATTEMPTS || !code || !RETRYABLE.has(code)) throw e;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * attempt));
    }
  }
}

export function inTransaction<T>(db: Database, fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
  return retryingConflicts(() => db.transaction().execute(fn));
}
