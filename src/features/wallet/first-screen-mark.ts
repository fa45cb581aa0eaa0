/**
 * Marks on the browser's performance timeline when the wallet first shows the total balance, once
 * per page load: the end-to-end run reads it to report how fast /wallet reopens offline from its
 * snapshot (bench/README.md), and it shows in any Chrome trace of the page.
 */
export const FIRST_SCREEN_MARK = 'wallet:first-screen';

export function markFirstScreen(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark').length > 0) return;
  performance.mark(FIRST_SCREEN_MARK);
}
