/**
 * The customer's cash balance for the trade screen (decision 240): asked for only in a region with
 * a cash currency; null while unknown or where there is none (a customer not verified is refused
 * by the server, and then simply has no balance to pay from).
 */
import { useCallback, useEffect, useState } from 'react';
import type { FiatSymbol } from '../../../contract/assets.js';
import { type CashCurrency, cashCurrencyOf } from '../../../contract/bank.js';
import { getCashBalance } from './api/cash.js';

export interface CashBalance {
  currency: CashCurrency;
  /** 2 decimals. */
  balance: string;
}

export function useCashBalance(currency: FiatSymbol): { cash: CashBalance | null; reload: () => void } {
  const [cash, setCash] = useState<CashBalance | null>(null);
  const region = cashCurrencyOf(currency);
  const reload = useCallback(() => {
    if (!region) return setCash(null);
    getCashBalance()
      .then((d) => setCash(d ? { currency: d.currency, balance: d.balance } : null))
      .catch(() => setCash(null));
  }, [region]);
  useEffect(reload, [reload]);
  return { cash, reload };
}
