import { existsSync, readFileSync } from 'node:fs';

/** Where the end-to-end run leaves the figures `npm test` reports after that step (not asserted). */
export const OFFLINE_REOPEN_FIGURE = 'test-results/figures/offline-reopen.json';

/** The end-to-end run's offline reopen of /wallet, when that run wrote one: a figure, not a gate. */
export function offlineReopenFigure(): string {
  if (!existsSync(OFFLINE_REOPEN_FIGURE)) return 'not measured (run tests/e2e/offline-reopen.spec.ts first)';
  const { offlineReopenWalletMs, at } = JSON.parse(readFileSync(OFFLINE_REOPEN_FIGURE, 'utf8'));
  return typeof offlineReopenWalletMs === 'number'
    ? `${Math.round(offlineReopenWalletMs)} ms to the first screen (end-to-end run of ${at})`
    : 'no figure in the last end-to-end run';
}
