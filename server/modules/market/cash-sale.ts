/**
 * Selling a coin for the customer's cash (decision 266): a swap quote whose target is the region's
 * cash currency (AUD in Australia, EUR in the EU), for verified customers only. Priced as a card
 * purchase is, mirrored: the coin's USD bid (the market's spread) through the forex rate, rounded
 * down to the cent; then the swap fee, rounded up, in cents. Confirming posts the same single swap
 * movement, the cash leaving house liquidity for the customer's cash account.
 */
import Big from 'big.js';
import { COINS, type CoinSymbol, FIAT_SCALE } from '../../../contract/assets.js';
import type { CashCurrency } from '../../../contract/bank.js';
import { CASH_TRADE_MESSAGES } from '../../../contract/cash-trade.js';
import type { Instrument } from '../../../contract/exchange.js';
import { compareDecimal, fromUnits, toUnits } from '../../../contract/money.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import type { PriceSnapshot } from '../../providers/prices/index.js';
import { currentRates } from '../locale/index.js';
import { pairPrice } from './pricing.js';

const RATE_DECIMALS = 18;

interface CashSalePricing {
  rate: string;
  gross: bigint;
  fee: bigint;
  net: bigint;
}

function plain(b: Big): string {
  const s = b.toFixed();
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/** Cash per coin (bid, after the spread) and the amounts of selling `sourceUnits`, in cents. */
export function priceCashSale(p: {
  snapshot: PriceSnapshot;
  source: CoinSymbol;
  sourceUnits: bigint;
  fxRate: string;
  spreadBps: number;
  feeBps: number;
}): CashSalePricing {
  const { bid } = pairPrice(p.snapshot, p.source, 'USD', p.spreadBps);
  const rate = plain(new Big(bid).times(p.fxRate).round(RATE_DECIMALS, Big.roundDown));
  const amount = new Big(fromUnits(p.sourceUnits, COINS[p.source].scale));
  const gross = toUnits(plain(amount.times(rate).round(FIAT_SCALE, Big.roundDown)), FIAT_SCALE);
  const fee = (gross * BigInt(p.feeBps) + 9_999n) / 10_000n;
  return { rate, gross, fee, net: gross - fee };
}

/** The minimum, counted in the coin sold (a stablecoin pair's minimum counts as either stablecoin). */
export function belowCashMinimum(instrument: Instrument, sourceUnits: bigint, coin: CoinSymbol): boolean {
  return compareDecimal(fromUnits(sourceUnits, COINS[coin].scale), instrument.min_quantity) < 0;
}

/** Cash per US dollar now; live rates only in production, as a card purchase is priced. */
export async function cashPerDollar(deps: AppDeps, currency: CashCurrency): Promise<string> {
  const fx = await currentRates(deps, 'USD');
  if (fx.source === 'reference' && deps.config.mode === 'production') throw new Error('no live forex rate');
  const rate = fx.rates[currency];
  if (!rate) throw new Error(`no forex rate for ${currency}`);
  return rate;
}

/** Refuses a customer who may not hold this cash: another region's currency, or not verified. */
export function refuseCashTarget(user: { currency_code: string; kyc_status: string }, target: CashCurrency): void {
  if (user.currency_code !== target)
    throw new ApiError('PAIR_NOT_AVAILABLE', CASH_TRADE_MESSAGES.regionCash(user.currency_code));
  if (user.kyc_status !== 'approved')
    throw new ApiError(
      user.kyc_status === 'rejected' ? 'KYC_REJECTED' : 'KYC_REQUIRED',
      CASH_TRADE_MESSAGES.verifyFirst,
    );
}
