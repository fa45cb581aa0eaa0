/** The card purchase calls: open a checkout, report what the payment form said. */
import type { InitTransactionAnswer, InsertTransactionAnswer } from '../payments.js';
import { defineSpec } from './define.js';
import { checkedByRule, payload } from './fields.js';

export const initTransaction = defineSpec<InitTransactionAnswer>()({
  path: '/exchange/init-transaction',
  access: 'user',
  idempotent: true,
  payload: payload({
    /** Fiat amount the crypto is worth (before the fee), 2 decimals at most. */
    amount: checkedByRule<string>(),
    currency: checkedByRule<string>(),
    /** The crypto amount the customer asked for; the server never credits more. */
    crypto_value: checkedByRule<string>(),
    crypto_currency: checkedByRule<string>(),
    /** The client's USDC rate; recorded only. */
    usdc: checkedByRule<string>(),
    success_url: checkedByRule<string>(),
    decline_url: checkedByRule<string>(),
    fail_url: checkedByRule<string>(),
    cancel_url: checkedByRule<string>(),
    payment_test_env: checkedByRule<boolean>(),
    /** The customer agreed to keep the card for recurring buys (decision 143). */
    save_card: checkedByRule<boolean>(),
  }),
});

/** The card purchase record of spec section 3, as the client reports it. */
export const insertTransaction = defineSpec<InsertTransactionAnswer>()({
  path: '/exchange/insert-transaction',
  access: 'user',
  idempotent: true,
  payload: payload({
    /** The tracking id of init-transaction. */
    transaction_id: checkedByRule<string>(),
    amount: checkedByRule<string>(),
    currency: checkedByRule<string>(),
    crypto_value: checkedByRule<string>(),
    crypto_currency: checkedByRule<string>(),
    usdc: checkedByRule<string>(),
    device_type: checkedByRule<string>(),
    status: checkedByRule<string>(),
    data: checkedByRule<Record<string, unknown>>(),
  }),
});
