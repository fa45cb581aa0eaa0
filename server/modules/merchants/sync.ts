/**
 * Keeping the merchants table in step with the configuration, once per process and database: at
 * start-up, and before the first admin call on a database that start-up did not sync (tests).
 */
import type { AppDeps } from '../../deps.js';
import { syncMerchants } from './merchants.js';

const synced = new WeakMap<object, Promise<void>>();

export function ensureMerchantsSynced(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Promise<void> {
  let done = synced.get(deps.db);
  if (!done) {
    const configured = deps.config.merchants;
    done = deps.db.transaction().execute((trx) => syncMerchants(trx, configured, deps.clock.now()));
    // A failed sync is tried again by the next caller.
    done.catch(() => synced.delete(deps.db));
    synced.set(deps.db, done);
  }
  return done;
}

/** Syncs the configured merchants (checked at start, config.ts) in the background. */
export function startMerchants(deps: Pick<AppDeps, 'db' | 'config' | 'clock' | 'log'>): void {
  ensureMerchantsSynced(deps).catch((e) => deps.log.error('merchant sync failed', { error: String(e) }));
}
