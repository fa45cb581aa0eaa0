/**
 * The display rows of the history, loaded on arrival and refreshed when the connection returns,
 * and how to add the next older page.
 */
import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { CardPurchaseAttempt } from '../../../contract/card-purchases.js';
import type { AccountTransaction } from '../../../contract/exchange.js';
import { withCardAttempts } from '../../lib/card-attempts.js';
import { buildDisplayList } from '../../lib/transactions.js';
import { useOnlineAgain } from '../../offline/hooks.js';
import {
  history,
  loadEveryPage,
  loadHistory,
  loadHistoryOnArrival,
  loadHistoryWithScreen,
  loadMoreHistory,
  loadOlderPages,
} from '../../state/history.js';
import type { MorePages } from './HistoryList.js';

// The newest page is asked for as the history screens' code arrives, not after their first render
// (decision 424): on a phone that render is time the call can spend on the network.
loadHistoryWithScreen();

/**
 * `everyPage`: a screen that adds the rows up (Received's total) loads the older pages one after
 * another until none is left, instead of when the customer reaches the end of the list: a total
 * over the loaded rows alone would be wrong.
 */
export function useHistoryRows({ everyPage = false }: { everyPage?: boolean } = {}) {
  const h = useSnapshot(history);
  const load = everyPage ? loadEveryPage : loadHistory;
  useEffect(() => {
    // The page started with the code, if no screen has taken it yet; then, where every page is
    // wanted, the older ones.
    void (everyPage ? loadHistoryOnArrival().then(loadOlderPages) : loadHistoryOnArrival());
  }, [everyPage]);
  useOnlineAgain(() => void load());
  const rows = useMemo(
    () =>
      withCardAttempts(
        buildDisplayList(h.transactions as AccountTransaction[]),
        h.cardAttempts as CardPurchaseAttempt[],
      ),
    [h.transactions, h.cardAttempts],
  );
  return {
    rows,
    status: h.status,
    error: h.error,
    snapshotSavedAt: h.fromSnapshot ? h.loadedAt : null,
    /**
     * A sum over the rows is not final yet: older pages are still to come, or the rows are a
     * snapshot, which holds the newest page alone.
     */
    partial: h.next !== null || h.fromSnapshot,
    retry: () => void load(),
    more: {
      hasMore: h.next !== null,
      loading: h.loadingMore,
      error: h.moreError,
      // Trying a failed page again carries on to the last page where every page is wanted.
      fetchMore: () => void (everyPage ? loadOlderPages() : loadMoreHistory()),
    } satisfies MorePages,
  };
}
