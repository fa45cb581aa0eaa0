/**
 * One coin's price history over one range, for the asset chart: from the server when it answers
 * (kept as that chart's offline snapshot), else the last snapshot with when it was loaded.
 * Loaded again when the connection comes back.
 */
import { useEffect, useState } from 'react';
import type { CoinSymbol } from '../../../contract/assets.js';
import type { PriceHistoryAnswer, PriceRange } from '../../../contract/price-history.js';
import { useOnlineAgain } from '../../offline/hooks.js';
import { loadWithSnapshot } from '../../offline/load.js';
import { auth } from '../../state/auth.js';
import { getPriceHistory } from './api/market.js';

type PriceHistoryState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; data: PriceHistoryAnswer; savedAt: number; fromSnapshot: boolean };

export function usePriceHistory(symbol: CoinSymbol, range: PriceRange): { state: PriceHistoryState; retry(): void } {
  const [state, setState] = useState<PriceHistoryState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = () => setAttempt((n) => n + 1);
  useOnlineAgain(retry);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    // attempt: a retry loads again with the same coin and range.
    void attempt;
    loadWithSnapshot(`prices/${symbol}/${range}`, auth.user?.id, () => getPriceHistory(symbol, range)).then(
      (loaded) => {
        if (current) setState({ status: 'ready', ...loaded });
      },
      () => {
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [symbol, range, attempt]);

  return { state, retry };
}
