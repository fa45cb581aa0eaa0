/** Payload checks shared by the money calls: coins, decimal amounts, whole numbers. */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { AmountError, isDecimalString, toUnits } from '../../../contract/money.js';
import { ApiError, validationError } from '../../http/errors.js';

/**
 * A positive amount of `coin` as a decimal string (never a JSON number, sign or exponent), with
 * no more decimals than the coin allows. Returns base units.
 */
export function amountField(
  o: Record<string, unknown>,
  key: string,
  coin: CoinSymbol,
  messages: { invalid: string; zero?: string },
): bigint {
  const v = o[key];
  if (typeof v !== 'string' || !isDecimalString(v)) throw validationError({ [key]: messages.invalid });
  let units: bigint;
  try {
    units = toUnits(v, COINS[coin].scale);
  } catch (e) {
    throw validationError({ [key]: e instanceof AmountError ? e.message : messages.invalid });
  }
  if (units <= 0n) throw validationError({ [key]: messages.zero ?? messages.invalid });
  return units;
}

export function stringField(o: Record<string, unknown>, key: string, maxLength = 200): string {
  const v = o[key];
  if (typeof v !== 'string' || v.length === 0 || v.length > maxLength) throw validationError({ [key]: 'is required' });
  return v;
}

/** A refusal for when no price can be had right now. */
export function priceUnavailable(message: string): ApiError {
  return new ApiError('INTERNAL', message, { status: 503 });
}
