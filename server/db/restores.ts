/**
 * Whether this database was brought back from the past and not yet reconciled with the outside
 * world (decisions 252 and 377). A row in database_restores without reconciled_at is written by
 * npm run restore, by --mark-restored after pg_restore, and by a start that finds its data went
 * back in time in place. Read by the exit gate (no money leaves meanwhile) and by the jobs.
 */
import type { Database } from './index.js';

export async function restoreAwaitingReconciliation(deps: { db: Database }): Promise<boolean> {
  const open = await deps.db
    .selectFrom('database_restores')
    .select('id')
    .where('reconciled_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return open !== undefined;
}
