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
import { history, loadHistory, loadMoreHistory } from '../../state/history.js';
import type { MorePages } from './HistoryList.js';

export function useHistoryRows() {
  const h = useSnapshot(history);
  useEffect(() => {
    void loadHistory();
  }, []);
  useOnlineAgain(() => void loadHistory());
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
    more: {
      hasMore: h.next !== null,
      loading: h.loadingMore,
      error: h.moreError,
      fetchMore: () => void loadMoreHistory(),
    } satisfies MorePages,
  };
}
