/**
 * The message of the transaction-success page (specification section 2), per transaction type.
 * The swap message's remainder is not given by the specification; it names what was received.
 */
import { currencySymbol } from './money-format.js';

export type SuccessType = 'buy' | 'sell' | 'swapped' | 'withdraw';

export interface SuccessData {
  type: SuccessType | string;
  /** The crypto symbol the transaction is about (bought, sold, swapped from, withdrawn). */
  crypto: string;
  /** The crypto amount, already formatted. */
  amount: string;
  /** Buy and sell: the fiat currency; swap: the symbol received. */
  receiveCurrency?: string;
  /** Already formatted total. */
  total?: string;
}

export function successMessage(d: SuccessData): string {
  switch (d.type) {
    case 'buy':
      return `You bought ${d.amount} ${d.crypto} for ${currencySymbol(d.receiveCurrency ?? 'USD')}${d.total ?? ''}`;
    case 'sell':
      return `You sold ${d.amount} ${d.crypto} for ${d.total ?? ''} ${d.receiveCurrency ?? ''}`.trim();
    case 'swapped':
      return `You swapped ${d.amount} ${d.crypto} for ${d.total ?? ''} ${d.receiveCurrency ?? ''}`.trim();
    case 'withdraw':
      return `You're withdrawing ${d.amount} ${d.crypto}`;
    default:
      return 'Transaction completed successfully';
  }
}
