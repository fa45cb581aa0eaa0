/** The support desk: find a customer, read their page, act with a reason (decision 236). */
import { custom, type GenericSchema, optional, pipe, transform } from 'valibot';
import {
  type CustomerMatch,
  type CustomerPage,
  DESK_LIMITS,
  DESK_TRANSACTION_KINDS,
  DESK_TRANSACTION_STATUSES,
  type DeskTransactionKind,
  type DeskTransactionPage,
  type DeskTransactionStatus,
} from '../desk.js';
import { parseDay } from '../report-drafts.js';
import { defineSpec } from './define.js';
import { payload, text, trimmed, wholeNumber } from './fields.js';

const DESK_FILTER_MESSAGES = {
  kind: `must be one of ${DESK_TRANSACTION_KINDS.join(', ')}, or empty for all`,
  status: `must be one of ${DESK_TRANSACTION_STATUSES.join(', ')}, or empty for all`,
  day: 'must be a date (YYYY-MM-DD), or empty',
  before: 'must be the `next` of the previous page, or empty',
} as const;

/** One of `values`, or '' (absent or empty) for no filter. */
function oneOfOrAll<T extends string>(values: readonly T[], message: string) {
  return optional(
    pipe(
      custom<T | '' | null>((v) => v === null || v === '' || values.includes(v as T), message),
      transform((v): T | '' => (v ? (v as T) : '')),
    ),
    '',
  ) as GenericSchema<T | '' | null | undefined, T | ''>;
}

/** A UTC calendar day, or '' (absent or empty) for an open end. */
const dayOrOpen = optional(
  pipe(
    custom<string | null>(
      (v) => v === null || v === '' || (typeof v === 'string' && parseDay(v) !== null),
      DESK_FILTER_MESSAGES.day,
    ),
    transform((v): string => v ?? ''),
  ),
  '',
);

/** The cursor of the next page: a positive whole number as digits, or '' for the first page. */
const cursor = optional(
  pipe(
    custom<string | null>(
      (v) => v === null || v === '' || (typeof v === 'string' && /^[1-9][0-9]{0,17}$/.test(v)),
      DESK_FILTER_MESSAGES.before,
    ),
    transform((v): string => v ?? ''),
  ),
  '',
);

export const findCustomer = defineSpec<CustomerMatch[]>()({
  path: '/staff/customers/find',
  access: 'support',
  readOnly: true,
  payload: payload({ query: trimmed() }),
});

export const getCustomer = defineSpec<CustomerPage>()({
  path: '/staff/customers/get',
  access: 'support',
  readOnly: true,
  payload: payload({ customerId: trimmed() }),
});

/**
 * The customer's transactions, newest first, a page at a time (decision 326): filtered by movement
 * kind, status and UTC days (both included); each page read is recorded.
 */
export const getCustomerTransactions = defineSpec<DeskTransactionPage>()({
  path: '/staff/customers/transactions',
  access: 'support',
  readOnly: true,
  payload: payload({
    customerId: trimmed(),
    kind: oneOfOrAll<DeskTransactionKind>(DESK_TRANSACTION_KINDS, DESK_FILTER_MESSAGES.kind),
    status: oneOfOrAll<DeskTransactionStatus>(DESK_TRANSACTION_STATUSES, DESK_FILTER_MESSAGES.status),
    from: dayOrOpen,
    to: dayOrOpen,
    before: cursor,
    limit: wholeNumber(25, 1, DESK_LIMITS.transactionsMax),
  }),
});

export const signOutCustomer = defineSpec<undefined>()({
  path: '/staff/customers/sign-out-everywhere',
  access: 'support',
  idempotent: true,
  payload: payload({ customerId: trimmed(), reason: trimmed() }),
});

export const holdCustomerWithdrawals = defineSpec<{ heldUntil: string }>()({
  path: '/staff/customers/hold-withdrawals',
  access: 'support',
  idempotent: true,
  payload: payload({ customerId: trimmed(), hours: wholeNumber(0, 1, 720), reason: trimmed() }),
});

export const addCustomerNote = defineSpec<undefined>()({
  path: '/staff/customers/add-note',
  access: 'support',
  idempotent: true,
  payload: payload({ customerId: trimmed(), note: text(), reason: trimmed() }),
});

export const sendCustomerResetEmail = defineSpec<undefined>()({
  path: '/staff/customers/send-reset-email',
  access: 'support',
  idempotent: true,
  payload: payload({ customerId: trimmed(), reason: trimmed() }),
});

/** An identity-verification reminder to a customer who has not finished it (decision 327). */
export const sendCustomerVerificationEmail = defineSpec<undefined>()({
  path: '/staff/customers/send-verification-email',
  access: 'support',
  idempotent: true,
  payload: payload({ customerId: trimmed(), reason: trimmed() }),
});
