/**
 * After a restore (or data rolled back in place), the database is reconciled with custody and the
 * bank before any money leaves (decision 377): the payments they made since the backup are read,
 * each applied once through the ledger, and listed for the operator.
 */
import { defineModule } from '../descriptor.js';
import { reconcileRestore } from './reconcile.js';

export { reconcileRestore } from './reconcile.js';

const RECONCILE_EVERY_MS = 5_000;

export const restoreModule = defineModule({
  name: 'restore',
  needs: ['config', 'db', 'clock', 'log', 'providers'],
  jobs: (deps, jobs) => {
    jobs.add({
      name: 'restore reconciliation',
      everyMs: RECONCILE_EVERY_MS,
      run: async () => {
        await reconcileRestore(deps);
      },
    });
    return undefined;
  },
});
