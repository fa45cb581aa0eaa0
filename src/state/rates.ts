/**
 * Forex rates for showing USD values in the market currency (EUR, AUD). Loaded from
 * GET /api/rates?base=USD and kept for 1 hour in sessionStorage under 'forexRates'
 * ({rates, timestamp, base}, as the specification names them, plus fetchedAt: when the rates
 * service produced them, shown as 'Rates from 14:05'). USD needs no rates at all.
 */

import { proxy } from 'valtio';
import { divDecimal, isDecimalString, mulDecimal } from '../../contract/money.js';
import { sameData } from '../offline/load.js';
import { SESSION_KEYS } from './locale.js';
import { readJson, session, writeJson } from './storage.js';

export const RATES_CACHE_MS = 3_600_000;
const RATES_BASE = 'USD';

const RATES_MESSAGES = {
  loadFailed: 'Failed to load forex rates',
  notAvailable: 'Forex rates not available',
  errorLoading: 'Error loading rates',
} as const;

interface CachedRates {
  rates: Record<string, string>;
  /** When this browser stored them (Unix ms): the 1-hour cache runs from here. */
  timestamp: number;
  base: string;
  /** When the rates service produced them (ISO 8601). */
  fetchedAt?: string;
}

interface RatesState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  rates: Record<string, string> | null;
  fetchedAt: string | null;
  error: string | null;
}

export const rates = proxy<RatesState>({ status: 'idle', rates: null, fetchedAt: null, error: null });

/** A cache entry still usable at `now`: right base, younger than an hour, well formed. */
export function usableCache(c: CachedRates | null, now: number): c is CachedRates {
  return (
    !!c &&
    c.base === RATES_BASE &&
    typeof c.timestamp === 'number' &&
    now - c.timestamp >= 0 &&
    now - c.timestamp < RATES_CACHE_MS &&
    !!c.rates &&
    typeof c.rates === 'object'
  );
}

function apply(c: CachedRates): void {
  if (!sameData(rates.rates, c.rates)) rates.rates = c.rates;
  rates.fetchedAt = c.fetchedAt ?? new Date(c.timestamp).toISOString();
  rates.status = 'ready';
  rates.error = null;
}

/**
 * Rates in hand but not yet shown: `apply()` puts them (or the failure) in the store. A screen
 * that loads several things applies them all in one step, so they cost one render.
 */
interface RatesUpdate {
  /** The rates this update brings, else the ones in hand (for a snapshot to keep). */
  rates: Record<string, string> | null;
  fetchedAt: string | null;
  apply: () => void;
}

let pending: Promise<CachedRates> | null = null;

/**
 * Gets the rates without showing them: from the session cache while it is fresh, else from the
 * server (concurrent callers share one request). `force` skips the cache (the Retry button).
 * Never rejects: a failure is an update too.
 */
export function requestRates(
  opts: { force?: boolean; fetchImpl?: typeof fetch; now?: () => number } = {},
): Promise<RatesUpdate> {
  const now = opts.now ?? Date.now;
  const cached = readJson<CachedRates>(session, SESSION_KEYS.forexRates);
  if (!opts.force && usableCache(cached, now())) {
    return Promise.resolve({
      rates: cached.rates,
      fetchedAt: cached.fetchedAt ?? new Date(cached.timestamp).toISOString(),
      apply: () => apply(cached),
    });
  }
  if (!pending) {
    // 'idle' already shows as loading: only a retry after an error or a refresh changes the screen.
    if (rates.status !== 'idle') rates.status = 'loading';
    rates.error = null;
    const f = opts.fetchImpl ?? fetch;
    pending = f(`/api/rates?base=${RATES_BASE}`, { headers: { accept: 'application/json' } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`rates ${r.status}`))))
      .then((body: { base?: string; rates?: Record<string, string>; fetchedAt?: string }) => {
        if (!body?.rates || typeof body.rates !== 'object') throw new Error(RATES_MESSAGES.notAvailable);
        const entry: CachedRates = {
          rates: body.rates,
          timestamp: now(),
          base: body.base ?? RATES_BASE,
          fetchedAt: body.fetchedAt,
        };
        writeJson(session, SESSION_KEYS.forexRates, entry);
        return entry;
      })
      .finally(() => {
        pending = null;
      });
  }
  return pending.then(
    (entry) => ({
      rates: entry.rates,
      fetchedAt: entry.fetchedAt ?? new Date(entry.timestamp).toISOString(),
      apply: () => apply(entry),
    }),
    () => ({
      rates: rates.rates ? { ...rates.rates } : null,
      fetchedAt: rates.fetchedAt,
      apply: () => {
        // A routine refresh that fails (offline, server down) keeps the rates in hand: the values
        // shown carry 'Rates from 14:05', so their age is never hidden. Retry reports the failure.
        if (!opts.force && rates.rates) {
          rates.status = 'ready';
          return;
        }
        rates.status = 'error';
        rates.error = RATES_MESSAGES.loadFailed;
      },
    }),
  );
}

/** Makes the rates available and shows them (requestRates, applied as soon as it answers). */
export function loadRates(opts: { force?: boolean; fetchImpl?: typeof fetch; now?: () => number } = {}): Promise<void> {
  return requestRates(opts).then((u) => u.apply());
}

/**
 * Offline, with neither the session cache nor the service worker's copy: values a snapshot of
 * the wallet at the rates it was seen with (and their time), unless fresher rates are in hand.
 */
export function applySavedRates(saved: { rates: Record<string, string> | null; fetchedAt?: string | null }): void {
  if (!saved.rates || rates.status === 'ready') return;
  rates.rates = saved.rates;
  rates.fetchedAt = saved.fetchedAt ?? null;
  rates.status = 'ready';
  rates.error = null;
}

/** Units of `currency` per 1 USD; '1' for USD; null when unknown. */
export function rateOf(table: Record<string, string> | null | undefined, currency: string): string | null {
  if (currency === RATES_BASE) return '1';
  const r = table?.[currency];
  return isDecimalString(r) && r !== '0' ? r : null;
}

/** A USD value in the market currency (8 decimals kept; display rounds to 2), or null. */
export function usdTo(usd: string, currency: string, table: Record<string, string> | null | undefined): string | null {
  const rate = rateOf(table, currency);
  if (!rate || !isDecimalString(usd)) return null;
  return mulDecimal(usd, rate, 8, 'half-up');
}

/** A market-currency value in USD, or null. */
export function toUsd(
  value: string,
  currency: string,
  table: Record<string, string> | null | undefined,
): string | null {
  const rate = rateOf(table, currency);
  if (!rate || !isDecimalString(value)) return null;
  return divDecimal(value, rate, 8, 'half-up');
}

/** True when the market currency needs rates that are not (yet) there. */
export function needsRates(currency: string): boolean {
  return currency !== RATES_BASE;
}
