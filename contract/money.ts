/**
 * Money arithmetic shared by browser and server. Amounts are integers in an asset's base unit
 * (bigint) or canonical decimal strings on the wire; never JavaScript floats. Rates are decimal
 * strings multiplied through big.js with explicit rounding.
 */
import Big from 'big.js';
import { AMOUNT_MAX_LENGTH } from './validation/limits.js';

/** A canonical non-negative decimal string: no sign, no exponent, no leading '+'. */
const DECIMAL = /^(0|[1-9]\d*)(\.\d+)?$/;

export class AmountError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AmountError';
  }
}

/** Longer amounts are refused before any arithmetic: a million digits would hold the thread for seconds. */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && value.length <= AMOUNT_MAX_LENGTH && DECIMAL.test(value);
}

/** Number of decimals a decimal string carries. */
export function decimalsOf(value: string): number {
  const dot = value.indexOf('.');
  return dot < 0 ? 0 : value.length - dot - 1;
}

/**
 * Parses a decimal string into base units of an asset with `scale` decimals. Refuses numbers,
 * signs, exponents and more decimals than the asset allows.
 */
export function toUnits(value: unknown, scale: number): bigint {
  if (typeof value !== 'string') throw new AmountError('Amount must be a decimal string');
  if (!DECIMAL.test(value)) throw new AmountError('Amount must be a plain decimal number');
  const [whole, frac = ''] = value.split('.');
  if (frac.length > scale) throw new AmountError(`Amount allows at most ${scale} decimals`);
  return BigInt(whole + frac.padEnd(scale, '0'));
}

/** Formats base units as a canonical decimal string without trailing zeros. */
export function fromUnits(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const frac = scale > 0 ? digits.slice(digits.length - scale).replace(/0+$/, '') : '';
  return `${negative ? '-' : ''}${whole}${frac ? `.${frac}` : ''}`;
}

type Rounding = 'down' | 'up' | 'half-up';
const ROUNDING: Record<Rounding, Big.RoundingMode> = { down: 0, 'half-up': 1, up: 3 };

/** Truncates or rounds a decimal string to at most `dp` decimals, without trailing zeros. */
export function roundDecimal(value: string, dp: number, rounding: Rounding = 'down'): string {
  return canonical(new Big(value).round(dp, ROUNDING[rounding]).toFixed(dp));
}

/** Fixed decimals, keeping trailing zeros (for fiat: "12.50"). */
export function toFixed(value: string, dp: number, rounding: Rounding = 'half-up'): string {
  return new Big(value).round(dp, ROUNDING[rounding]).toFixed(dp);
}

function canonical(fixed: string): string {
  if (!fixed.includes('.')) return fixed === '-0' ? '0' : fixed;
  const trimmed = fixed.replace(/0+$/, '').replace(/\.$/, '');
  return trimmed === '-0' ? '0' : trimmed;
}

/** value * rate, rounded to dp decimals. */
export function mulDecimal(value: string, rate: string, dp: number, rounding: Rounding = 'down'): string {
  return canonical(new Big(value).times(new Big(rate)).round(dp, ROUNDING[rounding]).toFixed(dp));
}

/** value / divisor, rounded to dp decimals. Throws on a zero divisor. */
export function divDecimal(value: string, divisor: string, dp: number, rounding: Rounding = 'down'): string {
  const d = new Big(divisor);
  if (d.eq(0)) throw new AmountError('Division by zero');
  return canonical(new Big(value).div(d).round(dp, ROUNDING[rounding]).toFixed(dp));
}

export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  return new Big(a).cmp(new Big(b)) as -1 | 0 | 1;
}

export function addDecimal(a: string, b: string): string {
  return canonical(new Big(a).plus(new Big(b)).toFixed());
}

export function subDecimal(a: string, b: string): string {
  return canonical(new Big(a).minus(new Big(b)).toFixed());
}

export function isPositiveDecimal(value: string): boolean {
  return isDecimalString(value) && new Big(value).gt(0);
}
