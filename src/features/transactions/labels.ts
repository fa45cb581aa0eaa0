/**
 * The words of the history's values in the active language: its type and period chips, and the
 * payment method a row carries. A row's type and status words are the shared ones
 * (ui/transaction-words.ts).
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethodCode } from '../../../contract/payment-methods.js';
import type { PeriodId } from '../../lib/periods.js';
import type { TypeFilter } from '../../lib/transactions.js';
import { TRANSACTION_WORDS } from '../../ui/transaction-words.js';

export const TYPE_LABELS: Readonly<Record<TypeFilter, MessageDescriptor>> = {
  All: msg`All`,
  Withdraw: TRANSACTION_WORDS.Withdraw,
  Swap: TRANSACTION_WORDS.Swap,
  Sell: TRANSACTION_WORDS.Sell,
  Buy: TRANSACTION_WORDS.Buy,
  Deposit: TRANSACTION_WORDS.Deposit,
};

export const PERIOD_LABELS: Readonly<Record<PeriodId, MessageDescriptor>> = {
  all: msg`All time`,
  day: msg`Day`,
  week: msg`Week`,
  month: msg`Month`,
  year: msg`Year`,
};

/** How a movement was paid, by its code (decision 306); the names of payment schemes stay as they are. */
const PAYMENT_METHOD_LABELS: Readonly<Record<PaymentMethodCode, MessageDescriptor>> = {
  payid: msg`PayID`,
  osko: msg`Bank transfer (Osko)`,
  sepa: msg`SEPA transfer`,
  sepa_instant: msg`SEPA Instant transfer`,
  bank_transfer: msg`Bank transfer`,
  card: msg`Debit card`,
  cash_balance: msg`Cash balance`,
};

/** A movement's payment method in the active language; a code this app does not know shows the server's label. */
export function paymentMethodLabel(i18n: I18n, code: string | null | undefined, label: string | null): string | null {
  const known = code ? (PAYMENT_METHOD_LABELS as Readonly<Record<string, MessageDescriptor>>)[code] : undefined;
  return known ? i18n._(known) : label;
}
