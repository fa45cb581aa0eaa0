/**
 * The amount a conversion is expected to give, worked out on the device from the coin prices it
 * already holds, so the customer sees a figure at the first key instead of after the firm quote's
 * round trip. It is only ever shown marked as an estimate; confirming uses the firm quote alone.
 * Like the server's quote it rounds down what the customer receives. It is at the market price:
 * the spread and the fee are the server's settings and not on the device, so the firm quote may
 * come in slightly lower (decision 411).
 */
import { COINS, type CoinSymbol } from '../../contract/assets.js';
import { divDecimal, isPositiveDecimal, mulDecimal } from '../../contract/money.js';
import { toWireAmount } from './amount-input.js';

interface EstimateInput {
  /** The amount typed so far (a trailing dot is allowed). */
  amount: string;
  /** USD per paying coin, as the device last saw it; undefined when unknown. */
  fromUsd: string | undefined;
  /** USD per received coin (or per unit of cash); undefined when unknown. */
  toUsd: string | undefined;
  /** Decimals of the received coin or cash. */
  scale: number;
}

/** The estimated amount received, rounded down to `scale`; null when it cannot be told honestly. */
export function estimateReceived({ amount, fromUsd, toUsd, scale }: EstimateInput): string | null {
  const wire = toWireAmount(amount);
  if (!isPositiveDecimal(wire) || !isPositiveDecimal(fromUsd ?? '') || !isPositiveDecimal(toUsd ?? '')) return null;
  // One division at the end: rounding the intermediate USD value could only lose precision.
  const usd = mulDecimal(wire, fromUsd as string, 18, 'down');
  const received = divDecimal(usd, toUsd as string, scale, 'down');
  return isPositiveDecimal(received) ? received : null;
}

/** The estimate of converting `amount` of one coin into another at the market prices the device holds. */
export function estimateAtMarket(
  amount: string,
  from: CoinSymbol,
  to: CoinSymbol,
  ticks: Readonly<Record<string, { priceUsd?: string } | undefined>>,
): string | null {
  return estimateReceived({
    amount,
    fromUsd: ticks[from]?.priceUsd,
    toUsd: ticks[to]?.priceUsd,
    scale: COINS[to].scale,
  });
}
