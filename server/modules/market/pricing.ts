/**
 * Pure price arithmetic: pair prices with the spread, and the amounts of a swap. Rounding is
 * always against the house's counterparty risk: what the customer receives rounds down, the fee
 * rounds up.
 */
import Big from 'big.js';
import { COINS, type CoinSymbol, FIAT_SCALE } from '../../../contract/assets.js';
import { fromUnits, toUnits } from '../../../contract/money.js';
import type { PriceSnapshot } from '../../providers/prices/index.js';
import type { InstrumentDef } from './settings.js';

/** Decimals of pair prices and rates. */
const RATE_DECIMALS = 18;

interface PairPrice {
  mid: string;
  bid: string;
  ask: string;
}

function plain(b: Big): string {
  const s = b.toFixed();
  return s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
}

/** Price of one `base` in `quote` ('USD' for the dollar), with bid and ask `spreadBps` apart. */
export function pairPrice(
  snapshot: PriceSnapshot,
  base: CoinSymbol,
  quote: CoinSymbol | 'USD',
  spreadBps: number,
): PairPrice {
  const quoteUsd = quote === 'USD' ? new Big(1) : new Big(snapshot.usd[quote]);
  const mid = new Big(snapshot.usd[base]).div(quoteUsd);
  const half = new Big(spreadBps).div(20_000);
  return {
    mid: plain(mid.round(RATE_DECIMALS, Big.roundHalfUp)),
    bid: plain(mid.times(new Big(1).minus(half)).round(RATE_DECIMALS, Big.roundDown)),
    ask: plain(mid.times(new Big(1).plus(half)).round(RATE_DECIMALS, Big.roundUp)),
  };
}

interface SwapPricing {
  /** Target per source unit after the spread. */
  rate: string;
  gross: bigint;
  fee: bigint;
  /** What the customer receives: gross minus fee. */
  net: bigint;
  /** Quantity of the instrument's base coin this swap trades (for min_quantity). */
  baseQuantity: string;
}

export function priceSwap(p: {
  snapshot: PriceSnapshot;
  instrument: InstrumentDef;
  source: CoinSymbol;
  target: CoinSymbol;
  sourceUnits: bigint;
  spreadBps: number;
  feeBps: number;
}): SwapPricing {
  const price = pairPrice(p.snapshot, p.instrument.base, p.instrument.quote, p.spreadBps);
  const sellingBase = p.source === p.instrument.base;
  // Selling base: the customer gets the bid. Buying base: each quote unit buys 1/ask.
  const rate = sellingBase ? price.bid : plain(new Big(1).div(price.ask).round(RATE_DECIMALS, Big.roundDown));
  const sourceAmount = fromUnits(p.sourceUnits, COINS[p.source].scale);
  const targetScale = COINS[p.target].scale;
  const gross = toUnits(plain(new Big(sourceAmount).times(rate).round(targetScale, Big.roundDown)), targetScale);
  const fee = (gross * BigInt(p.feeBps) + 9_999n) / 10_000n;
  return {
    rate,
    gross,
    fee,
    net: gross - fee,
    baseQuantity: sellingBase ? sourceAmount : fromUnits(gross, targetScale),
  };
}

/** USD value of an amount, to the cent, rounded down. */
export function usdValue(snapshot: PriceSnapshot, coin: CoinSymbol, units: bigint): string {
  const value = new Big(fromUnits(units, COINS[coin].scale)).times(snapshot.usd[coin]);
  return value.round(FIAT_SCALE, Big.roundDown).toFixed(FIAT_SCALE);
}
