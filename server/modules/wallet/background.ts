/** The wallet's background work: the deposit watcher, withdrawal settlement, quote pruning. */
import type { AppDeps } from '../../deps.js';
import type { JobRunner } from '../../lib/jobs.js';
import { startDepositWatching } from './deposits.js';
import { pruneExpiredQuotes } from './history.js';
import { settlePendingWithdrawals } from './withdrawals.js';

/** Starts the deposit watcher and adds settlement and quote pruning to the jobs; returns the watcher's stop. */
export function startWalletWork(
  deps: Pick<AppDeps, 'config' | 'db' | 'dbKind' | 'clock' | 'log' | 'providers' | 'secrets'>,
  jobs: JobRunner,
): () => Promise<void> {
  const stopWatching = startDepositWatching(deps);
  jobs.add({ name: 'withdrawal settlement', everyMs: 1_000, run: () => settlePendingWithdrawals(deps) });
  jobs.add({ name: 'expired quote pruning', everyMs: 3_600_000, run: () => pruneExpiredQuotes(deps) });
  return stopWatching;
}
