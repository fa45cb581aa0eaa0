/**
 * The message of the transaction-success page (specification section 2), per transaction type.
 * The buy total is written by the formatting module, so its currency symbol sits where the
 * language puts it ('€550.00', German '550,00 €'), never glued on here.
 * The swap message's remainder is not given by the specification; it names what was received.
 */
import { t } from '@lingui/core/macro';
import { formatFiat } from './money-format.js';

export type SuccessType = 'buy' | 'sell' | 'swapped' | 'withdraw';

export interface SuccessData {
  type: SuccessType | string;
  /** The crypto symbol the transaction is about (bought, sold, swapped from, withdrawn). */
  crypto: string;
  /** The crypto amount, already formatted. */
  amount: string;
  /** Buy and sell: the fiat currency; swap: the symbol received. */
  receiveCurrency?: string;
  /** Buy: the fiat total as a decimal string ('550.5'); sell and swap: already formatted. */
  total?: string;
}

/** In the active language (its catalog is the shell's). */
export function successMessage(d: SuccessData): string {
  const { amount, crypto } = d;
  const total = d.total ?? '';
  const currency = d.receiveCurrency ?? '';
  switch (d.type) {
    case 'buy': {
      const price = formatFiat(d.total, d.receiveCurrency ?? 'USD');
      return t`You bought ${amount} ${crypto} for ${price}`;
    }
    case 'sell':
      return t`You sold ${amount} ${crypto} for ${total} ${currency}`.trim();
    case 'swapped':
      return t`You swapped ${amount} ${crypto} for ${total} ${currency}`.trim();
    case 'withdraw':
      return t`You're withdrawing ${amount} ${crypto}`;
    default:
      return t`Transaction completed successfully`;
  }
}
