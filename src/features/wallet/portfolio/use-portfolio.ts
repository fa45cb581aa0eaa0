/**
 * The customer's portfolio: from the server when it answers (kept as the offline snapshot), else
 * the last snapshot with when it was loaded (src/offline/use-saved-load.ts).
 */
import type { Portfolio } from '../../../../contract/statements.js';
import { type SavedLoad, useSavedLoad } from '../../../offline/use-saved-load.js';
import { getPortfolio } from '../api/portfolio.js';

export function usePortfolio(): { state: SavedLoad<Portfolio>; retry(): void } {
  return useSavedLoad('portfolio', getPortfolio);
}
