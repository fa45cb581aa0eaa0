/**
 * The swap form's rules (specification sections 4, 5 and 8) as pure functions: which targets a
 * source can be swapped into (any coin it has a route to), the quick fills, the main button's label and whether it may be
 * pressed, and the text of a failed quote.
 */
import type { CoinSymbol } from '../../contract/assets.js';
import type { Instrument } from '../../contract/exchange.js';
import { compareDecimal, divDecimal, isDecimalString, roundDecimal } from '../../contract/money.js';
import { activeInstrument, swapRoute } from '../../contract/swap-route.js';
import { isCompleteAmount } from './amount-input.js';

export type QuoteState = 'none' | 'loading' | 'active' | 'expired';

/** The pause after the last key before the firm quote is asked for; the server's quote limit follows it. */
export { SWAP_DEBOUNCE_MS } from '../../contract/quote-pace.js';
export const QUICK_FILL_DELAY_MS = 300;
export const AUTO_REFRESH_DELAY_MS = 1000;
export const QUICK_FILLS = [25, 50, 100] as const;
export type QuickFill = (typeof QUICK_FILLS)[number];

const SWAP_LABELS = {
  enterAmount: 'Enter amount',
  gettingQuote: 'Getting Quote...',
  swapping: 'Swapping...',
  swap: 'Swap',
  lowBalance: 'Low Balance',
} as const;

const QUOTE_FALLBACK = 'Failed to get quote';

/** The active instrument joining two coins, in either direction. */
export const instrumentFor = activeInstrument;

/**
 * The instrument a swap from `from` to `to` starts with: the pair's own, or the first of the two
 * through a stablecoin (contract/swap-route.ts); undefined when the two cannot be swapped. Its
 * minimum is the one the screen names.
 */
export function swapInstrument(instruments: readonly Instrument[], from: string, to: string): Instrument | undefined {
  return swapRoute(instruments, from, to)?.legs[0];
}

/** Targets a source can be swapped into: offered coins it has a route to. */
export function targetsFor(
  source: CoinSymbol,
  offered: readonly CoinSymbol[],
  instruments: readonly Instrument[],
): CoinSymbol[] {
  return offered.filter((c) => swapRoute(instruments, source, c) !== undefined);
}

/** The source list leaves out the current target. */
export function sourcesFor(target: CoinSymbol, offered: readonly CoinSymbol[]): CoinSymbol[] {
  return offered.filter((c) => c !== target);
}

export interface Pair {
  from: CoinSymbol;
  to: CoinSymbol;
}

/**
 * A new source: the same as the target swaps the sides; one with no pair to the current target
 * moves the target to the first asset it can be swapped into (or keeps it when there is none).
 */
export function chooseSource(
  pair: Pair,
  source: CoinSymbol,
  offered: readonly CoinSymbol[],
  instruments: readonly Instrument[],
): Pair {
  if (source === pair.to) return { from: pair.to, to: pair.from };
  if (swapRoute(instruments, source, pair.to)) return { from: source, to: pair.to };
  // A pair of its own first (a stablecoin, as before routes), else any coin it has a route to.
  const targets = targetsFor(source, offered, instruments);
  const first = targets.find((c) => activeInstrument(instruments, source, c)) ?? targets[0];
  return { from: source, to: first ?? pair.to };
}

/** A new target: the same as the source swaps the sides. */
export function chooseTarget(pair: Pair, target: CoinSymbol): Pair {
  if (target === pair.from) return { from: pair.to, to: pair.from };
  return { from: pair.from, to: target };
}

/** Quick fill: 25% is balance/4, 50% balance/2, 100% the balance, truncated to the precision. */
export function quickFillAmount(
  balance: string,
  percent: QuickFill,
  precision = 8,
): { amount: string } | { error: string } {
  const dp = Math.min(precision, 8);
  if (!isDecimalString(balance) || compareDecimal(balance, '0') <= 0) return { error: 'Amount should be more than 0' };
  const divisor = percent === 25 ? '4' : percent === 50 ? '2' : '1';
  const amount = roundDecimal(divDecimal(balance, divisor, 18), dp, 'down');
  if (compareDecimal(amount, '0') <= 0) return { error: 'Amount should be more than 0' };
  return { amount };
}

/** True when the entered amount is no more than the balance (an empty amount is not checked). */
export function balanceSuffices(amount: string, balance: string | undefined): boolean {
  if (!isCompleteAmount(amount)) return true;
  if (!balance || !isDecimalString(balance)) return false;
  const a = amount.endsWith('.') ? amount.slice(0, -1) : amount;
  return compareDecimal(a, balance) <= 0;
}

interface SwapButtonInput {
  amount: string;
  balanceOk: boolean;
  quote: QuoteState;
  /** A quote is on its way: the typing pause, the quick-fill delay or the automatic refresh. */
  quotePending: boolean;
  swapping: boolean;
  /** Whole seconds left on the active quote. */
  secondsLeft: number;
}

/**
 * The main button. Its labels are the specification's; 'Low Balance' is kept for a balance that
 * does not cover the amount, and a quote on its way reads 'Getting Quote...' (decision 071).
 */
export function swapButton(s: SwapButtonInput): { label: string; enabled: boolean } {
  const hasAmount = isCompleteAmount(s.amount);
  let label: string;
  if (s.swapping) label = SWAP_LABELS.swapping;
  else if (!hasAmount) label = SWAP_LABELS.enterAmount;
  else if (!s.balanceOk) label = SWAP_LABELS.lowBalance;
  else if (s.quote === 'loading' || s.quotePending) label = SWAP_LABELS.gettingQuote;
  else label = SWAP_LABELS.swap;
  const enabled =
    hasAmount && s.balanceOk && s.quote === 'active' && s.secondsLeft > 0 && !s.swapping && !s.quotePending;
  return { label, enabled };
}

/** Where a failed quote's text may come from, in the order the specification reads them. */
interface QuoteErrorSource {
  /** Errors of the decoded response payload. */
  payloadErrors?: unknown;
  /** Errors of the response. */
  responseErrors?: unknown;
  /** Errors at the top of the thrown value. */
  errors?: unknown;
  responseMessage?: unknown;
  message?: unknown;
  /** The refusal's code: BELOW_MIN_AMOUNT gets the pair's minimum added. */
  code?: string;
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(textOf).filter(Boolean).join('. ');
  if (value && typeof value === 'object') return Object.values(value).map(textOf).filter(Boolean).join('. ');
  return '';
}

/** True when the text already states this minimum ('... 0.0001 BTC', not '... 10.0001 BTC'). */
function namesMinimum(text: string, m: { quantity: string; symbol: string }): boolean {
  const quantity = m.quantity.replace(/\./g, '\\.');
  return new RegExp(`(^|[^\\d.])${quantity} ${m.symbol}\\b`).test(text);
}

/**
 * The quote error text: the first non-empty of payload errors, response errors, top-level errors,
 * response message, error message, else 'Failed to get quote'; a minimum-amount refusal gets the
 * pair's minimum appended as '. Minimum required: {n} {symbol}', unless the text already names
 * that minimum (the server's own refusal does: saying it twice reads as a glitch).
 */
export function quoteErrorText(src: QuoteErrorSource, minimum?: { quantity: string; symbol: string }): string {
  const text =
    [src.payloadErrors, src.responseErrors, src.errors, src.responseMessage, src.message]
      .map(textOf)
      .find((t) => t !== '') ?? QUOTE_FALLBACK;
  if (minimum && src.code === 'BELOW_MIN_AMOUNT' && !namesMinimum(text, minimum))
    return `${text}. Minimum required: ${minimum.quantity} ${minimum.symbol}`;
  return text;
}

/**
 * The local instant a quote expires. The server's expires_at is used as given when the device's
 * clock agrees with the server's (the quote's start, expires_at minus its ttl, falls within the
 * time the request was out, give or take a second); a device clock that is off would make the
 * countdown lie, so then the quote is timed from when the request was sent, which can only end
 * it early, never late.
 */
export function quoteDeadline(expiresAt: string, ttlSeconds: number, sentAt: number, receivedAt: number): number {
  const serverExpiry = Date.parse(expiresAt);
  const fallback = sentAt + ttlSeconds * 1000;
  if (Number.isNaN(serverExpiry)) return fallback;
  const start = serverExpiry - ttlSeconds * 1000;
  const agree = start >= sentAt - 1000 && start <= receivedAt + 1000;
  return agree ? serverExpiry : fallback;
}
