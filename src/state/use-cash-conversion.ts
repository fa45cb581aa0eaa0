/**
 * Cash shown in another currency than its own: an Australian customer who chose to see USD or EUR
 * values. The conversion uses the same forex rates as the coins' values (loaded on demand here when
 * the currency shown needs none, as USD does), so the wallet's total adds like with like.
 */
import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { loadRates, rates, toUsd, usdTo } from './rates.js';

export function useCashConversion(cashCurrency: string | null, shown: string) {
  const r = useSnapshot(rates);
  const needed = cashCurrency !== null && cashCurrency !== shown;
  useEffect(() => {
    if (needed && rates.status === 'idle') void loadRates();
  }, [needed]);
  const table = r.rates as Record<string, string> | null;
  const convert = useCallback(
    (amount: string, from: string) => {
      const usd = toUsd(amount, from, table);
      return usd === null ? null : usdTo(usd, shown, table);
    },
    [table, shown],
  );
  return { convert, pending: needed && (r.status === 'idle' || r.status === 'loading') };
}
