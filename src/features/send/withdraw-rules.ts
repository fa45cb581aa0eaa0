/**
 * The withdraw form's rules as plain functions (use-withdraw.ts binds them to React): the one
 * problem the form shows and when, the amount's hint, the payload sent, and what each server
 * refusal leads to, recognised by its code, never by its text.
 */
import { t } from '@lingui/core/macro';
import type { CoinSymbol, FiatSymbol } from '../../../contract/assets.js';
import type { PayloadOf } from '../../../contract/calls/define.js';
import type * as calls from '../../../contract/calls/exchange.js';
import { withdrawAmountError } from '../../../contract/exchange.js';
import { compareDecimal, isDecimalString, mulDecimal } from '../../../contract/money.js';
import { type WithdrawFormInput, type WithdrawProblem, withdrawFormProblem } from '../../../contract/withdraw-form.js';
import { amountAfterFee } from '../../../contract/withdrawal-fee.js';
import { type AskedStep, askedStep } from '../../api/asked-step.js';
import { ApiCallError } from '../../api/errors.js';
import { formatCrypto, formatFiat } from '../../lib/money-format.js';
import { wireWithdrawAmount } from './withdraw-logic.js';

/**
 * The contract's problem in the active language: the contract words its rules in English (the
 * server shares them), so the screen says which rule failed in its own words, taking the rules
 * in the contract's order (withdrawFormProblem), never reading the English.
 */
function shownText(problem: WithdrawProblem, input: WithdrawFormInput): string {
  const { symbol } = input;
  const amount = input.amount.trim();
  if (problem.field === 'form' && (!amount || !input.address.trim())) return t`Please enter both amount and address`;
  if (problem.field === 'paymentRouteId') return t`Please select a network`;
  if (problem.field === 'cryptoAddress') return t`Invalid ${symbol} address format`;
  if (problem.field === 'form') return t`${symbol} withdrawals are not supported yet.`;
  if (!isDecimalString(amount) || compareDecimal(amount, '0') <= 0) return t`Please enter a valid amount`;
  if (withdrawAmountError(amount, symbol)) return t`This amount has too many decimals`;
  return t`Insufficient balance`;
}

/** The form's problem: the contract's rules, then an amount that the network fee would swallow. */
export function withdrawProblem(input: WithdrawFormInput, fee: string | null): WithdrawProblem | undefined {
  const formProblem = withdrawFormProblem(input);
  if (formProblem) return { field: formProblem.field, message: shownText(formProblem, input) };
  if (fee === null) return undefined;
  const shownFee = formatCrypto(fee);
  const { symbol } = input;
  return amountAfterFee(input.amount, fee, symbol) === null
    ? { field: 'amount', message: t`Amount must be more than the network fee of ${shownFee} ${symbol}` }
    : undefined;
}

/** The problem shows once either field was touched (left, typed in, or the form sent). */
export function shownProblem(
  problem: WithdrawProblem | undefined,
  touched: { cryptoAddress?: boolean; amount?: boolean },
): WithdrawProblem | null {
  return problem && (touched.cryptoAddress || touched.amount) ? problem : null;
}

/** Under the amount: the other currency's equivalent of what is typed. */
export function amountHint(
  mode: 'crypto' | 'fiat',
  cryptoAmount: string,
  price: string | null,
  symbol: CoinSymbol,
  currency: FiatSymbol,
): string | undefined {
  if (mode === 'fiat' && cryptoAmount) return `≈ ${formatCrypto(cryptoAmount)} ${symbol}`;
  if (mode === 'crypto' && price && cryptoAmount)
    return `≈ ${formatFiat(mulDecimal(cryptoAmount, price, 2), currency)}`;
  return undefined;
}

/** The call's payload, its amount always given. */
type WithdrawPayload = PayloadOf<typeof calls.createWithdrawal> & { amount: string };

/** What is sent: the amount at the decimals a withdrawal allows, the trimmed address, and the proofs given. */
export function withdrawPayload(input: {
  cryptoAmount: string;
  symbol: CoinSymbol;
  address: string;
  routeId: number;
  fee: string | null;
  otp?: string | undefined;
  passkey?: unknown;
  /** The emailed code and the password, on an account without 2FA or a passkey (decision 367). */
  email?: { emailCode: string; password: string } | undefined;
}): WithdrawPayload {
  return {
    amount: wireWithdrawAmount(input.cryptoAmount, input.symbol),
    cryptoAddress: input.address.trim(),
    paymentRouteId: input.routeId,
    ...(input.fee !== null ? { networkFee: input.fee } : {}),
    ...(input.otp ? { otp: input.otp } : {}),
    ...(input.passkey ? { passkey: input.passkey } : {}),
    ...(input.email ? { emailCode: input.email.emailCode, password: input.email.password } : {}),
  };
}

/**
 * What a refusal leads to: ask for the 2FA code, or the emailed code and password, or the passkey;
 * keep the review open with the new fee; say the code, password or passkey was refused in its dialog; the limits' message by the amount; the
 * verification toast; or the message alone.
 */
type WithdrawRefusal = 'askCode' | 'askEmail' | 'askPasskey' | 'feeChanged' | 'codeRefused' | 'limit' | 'kyc' | 'other';

/** An account without 2FA confirms by email and password, or by its passkey (decision 367). */
const ASK: Record<AskedStep, WithdrawRefusal> = { code: 'askCode', email: 'askEmail', passkey: 'askPasskey' };

const REFUSALS: Partial<Record<string, WithdrawRefusal>> = {
  OTP_EXPIRED: 'codeRefused',
  WRONG_PASSWORD: 'codeRefused',
  ACCOUNT_LOCKED: 'codeRefused',
  FEE_CHANGED: 'feeChanged',
  OTP_INVALID: 'codeRefused',
  OTP_LOCKED: 'codeRefused',
  PASSKEY_REFUSED: 'codeRefused',
  LIMIT_EXCEEDED: 'limit',
  KYC_REQUIRED: 'kyc',
  KYC_REJECTED: 'kyc',
};

export function withdrawRefusal(e: unknown): WithdrawRefusal {
  const asked = askedStep(e);
  if (asked) return ASK[asked];
  return (e instanceof ApiCallError && REFUSALS[e.code]) || 'other';
}
