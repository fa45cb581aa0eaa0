/**
 * The portfolio's value over one range (decision 462): from the server when it answers (kept as
 * that range's offline snapshot), else the last snapshot with when it was loaded. Another range
 * starts from loading, so one range's chart never shows as another's.
 */
import type { PortfolioHistory, PortfolioRange } from '../../../../contract/portfolio-history.js';
import { type SavedLoad, useSavedLoad } from '../../../offline/use-saved-load.js';
import { getPortfolioHistory } from '../api/portfolio.js';

export function usePortfolioHistory(range: PortfolioRange): { state: SavedLoad<PortfolioHistory>; retry(): void } {
  return useSavedLoad(`portfolio-history/${range}`, () => getPortfolioHistory(range));
}
