/**
 * The quote-and-confirm flow shared by Swap and the Sell tab (specification section 4): the amount,
 * whether it can be quoted, the quote asked for after typing or a quick fill, asked for again when
 * the connection comes back, and the confirm call with one Idempotency-Key per attempt (decision
 * 072). What differs between the screens is in `ConversionOptions`: the delays, the messages,
 * what happens on success, and whether an expired quote is renewed without being asked (Swap) or
 * waits for the customer (Sell).
 *
 * The flow itself (`conversionFlow`) is plain code over the latest render's values, so it can be
 * tested without rendering; `useConversion` binds it to React state.
 */
import { useEffect, useRef, useState } from 'react';
import type { CoinSymbol } from '../../contract/assets.js';
import type * as calls from '../../contract/calls/exchange.js';
import type { SwapTarget } from '../../contract/cash-trade.js';
import type { Instrument } from '../../contract/exchange.js';
import { ApiCallError } from '../api/errors.js';
import { confirmSwap } from '../api/exchange.js';
import { isCompleteAmount, toWireAmount } from '../lib/amount-input.js';
import { AttemptKey, isUnanswered } from '../lib/attempt-key.js';
import { balanceSuffices } from '../lib/swap-rules.js';
import { useOnline, useOnlineAgain } from '../offline/hooks.js';
import { useCountdownSignal } from './countdown.js';
import { type FormFields, useForm } from './use-form.js';
import { type QuoteInputs, useTimedQuote } from './use-timed-quote.js';

type AmountField = FormFields<typeof calls.swapCrypto, 'sourceCurrencyAmount'>;
const NO_AMOUNT: Record<AmountField, string> = { sourceCurrencyAmount: '' };
const noRules = () => ({});

/** A confirmed conversion, as the success screen shows it. */
export interface ConversionDone {
  from: CoinSymbol;
  /** The amount paid, in wire form. */
  amount: string;
  /** A coin, or the customer's cash currency (a sale to cash: decision 266). */
  to: SwapTarget;
  /** The amount credited (the server's, else the quote's). */
  total: string;
}

export interface ConversionOptions {
  /** The quote lifetime asked of the server. */
  ttlSeconds: number;
  /** See `TimedQuoteOptions.freshStart`. */
  freshStart: boolean;
  /** How long typing must pause before a quote is asked for. */
  debounceMs: number;
  /** How long after a quick fill a quote is asked for; null: at once. */
  quickFillDelayMs: number | null;
  /**
   * An amount entered before the balances or the pairs were known is quoted this many ms after
   * they arrive (whenever nothing is quoted, pending or refused and it can be quoted); null: it
   * waits for the customer.
   */
  quoteOnceReadyMs: number | null;
  /**
   * An expired quote (the countdown reached zero, or confirming answered QUOTE_EXPIRED or
   * QUOTE_USED) is asked for again after this many ms; null: it stays expired until the customer
   * asks for a new one.
   */
  refreshExpiredAfterMs: number | null;
  /** The error texts of confirming: no usable message from the server, an answer that is not a success. */
  messages: { failed: string; unexpected: string };
  /** The conversion went through (the amount and the quote are cleared afterwards). */
  onConfirmed: (done: ConversionDone) => void;
}

/** What the screen has chosen: the pair, the paying coin's balance and the pair's instrument. */
interface ConversionChoice {
  from: CoinSymbol;
  to: SwapTarget;
  balance: string;
  instrument: Instrument | undefined;
}

export type TimedQuote = ReturnType<typeof useTimedQuote>;

/** Everything the flow reads when it acts: the latest render's values. */
export interface ConversionNow extends ConversionChoice {
  options: ConversionOptions;
  amount: string;
  online: boolean;
  /** A confirm call is on its way. */
  busy: boolean;
  quote: TimedQuote;
}

interface ConversionSetters {
  setAmount: (value: string) => void;
  setConfirmError: (error: string | null) => void;
  /** Runs a confirm as the form's one sending (`useForm`'s `submit`: `busy` while it runs). */
  submit: (send: () => Promise<void>) => Promise<void>;
}

/** The pair's minimum, counted in its base coin (for the '. Minimum required: ...' suffix). */
function minimumOf(instrument: Instrument | undefined): QuoteInputs['minimum'] {
  return instrument ? { quantity: instrument.min_quantity, symbol: instrument.base_currency_id } : undefined;
}

function quoteInputs(n: ConversionNow, amount: string): QuoteInputs {
  return { from: n.from, to: n.to, amount, minimum: minimumOf(n.instrument) };
}

/** A quote is asked for only for a complete amount within the balance, of a traded pair, online. */
function canQuote(n: ConversionNow, amount: string): boolean {
  return isCompleteAmount(amount) && balanceSuffices(amount, n.balance) && !!n.instrument && n.online;
}

/** The quote is gone; it is asked for again when the options say so and the amount allows it. */
function expireQuote(n: ConversionNow): void {
  n.quote.expire();
  const delay = n.options.refreshExpiredAfterMs;
  if (delay !== null && canQuote(n, n.amount)) n.quote.schedule(quoteInputs(n, n.amount), delay);
}

export function conversionFlow(read: () => ConversionNow, set: ConversionSetters, attempt = new AttemptKey()) {
  return {
    /** Whether `amount` can be quoted now. */
    quotable: (amount: string) => canQuote(read(), amount),
    /** The quote request for `amount` with the current pair. */
    inputs: (amount: string) => quoteInputs(read(), amount),

    /** The customer typed: earlier quotes are dropped and one is asked for once typing pauses. */
    onAmount(amount: string) {
      const n = read();
      set.setAmount(amount);
      set.setConfirmError(null);
      n.quote.reset();
      if (canQuote(n, amount)) n.quote.schedule(quoteInputs(n, amount), n.options.debounceMs);
    },

    /** A quick fill gave an amount (quoted after `quickFillDelayMs`) or an error to show. */
    fill(value: string | { error: string }) {
      const n = read();
      set.setConfirmError(null);
      n.quote.reset();
      if (typeof value !== 'string') {
        set.setAmount('');
        n.quote.setError(value.error);
        return;
      }
      set.setAmount(value);
      if (!canQuote(n, value)) return;
      const delay = n.options.quickFillDelayMs;
      if (delay === null) void n.quote.fetchNow(quoteInputs(n, value));
      else n.quote.schedule(quoteInputs(n, value), delay);
    },

    /** The pair changed: amount, error and quote start over. */
    clear() {
      set.setAmount('');
      set.setConfirmError(null);
      read().quote.reset();
    },

    /** The countdown reached zero. */
    expired() {
      expireQuote(read());
    },

    /** Back online: a quote that lapsed while offline is asked for again. */
    onlineAgain() {
      const n = read();
      if (n.quote.state !== 'active' && canQuote(n, n.amount)) n.quote.schedule(quoteInputs(n, n.amount), 0);
    },

    /**
     * Confirms the quote shown, unless it has ended or a confirm is on its way. The key is per
     * quote id and attempt: resent unchanged after no answer, new after any answer.
     */
    async confirm() {
      const n = read();
      const quote = n.quote.quote;
      if (!quote || n.busy || Date.now() >= quote.deadline) return;
      const quoteId = quote.answer.conversion_quote_id;
      const key = attempt.for({ quoteId });
      await set.submit(async () => {
        set.setConfirmError(null);
        try {
          const r = await confirmSwap(quoteId, key);
          attempt.finish();
          if (r.data?.status !== 'success') {
            set.setConfirmError(n.options.messages.unexpected);
            return;
          }
          n.options.onConfirmed({
            from: n.from,
            amount: toWireAmount(n.amount),
            to: n.to,
            total: r.data.credit?.amount ?? quote.answer.target_currency_amount,
          });
          set.setAmount('');
          n.quote.reset();
        } catch (e) {
          if (!isUnanswered(e)) attempt.finish();
          set.setConfirmError(e instanceof Error && e.message ? e.message : n.options.messages.failed);
          if (e instanceof ApiCallError && (e.code === 'QUOTE_EXPIRED' || e.code === 'QUOTE_USED')) expireQuote(n);
        }
      });
    },
  };
}

/**
 * The conversion flow of one screen, with its state, its quote and the quote's countdown
 * (`seconds`, a signal the screen renders): reaching zero expires the quote (`expired`).
 */
export function useConversion(choice: ConversionChoice, options: ConversionOptions) {
  const online = useOnline();
  // The one field is the quote call's amount; no rule of its own (`quotable` decides), and the
  // confirm's refusal is the form's message.
  const form = useForm<AmountField>(NO_AMOUNT, noRules, 'submit');
  const amount = form.values.sourceCurrencyAmount;
  const busy = form.submitting;
  const confirmError = form.message ?? null;
  const quote = useTimedQuote({ ttlSeconds: options.ttlSeconds, freshStart: options.freshStart });
  const now: ConversionNow = { ...choice, options, amount, online, busy, quote };
  const latest = useRef(now);
  latest.current = now;
  const [flow] = useState(() =>
    conversionFlow(() => latest.current, {
      setAmount: (value) => form.set('sourceCurrencyAmount', value),
      setConfirmError: (error) => form.setMessage(error ?? undefined),
      submit: form.submit,
    }),
  );

  const readyDelay = options.quoteOnceReadyMs;
  const readyToQuote =
    readyDelay !== null && quote.state === 'none' && !quote.pending && !quote.error && !busy && flow.quotable(amount);
  const { schedule } = quote;
  useEffect(() => {
    if (readyToQuote && readyDelay !== null) schedule(flow.inputs(latest.current.amount), readyDelay);
  }, [readyToQuote, readyDelay, schedule, flow]);

  useOnlineAgain(flow.onlineAgain);
  const seconds = useCountdownSignal(quote.quote?.deadline ?? null, flow.expired);
  return { ...flow, q: quote, seconds, amount, busy, confirmError, online, minimum: minimumOf(choice.instrument) };
}
