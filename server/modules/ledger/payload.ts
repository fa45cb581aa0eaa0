/** Payload checks shared by the money calls: coins, decimal amounts, whole numbers. */
import { COINS, type CoinSymbol, FIAT_SCALE, isCoin } from '../../../contract/assets.js';
import type { CashCurrency } from '../../../contract/bank.js';
import { AmountError, toUnits } from '../../../contract/money.js';
import { ApiError, validationError } from '../../http/errors.js';

/**
 * A positive amount of `coin` (or of cash, in cents), with no more decimals than it allows, in base units. The
 * payload schema has checked it is a decimal string (never a JSON number, sign or exponent).
 */
export function amountField(
  v: string,
  key: string,
  coin: CoinSymbol | CashCurrency,
  messages: { invalid: string; zero?: string },
): bigint {
  let units: bigint;
  try {
    units = toUnits(v, isCoin(coin) ? COINS[coin].scale : FIAT_SCALE);
  } catch (e) {
    throw validationError({ [key]: e instanceof AmountError ? e.message : messages.invalid });
  }
  if (units <= 0n) throw validationError({ [key]: messages.zero ?? messages.invalid });
  return units;
}

/** A refusal for when no price can be had right now. */
export function priceUnavailable(message: string): ApiError {
  return new ApiError('INTERNAL', message, { status: 503 });
}
