/** Help: the support contact and the contact form (decision 186). */
import type { HelpInfo } from '../support.js';
import { defineSpec } from './define.js';
import { noFields, payload, text } from './fields.js';

export const getHelp = defineSpec<HelpInfo>()({
  path: '/users/get-help',
  readOnly: true,
  access: 'user',
  payload: noFields,
});

/** Emails support with the customer number; a retry with the same Idempotency-Key sends nothing more. */
export const contactSupport = defineSpec<undefined>()({
  path: '/users/contact-support',
  access: 'user',
  idempotent: true,
  payload: payload({ subject: text(), message: text() }),
});
