/** The wallet's background work: the deposit watcher, withdrawal settlement, quote pruning. */
import type { AppDeps } from '../../deps.js';
import { marketSettings } from '../market/settings.js';
import { startDepositWatching } from './deposits.js';
import { pruneExpiredQuotes } from './history.js';
import { routesOff } from './routes.js';
import { processPendingWithdrawals } from './withdrawals.js';

/** Full batches mean settlement is behind creation: take the next batch at once, a few times. */
async function settleWhileBehind(deps: AppDeps): Promise<void> {
  for (let pass = 0; pass < 10; pass++) {
    if ((await processPendingWithdrawals(deps, BATCH)) < BATCH) return;
  }
}
const BATCH = 100;

export function startWalletWork(deps: AppDeps, opts: { withdrawalPollMs?: number } = {}): () => Promise<void> {
  // A bad market or route setting stops the start here rather than failing the first request.
  marketSettings(deps.config);
  routesOff(deps.config);
  const stopWatching = startDepositWatching(deps);
  let busy: Promise<unknown> | null = null;
  const tick = () => {
    if (busy) return; // never two settlement passes at once in one process
    busy = settleWhileBehind(deps)
      .catch((e) => deps.log.error('withdrawal settlement pass failed', { error: (e as Error).message }))
      .finally(() => {
        busy = null;
      });
  };
  const settleTimer = setInterval(tick, opts.withdrawalPollMs ?? 1_000);
  settleTimer.unref();
  const pruneTimer = setInterval(() => void pruneExpiredQuotes(deps).catch(() => {}), 3_600_000);
  pruneTimer.unref();
  return async () => {
    clearInterval(settleTimer);
    clearInterval(pruneTimer);
    await busy;
    await stopWatching();
  };
}
