/**
 * Pure price arithmetic: pair prices with the spread, and the amounts of a swap along its one or
 * two instruments. Rounding is always against the house's counterparty risk: what the customer
 * receives rounds down, the fee rounds up.
 */
import Big from 'big.js';
import { COINS, type CoinSymbol, FIAT_SCALE } from '../../../contract/assets.js';
import type { Instrument } from '../../../contract/exchange.js';
import { fromUnits, toUnits } from '../../../contract/money.js';
import type { SwapRoute } from '../../../contract/swap-route.js';
import type { PriceSnapshot } from '../../providers/prices/index.js';

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

/** One instrument a swap goes through, and how much of its base coin it trades (for min_quantity). */
interface LegQuantity {
  instrument: Instrument;
  baseQuantity: string;
}

interface SwapPricing {
  /** Target per source unit after the spread of every leg, before the fee. */
  rate: string;
  gross: bigint;
  fee: bigint;
  /** What the customer receives: gross minus fee. */
  net: bigint;
  legs: LegQuantity[];
}

/** Target units per source unit through one instrument: the bid selling its base, 1/ask buying it. */
function legRate(snapshot: PriceSnapshot, leg: Instrument, from: CoinSymbol, spreadBps: number): Big {
  const price = pairPrice(snapshot, leg.base_currency_id, leg.quote_currency_id, spreadBps);
  if (from === leg.base_currency_id) return new Big(price.bid);
  return new Big(1).div(price.ask).round(RATE_DECIMALS, Big.roundDown);
}

/**
 * The amounts of a swap along its route (decision 225): each leg at its own side of the spread,
 * the rates multiplied into the one rate the customer is shown (rounded down), the target
 * amount from that rate, and one fee on it. Between two legs the stablecoin amount is only
 * counted, for the second leg's minimum; nothing is held in it.
 */
export function priceSwap(p: {
  snapshot: PriceSnapshot;
  route: SwapRoute;
  source: CoinSymbol;
  target: CoinSymbol;
  sourceUnits: bigint;
  spreadBps: number;
  feeBps: number;
}): SwapPricing {
  const sourceAmount = fromUnits(p.sourceUnits, COINS[p.source].scale);
  const targetScale = COINS[p.target].scale;
  // Each leg from the coin the previous one delivered: whether it sells its base, and its rate.
  let from: CoinSymbol = p.source;
  const steps = p.route.legs.map((instrument) => {
    const sellingBase = from === instrument.base_currency_id;
    const step = { instrument, sellingBase, rate: legRate(p.snapshot, instrument, from, p.spreadBps) };
    from = sellingBase ? instrument.quote_currency_id : instrument.base_currency_id;
    return step;
  });
  const rate = steps.reduce((r, s) => r.times(s.rate), new Big(1));
  const shown = plain(rate.round(RATE_DECIMALS, Big.roundDown));
  const gross = toUnits(plain(new Big(sourceAmount).times(shown).round(targetScale, Big.roundDown)), targetScale);
  const fee = (gross * BigInt(p.feeBps) + 9_999n) / 10_000n;
  // What enters and leaves the legs: the source, the stablecoin between (if any), the target.
  const amounts = [sourceAmount];
  if (p.route.via && steps[0]) {
    const viaScale = COINS[p.route.via].scale;
    amounts.push(plain(new Big(sourceAmount).times(steps[0].rate).round(viaScale, Big.roundDown)));
  }
  amounts.push(fromUnits(gross, targetScale));
  const legs = steps.map((s, i) => ({
    instrument: s.instrument,
    baseQuantity: (s.sellingBase ? amounts[i] : amounts[i + 1]) as string,
  }));
  return { rate: shown, gross, fee, net: gross - fee, legs };
}

/** USD value of an amount, to the cent, rounded down. */
export function usdValue(snapshot: PriceSnapshot, coin: CoinSymbol, units: bigint): string {
  const value = new Big(fromUnits(units, COINS[coin].scale)).times(snapshot.usd[coin]);
  return value.round(FIAT_SCALE, Big.roundDown).toFixed(FIAT_SCALE);
}
