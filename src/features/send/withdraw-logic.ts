/**
 * The withdraw form's rules that are not already in contract/exchange.ts: the KYC gate
 * (specification section 4), the crypto/fiat amount switch (fiat to crypto 6 decimals, crypto to
 * fiat 2 decimals), the over-balance banner, and where each form problem is shown.
 */
import { t } from '@lingui/core/macro';
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { WITHDRAW_MAX_DECIMALS } from '../../../contract/exchange.js';
import { compareDecimal, divDecimal, isDecimalString, mulDecimal, roundDecimal } from '../../../contract/money.js';
import { isCompleteAmount, toWireAmount } from '../../lib/amount-input.js';

export const QUICK_AMOUNTS = ['50', '100', '250', '500'] as const;
/** The KYC refusal's toast, worded when shown. */
export const kycToast = () => ({ title: t`Verification Required`, duration: 5000 });

type KycGate =
  | { kind: 'allowed' }
  | { kind: 'toast'; message: string }
  /** Not verified yet: open the verification prompt. */
  | { kind: 'verify' };

/** Withdrawal is allowed only when approved; rejected and submitted say why; others verify. */
export function kycGate(status: string | null | undefined): KycGate {
  if (status === 'approved') return { kind: 'allowed' };
  if (status === 'rejected')
    return {
      kind: 'toast',
      message: t`Your account verification was rejected. Please contact support for assistance.`,
    };
  if (status === 'submitted')
    return {
      kind: 'toast',
      message: t`Your account verification is under review. Please wait for approval before making withdrawals.`,
    };
  return { kind: 'verify' };
}

/** Decimals a withdrawal of this coin may carry: 8, or fewer when the coin has fewer. */
function withdrawDecimals(symbol: CoinSymbol): number {
  return Math.min(WITHDRAW_MAX_DECIMALS, COINS[symbol].scale);
}

/** The crypto amount the field stands for: typed as is, or the fiat amount over the price (6 decimals). */
export function cryptoAmountOf(value: string, mode: 'crypto' | 'fiat', price: string | null): string {
  const v = toWireAmount(value);
  if (!v) return '';
  if (mode === 'crypto') return v;
  if (!price || !isDecimalString(price) || compareDecimal(price, '0') <= 0) return '';
  return divDecimal(v, price, 6, 'down');
}

/** Switching the field's mode converts what is typed: crypto to fiat 2 decimals, fiat to crypto 6. */
export function switchAmount(value: string, from: 'crypto' | 'fiat', price: string | null, symbol: CoinSymbol): string {
  const v = toWireAmount(value);
  if (!v || !price || !isDecimalString(price) || compareDecimal(price, '0') <= 0) return '';
  if (from === 'crypto') return mulDecimal(v, price, 2, 'down');
  return roundDecimal(divDecimal(v, price, 6, 'down'), withdrawDecimals(symbol), 'down');
}

/** What the last switch converted: the text typed, the text it became, and the mode it left. */
export interface AmountSwitch {
  typed: string;
  shown: string;
  from: 'crypto' | 'fiat';
}

/**
 * The toggle: converts what is typed, and switching straight back gives back exactly what was
 * typed (AU$100 -> 0.000642 BTC -> AU$100, not AU$99.98 after two roundings). `last` is what the
 * previous switch returned as `memo`; an edit in between makes the field's text differ from it.
 */
export function toggleAmount(
  value: string,
  mode: 'crypto' | 'fiat',
  price: string | null,
  symbol: CoinSymbol,
  last: AmountSwitch | null,
): { value: string; memo: AmountSwitch | null } {
  if (last && last.from !== mode && last.shown === value) return { value: last.typed, memo: null };
  const next = switchAmount(value, mode, price, symbol);
  return { value: next, memo: { typed: value, shown: next, from: mode } };
}

/** The amount sent: the crypto amount rounded down to the decimals a withdrawal allows. */
export function wireWithdrawAmount(cryptoAmount: string, symbol: CoinSymbol): string {
  if (!isDecimalString(cryptoAmount)) return '';
  return roundDecimal(cryptoAmount, withdrawDecimals(symbol), 'down');
}

/** The banner with 'Buy {symbol}': nothing to withdraw, or more asked than held. */
export function overBalance(cryptoAmount: string, balance: string): boolean {
  if (!isDecimalString(balance) || compareDecimal(balance, '0') <= 0) return true;
  return isCompleteAmount(cryptoAmount) && compareDecimal(cryptoAmount, balance) > 0;
}
