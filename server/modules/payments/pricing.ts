/**
 * The price a card purchase is made at: the coin's ask price in the customer's market currency
 * (fiat per coin).
 */
import Big from 'big.js';
import type { CoinSymbol, FiatSymbol } from '../../../contract/assets.js';
import { PRICE_DECIMALS } from '../../../contract/exchange.js';
import { PAYMENT_SERVER_MESSAGES } from '../../../contract/payments.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { usdcRatesNow } from '../ledger/index.js';
import { currentRates } from '../locale/rates.js';

/** Half the bid/ask spread above the mid price. */
const ASK_MARKUP = '0.0025';

export interface BuyPrice {
  /** Fiat per one coin, the ask side. */
  price: string;
  /** USDC per one coin at this moment (for the USDC equivalent), when known. */
  usdcRate: string | null;
}

async function coinAskInFiat(deps: AppDeps, coin: CoinSymbol, fiat: FiatSymbol): Promise<string> {
  const { usd } = await deps.providers.prices.snapshot();
  const fx = await currentRates(deps, 'USD');
  // Built-in reference rates are for display only; production never charges a card with them.
  if (fx.source === 'reference' && deps.config.mode === 'production') throw new Error('no live forex rate');
  const rate = fiat === 'USD' ? '1' : fx.rates[fiat];
  if (!rate) throw new Error(`no forex rate for ${fiat}`);
  return new Big(usd[coin]).times(new Big(1).plus(ASK_MARKUP)).times(rate).round(PRICE_DECIMALS, 3).toFixed();
}

export async function buyPrice(deps: AppDeps, coin: CoinSymbol, fiat: FiatSymbol): Promise<BuyPrice> {
  let price: string;
  try {
    price = await coinAskInFiat(deps, coin, fiat);
  } catch (e) {
    deps.log.warn('no price for a card purchase', { coin, fiat, error: (e as Error).message });
    throw new ApiError('PAIR_NOT_AVAILABLE', PAYMENT_SERVER_MESSAGES.priceUnavailable, { status: 503 });
  }
  const usdc = await usdcRatesNow(deps, [coin]);
  return { price, usdcRate: usdc[coin] ?? null };
}
