/**
 * The buy price of a coin in the market currency: the server's USD ask (get-currency-price) times
 * the forex rate, by the contract's formula, the same the server charges at. Fetched 300 ms after
 * the coin changes or the customer types (RATE_DEBOUNCE_MS); a failure leaves the price at 0, which
 * keeps the buy button disabled (specification section 8).
 */
import { t } from '@lingui/core/macro';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fiatAskPrice } from '../../../contract/payments.js';
import { getCurrencyPrice } from '../../api/exchange.js';
import { useOnlineAgain } from '../../offline/hooks.js';
import { isUnreachableError } from '../../offline/network.js';
import { loadRates, needsRates, rateOf, rates } from '../../state/rates.js';
import { RATE_DEBOUNCE_MS } from './timings.js';

interface BuyPriceState {
  /** Fiat per coin; '0' while unknown. */
  price: string;
  /** USDC per coin, when known (recorded with the purchase). */
  usdcRate: string | null;
  status: 'loading' | 'ready' | 'error';
  error: string | null;
  /** Asks for a fresh price after the debounce. */
  refresh: () => void;
  /** Asks for a fresh price now; resolves once it (or its failure) is in the state. */
  reload: () => Promise<void>;
}

export function useBuyPrice(symbol: string, currency: string): BuyPriceState {
  const [price, setPrice] = useState('0');
  const [usdcRate, setUsdcRate] = useState<string | null>(null);
  const [status, setStatus] = useState<BuyPriceState['status']>('loading');
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const version = useRef(0);

  const fetchNow = useCallback(async () => {
    const mine = ++version.current;
    try {
      const [quote] = await Promise.all([getCurrencyPrice(symbol, 'USD'), needsRates(currency) ? loadRates() : null]);
      const fx = rateOf(rates.rates, currency);
      const next = quote && fx ? fiatAskPrice(quote.ask, fx) : '0';
      if (mine !== version.current) return;
      if (next === '0') throw new Error(t`Failed to fetch exchange rate`);
      setPrice(next);
      setStatus('ready');
      setError(null);
    } catch (e) {
      if (mine !== version.current) return;
      setPrice('0');
      setStatus('error');
      // Offline, the connection notice explains the missing price; the price is asked again on reconnecting.
      setError(isUnreachableError(e) ? null : t`Failed to fetch exchange rate`);
    }
    // The USDC rate only annotates the record: its failure does not stop a purchase.
    if (symbol === 'USDC') setUsdcRate('1');
    else
      getCurrencyPrice(symbol, 'USDC')
        .then((p) => mine === version.current && setUsdcRate(p?.ask ?? null))
        .catch(() => mine === version.current && setUsdcRate(null));
  }, [symbol, currency]);

  const refresh = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      void fetchNow();
    }, RATE_DEBOUNCE_MS);
  }, [fetchNow]);

  const reload = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    return fetchNow();
  }, [fetchNow]);

  useEffect(() => {
    // Another coin (or currency): an answer still on its way is the coin before's, never this one's.
    version.current++;
    setStatus('loading');
    setPrice('0');
    refresh();
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [refresh]);

  // Back online: a price that could not be fetched (or may have moved) is asked for again.
  useOnlineAgain(refresh);

  return { price, usdcRate, status, error, refresh, reload };
}
