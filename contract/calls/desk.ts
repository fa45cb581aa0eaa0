/** The support desk: find a customer, read their page, act with a reason (decision 236). */
import type { CustomerMatch, CustomerPage } from '../desk.js';
import { defineSpec } from './define.js';
import { payload, text, trimmed, wholeNumber } from './fields.js';

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
