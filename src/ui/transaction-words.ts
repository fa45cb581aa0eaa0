/**
 * The history model's English words for a movement's type and state, in the active language: one
 * table for the history's rows, its filter chips, a movement's own page and the back office. The
 * same English word is a verb on a button elsewhere ("Withdraw", "Swap"): the context keeps the
 * two apart, since catalogs loaded together share one table of messages.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const TRANSACTION_WORDS = {
  Withdraw: msg({ message: 'Withdraw', context: 'transaction row' }),
  Swap: msg({ message: 'Swap', context: 'transaction row' }),
  Buy: msg({ message: 'Buy', context: 'transaction row' }),
  Sell: msg({ message: 'Sell', context: 'transaction row' }),
  Deposit: msg({ message: 'Deposit', context: 'transaction row' }),
  Pending: msg({ message: 'Pending', context: 'transaction row' }),
  Completed: msg({ message: 'Completed', context: 'transaction row' }),
  Deposited: msg({ message: 'Deposited', context: 'transaction row' }),
  Withdrawn: msg({ message: 'Withdrawn', context: 'transaction row' }),
  Failed: msg({ message: 'Failed', context: 'transaction row' }),
  Declined: msg({ message: 'Declined', context: 'transaction row' }),
  Cancelled: msg({ message: 'Cancelled', context: 'transaction row' }),
  Expired: msg({ message: 'Expired', context: 'transaction row' }),
  Returned: msg({ message: 'Returned', context: 'transaction row' }),
  'Under review': msg({ message: 'Under review', context: 'transaction row' }),
} as const satisfies Readonly<Record<string, MessageDescriptor>>;

/** A movement's type or state ('Buy', 'Pending', …) in the active language; a word not known, as it came. */
export function transactionWord(i18n: I18n, value: string): string {
  const known = (TRANSACTION_WORDS as Readonly<Record<string, MessageDescriptor>>)[value];
  return known ? i18n._(known) : value;
}
