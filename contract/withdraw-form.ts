/**
 * The withdraw form's rules (specification section 5, Withdraw), in the specification's order,
 * shared by the form and the server's refusals: apart from the calls' shared constants
 * (exchange.ts), as the address checks they use (and the hash and encoding code under those) are
 * for the screens that take an address, not for every screen that makes a call.
 */
import { isValidAddressForRoute } from './addresses/index.js';
import type { CoinSymbol } from './assets.js';
import { WITHDRAW_MESSAGES, withdrawAmountError } from './exchange.js';
import { compareDecimal, isDecimalString } from './money.js';
import type { PaymentRoute } from './routes.js';

export interface WithdrawFormInput {
  amount: string;
  address: string;
  symbol: CoinSymbol;
  /** The chosen route, or undefined when none is chosen. */
  route: PaymentRoute | undefined;
  /** Symbols with at least one active route (for the "not supported" message). */
  supportedSymbols: readonly string[];
  /** The customer's balance of `symbol`, as a decimal string. */
  balance: string;
}

/**
 * The first withdraw-form problem, in the specification's order (section 5, Withdraw), or
 * undefined when the request may be sent.
 */
export function withdrawFormError(input: WithdrawFormInput): string | undefined {
  return withdrawFormProblem(input)?.message;
}

/**
 * A withdraw-form problem and the payload field it belongs under (`form` when it concerns the
 * form as a whole), the names the server's refusals use too: screens place it by its field,
 * never by its text.
 */
export interface WithdrawProblem {
  field: 'amount' | 'cryptoAddress' | 'paymentRouteId' | 'form';
  message: string;
}

export function withdrawFormProblem(input: WithdrawFormInput): WithdrawProblem | undefined {
  const amount = input.amount.trim();
  const address = input.address.trim();
  if (!amount || !address) return { field: 'form', message: WITHDRAW_MESSAGES.amountAndAddressRequired };
  if (!input.route) return { field: 'paymentRouteId', message: WITHDRAW_MESSAGES.networkRequired };
  if (!isValidAddressForRoute(input.route, address))
    return { field: 'cryptoAddress', message: WITHDRAW_MESSAGES.invalidAddress(input.symbol) };
  if (!input.supportedSymbols.includes(input.symbol))
    return { field: 'form', message: WITHDRAW_MESSAGES.notSupported(input.symbol, input.supportedSymbols) };
  const amountError = withdrawAmountError(amount, input.symbol);
  if (amountError) return { field: 'amount', message: amountError };
  if (!isDecimalString(input.balance) || compareDecimal(amount, input.balance) > 0)
    return { field: 'amount', message: WITHDRAW_MESSAGES.insufficientBalance };
  return undefined;
}
