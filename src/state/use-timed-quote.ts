/**
 * A timed conversion quote (specification section 4: Swap flow and the Sell tab): none, loading,
 * active with a countdown to the server's expiry, expired. The screen decides the delays (Swap
 * waits a short pause after typing, Sell too); every change of the inputs makes earlier answers stale:
 * they are dropped when they arrive.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CoinSymbol } from '../../contract/assets.js';
import type { SwapTarget } from '../../contract/cash-trade.js';
import type { SwapQuoteAnswer } from '../../contract/exchange.js';
import { ApiCallError } from '../api/errors.js';
import { requestSwapQuote } from '../api/exchange.js';
import { toWireAmount } from '../lib/amount-input.js';
import { type QuoteState, quoteDeadline, quoteErrorText } from '../lib/swap-rules.js';

interface ActiveQuote {
  answer: SwapQuoteAnswer;
  /** Local instant (ms) the quote ends. */
  deadline: number;
}

export interface QuoteInputs {
  from: CoinSymbol;
  to: SwapTarget;
  amount: string;
  /** The instrument's minimum, for the '. Minimum required: ...' suffix. */
  minimum?: { quantity: string; symbol: string };
}

interface TimedQuoteOptions {
  /** The lifetime asked of the server. */
  ttlSeconds: number;
  /**
   * Every request starts afresh: the quote shown is cleared when one is scheduled and an answer
   * still on its way is dropped (Sell). Otherwise an expired quote stays visible while its
   * replacement is scheduled, so the screen can say a fresh one is coming (Swap).
   */
  freshStart: boolean;
}

export function useTimedQuote({ ttlSeconds, freshStart }: TimedQuoteOptions) {
  const [state, setState] = useState<QuoteState>('none');
  const [quote, setQuote] = useState<ActiveQuote | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const version = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelTimer = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  /** Forgets the quote and any request on its way (the inputs changed). */
  const reset = useCallback(() => {
    version.current++;
    cancelTimer();
    setState('none');
    setQuote(null);
    setPending(false);
    setError(null);
  }, [cancelTimer]);

  const fetchNow = useCallback(
    async (inputs: QuoteInputs) => {
      if (freshStart) cancelTimer();
      const mine = freshStart ? ++version.current : version.current;
      setPending(false);
      setState('loading');
      setError(null);
      const sentAt = Date.now();
      try {
        const answer = await requestSwapQuote({
          sourceCurrencyId: inputs.from,
          targetCurrencyId: inputs.to,
          ttl: ttlSeconds,
          sourceCurrencyAmount: toWireAmount(inputs.amount),
        });
        if (mine !== version.current) return;
        setQuote({ answer, deadline: quoteDeadline(answer.expires_at, ttlSeconds, sentAt, Date.now()) });
        setState('active');
      } catch (e) {
        if (mine !== version.current) return;
        setQuote(null);
        setState('none');
        setError(
          quoteErrorText(
            e instanceof ApiCallError
              ? { payloadErrors: e.errors, responseMessage: e.message, code: e.code }
              : { message: e instanceof Error ? e.message : undefined },
            inputs.minimum,
          ),
        );
      }
    },
    [cancelTimer, freshStart, ttlSeconds],
  );

  /** Asks for a quote after `delayMs`, unless the inputs change first. */
  const schedule = useCallback(
    (inputs: QuoteInputs, delayMs: number) => {
      cancelTimer();
      const mine = freshStart ? ++version.current : version.current;
      if (freshStart) {
        setQuote(null);
        setState('none');
        setError(null);
      }
      setPending(true);
      timer.current = setTimeout(() => {
        timer.current = null;
        if (mine === version.current) void fetchNow(inputs);
      }, delayMs);
    },
    [fetchNow, cancelTimer, freshStart],
  );

  /** The countdown reached zero: the quote id is gone. */
  const expire = useCallback(() => {
    version.current++;
    setQuote(null);
    setState('expired');
  }, []);

  useEffect(() => () => cancelTimer(), [cancelTimer]);

  return { state, quote, pending, error, setError, reset, schedule, fetchNow, expire };
}
