/** Small conversions between wire decimals and stored base units for purchases. */
import { COINS, type CoinSymbol, isCoin } from '../../../contract/assets.js';
import { fromUnits } from '../../../contract/money.js';

export function coinScale(coin: string): number {
  if (!isCoin(coin)) throw new Error(`unknown coin ${coin}`);
  return COINS[coin as CoinSymbol].scale;
}

/** Fiat with its 2 decimals kept ("50.25", "7.50"). */
export function fiatFixed(units: string | bigint): string {
  const u = BigInt(units);
  const whole = u / 100n;
  const cents = (u % 100n).toString().padStart(2, '0');
  return `${whole}.${cents}`;
}

export function coinText(units: string | bigint, coin: string): string {
  return fromUnits(BigInt(units), coinScale(coin));
}
