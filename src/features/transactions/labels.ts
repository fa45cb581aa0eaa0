/**
 * The words of the history's values in the active language: its type and period chips, and the
 * type and status a row carries (English words from the shared history model, shown translated).
 * A value with no entry here is shown as it comes.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PaymentMethodCode } from '../../../contract/payment-methods.js';
import type { PeriodId } from '../../lib/periods.js';
import type { TypeFilter } from '../../lib/transactions.js';

export const TYPE_LABELS: Readonly<Record<TypeFilter, MessageDescriptor>> = {
  All: msg`All`,
  Withdraw: msg`Withdraw`,
  Swap: msg`Swap`,
  Sell: msg`Sell`,
  Buy: msg`Buy`,
  Deposit: msg`Deposit`,
};

export const PERIOD_LABELS: Readonly<Record<PeriodId, MessageDescriptor>> = {
  all: msg`All time`,
  day: msg`Day`,
  week: msg`Week`,
  month: msg`Month`,
  year: msg`Year`,
};

const STATUS_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  Pending: msg`Pending`,
  Failed: msg`Failed`,
  Completed: msg`Completed`,
  Deposited: msg`Deposited`,
  Withdrawn: msg`Withdrawn`,
  Declined: msg`Declined`,
  Cancelled: msg`Cancelled`,
  Expired: msg`Expired`,
  Returned: msg`Returned`,
  'Under review': msg`Under review`,
};

/** A row's type ('Buy', 'Withdraw', …) in the active language. */
export function typeLabel(i18n: I18n, type: string): string {
  const label = (TYPE_LABELS as Readonly<Record<string, MessageDescriptor>>)[type];
  return label ? i18n._(label) : type;
}

/** A row's status ('Pending', 'Completed', …) in the active language. */
export function statusLabel(i18n: I18n, status: string): string {
  const label = STATUS_LABELS[status];
  return label ? i18n._(label) : status;
}

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
