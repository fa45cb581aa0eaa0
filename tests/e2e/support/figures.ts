/** Where the end-to-end run leaves the figures the bundle budget script reports (not asserted). */
export const OFFLINE_REOPEN_FIGURE = 'test-results/figures/offline-reopen.json';
