/**
 * How a movement was paid (decision 306). The ledger keeps the English label that outside clients
 * have always read as `payment_method`; the history answers its code beside it as
 * `payment_method_code`, so the app words it in the customer's language without reading English.
 * The labels are the server's own constants: every writer takes its label from here.
 */
export const PAYMENT_METHOD_CODES = [
  'payid',
  'osko',
  'sepa',
  'sepa_instant',
  'bank_transfer',
  'card',
  'cash_balance',
] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The label each writer stores, and the code it stands for. */
export const PAYMENT_METHOD_LABELS = {
  payid: 'PayID',
  osko: 'Osko',
  oskoPayout: 'Bank transfer (Osko)',
  sepa: 'SEPA transfer',
  sepaInstant: 'SEPA Instant',
  bankTransfer: 'Bank transfer',
  card: 'Debit Card',
  cashBalance: 'Cash balance',
} as const;

const CODE_OF: Record<string, PaymentMethodCode> = {
  [PAYMENT_METHOD_LABELS.payid]: 'payid',
  [PAYMENT_METHOD_LABELS.osko]: 'osko',
  [PAYMENT_METHOD_LABELS.oskoPayout]: 'osko',
  [PAYMENT_METHOD_LABELS.sepa]: 'sepa',
  [PAYMENT_METHOD_LABELS.sepaInstant]: 'sepa_instant',
  [PAYMENT_METHOD_LABELS.bankTransfer]: 'bank_transfer',
  [PAYMENT_METHOD_LABELS.card]: 'card',
  [PAYMENT_METHOD_LABELS.cashBalance]: 'cash_balance',
};

/** The code of a stored label; null for none or one this table does not hold. */
export function paymentMethodCodeOf(label: string | null): PaymentMethodCode | null {
  return (label && CODE_OF[label]) || null;
}
