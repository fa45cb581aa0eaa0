/**
 * Prices of a moment recorded with movements: the USDC value of coins (for get-equivalent-usdc)
 * and what 1 USDC was worth in each display currency (for statements in AUD or EUR).
 */
import { type CoinSymbol, FIAT_SYMBOLS, type FiatSymbol } from '../../../contract/assets.js';
import { USDC_EQUIVALENT_DECIMALS } from '../../../contract/exchange.js';
import { divDecimal, mulDecimal } from '../../../contract/money.js';
import type { AppDeps } from '../../deps.js';
import { currentRates } from '../locale/index.js';

/** Forex rates keep 8 decimals: values are rounded to the cent only at the end. */
const FIAT_RATE_DECIMALS = 8;

/** USDC per one unit of each coin, from USD prices of one moment (the price source's or a kept sample's). */
export function usdcRatesOf(
  usd: Partial<Record<CoinSymbol, string>>,
  coins: readonly CoinSymbol[],
): Partial<Record<CoinSymbol, string>> {
  const out: Partial<Record<CoinSymbol, string>> = {};
  const usdc = usd.USDC;
  if (!usdc || Number(usdc) === 0) return out;
  for (const c of coins) {
    const price = usd[c];
    if (price !== undefined) out[c] = divDecimal(price, usdc, USDC_EQUIVALENT_DECIMALS, 'half-up');
  }
  return out;
}

/** Units of each display currency per 1 USDC, from the USDC price in USD and forex rates from USD. */
export function fiatRatesOf(
  usdcInUsd: string,
  fx: Readonly<Record<string, string>>,
): Partial<Record<FiatSymbol, string>> {
  const out: Partial<Record<FiatSymbol, string>> = {};
  for (const fiat of FIAT_SYMBOLS) {
    const rate = fiat === 'USD' ? '1' : fx[fiat];
    if (rate) out[fiat] = mulDecimal(usdcInUsd, rate, FIAT_RATE_DECIMALS, 'half-up');
  }
  return out;
}

/** USDC per one unit of each coin, or {} when no price is available right now. */
export async function usdcRatesNow(
  deps: Pick<AppDeps, 'providers' | 'log'>,
  coins: CoinSymbol[],
): Promise<Partial<Record<CoinSymbol, string>>> {
  try {
    const { usd } = await deps.providers.prices.snapshot();
    return usdcRatesOf(usd, coins);
  } catch (e) {
    deps.log.warn('no price for the USDC equivalent', { error: (e as Error).message });
    return {};
  }
}

/**
 * Units of each display currency per 1 USDC at this moment (the USDC price in USD times the forex
 * rate), recorded with movements as `fiat_rates` beside `usdc_rates`, so a statement can value a
 * movement in AUD or EUR as it was worth then (decision 174). {} when no price or rate is known.
 */
export async function fiatRatesNow(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'providers'>,
): Promise<Partial<Record<FiatSymbol, string>>> {
  try {
    const { usd } = await deps.providers.prices.snapshot();
    const fx = await currentRates(deps, 'USD');
    return fiatRatesOf(usd.USDC, fx.rates);
  } catch (e) {
    deps.log.warn('no forex rate to record with a movement', { error: (e as Error).message });
    return {};
  }
}
