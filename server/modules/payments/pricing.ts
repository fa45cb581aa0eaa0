/**
 * The price a card purchase is made at: the coin's USD ask price from the market (what
 * get-currency-price answers the trade screen) in the customer's market currency through the
 * forex rates (what /api/rates answers it), combined by the contract's one formula.
 */
import type { CoinSymbol, FiatSymbol } from '../../../contract/assets.js';
import { isPositiveDecimal } from '../../../contract/money.js';
import { fiatAskPrice, PAYMENT_SERVER_MESSAGES } from '../../../contract/payments.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { usdcRatesNow } from '../ledger/index.js';
import { currentRates } from '../locale/index.js';
import { pairPrice } from '../market/index.js';

interface BuyPrice {
  /** Fiat per one coin, the ask side. */
  price: string;
  /** USDC per one coin at this moment (for the USDC equivalent), when known. */
  usdcRate: string | null;
}

async function coinAskInFiat(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
  coin: CoinSymbol,
  fiat: FiatSymbol,
): Promise<string> {
  const snapshot = await deps.providers.prices.snapshot();
  const { ask } = pairPrice(snapshot, coin, 'USD', deps.config.market.spreadBps);
  if (fiat === 'USD') return fiatAskPrice(ask, '1');
  const fx = await currentRates(deps, 'USD');
  // Built-in reference rates are for display only; production never charges a card with them.
  if (fx.source === 'reference' && deps.config.mode === 'production') throw new Error('no live forex rate');
  const rate = fx.rates[fiat];
  if (!rate) throw new Error(`no forex rate for ${fiat}`);
  return fiatAskPrice(ask, rate);
}

export async function buyPrice(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
  coin: CoinSymbol,
  fiat: FiatSymbol,
): Promise<BuyPrice> {
  let price: string;
  try {
    price = await coinAskInFiat(deps, coin, fiat);
  } catch (e) {
    deps.log.warn('no price for a card purchase', { coin, fiat, error: (e as Error).message });
    throw new ApiError('PAIR_NOT_AVAILABLE', PAYMENT_SERVER_MESSAGES.priceUnavailable, { status: 503 });
  }
  if (!isPositiveDecimal(price))
    throw new ApiError('PAIR_NOT_AVAILABLE', PAYMENT_SERVER_MESSAGES.priceUnavailable, { status: 503 });
  const usdc = await usdcRatesNow(deps, [coin]);
  return { price, usdcRate: usdc[coin] ?? null };
}
