/**
 * The Sell tab's quote (specification section 4): fetched 500 ms after typing and at once for a
 * shortcut, valid until the server's expires_at with a countdown, cleared on expiry (the button
 * then offers 'Get New Quote'). Any change of the inputs makes earlier answers stale.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoinSymbol } from '../../../contract/assets.js';
import type { SwapQuoteAnswer } from '../../../contract/exchange.js';
import { SELL_QUOTE_TTL_SECONDS } from '../../../contract/payments.js';
import { ApiCallError } from '../../api/errors.js';
import { requestSwapQuote } from '../../api/exchange.js';
import { toWireAmount } from '../../lib/amount-input.js';
import { type QuoteState, quoteDeadline, quoteErrorText } from '../../lib/swap-rules.js';

export interface SellInputs {
  from: CoinSymbol;
  to: CoinSymbol;
  amount: string;
  minimum?: { quantity: string; symbol: string };
}

export interface SellQuote {
  answer: SwapQuoteAnswer;
  deadline: number;
}

export function useSellQuote() {
  const [state, setState] = useState<QuoteState>('none');
  const [quote, setQuote] = useState<SellQuote | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const version = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const reset = useCallback(() => {
    version.current++;
    cancelTimer();
    setState('none');
    setQuote(null);
    setPending(false);
    setError(null);
  }, [cancelTimer]);

  const fetchNow = useCallback(
    async (inputs: SellInputs) => {
      cancelTimer();
      const mine = ++version.current;
      setPending(false);
      setState('loading');
      setError(null);
      const sentAt = Date.now();
      try {
        const answer = await requestSwapQuote({
          sourceCurrencyId: inputs.from,
          targetCurrencyId: inputs.to,
          ttl: SELL_QUOTE_TTL_SECONDS,
          sourceCurrencyAmount: toWireAmount(inputs.amount),
        });
        if (mine !== version.current) return;
        setQuote({ answer, deadline: quoteDeadline(answer.expires_at, SELL_QUOTE_TTL_SECONDS, sentAt, Date.now()) });
        setState('active');
      } catch (e) {
        if (mine !== version.current) return;
        setQuote(null);
        setState('none');
        setError(
          quoteErrorText(
            e instanceof ApiCallError
              ? { payloadErrors: e.errors, responseMessage: e.message }
              : { message: e instanceof Error ? e.message : undefined },
            inputs.minimum,
          ),
        );
      }
    },
    [cancelTimer],
  );

  const schedule = useCallback(
    (inputs: SellInputs, delayMs: number) => {
      cancelTimer();
      const mine = ++version.current;
      setQuote(null);
      setState('none');
      setError(null);
      setPending(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        if (mine === version.current) void fetchNow(inputs);
      }, delayMs);
    },
    [fetchNow, cancelTimer],
  );

  /** The countdown reached zero: the quote id is cleared; a new quote is asked for by the button. */
  const expire = useCallback(() => {
    version.current++;
    setQuote(null);
    setState('expired');
  }, []);

  useEffect(() => () => cancelTimer(), [cancelTimer]);

  return { state, quote, pending, error, setError, reset, schedule, fetchNow, expire };
}
