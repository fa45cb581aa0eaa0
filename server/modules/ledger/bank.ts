/**
 * Crediting a bank deposit, for the bank module once the provider's signed notification has been
 * accepted and the sender's name matched: the cash arrives from the world into the customer's
 * cash account (decision 240). Once per provider payment id, whatever the number of calls: the
 * movement's ref is unique.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { postMovement, prepareMovement } from './post.js';
import type { BankCurrency, PostedMovement } from './types.js';

interface BankDepositCredit {
  userId: string;
  /** The provider's id of the incoming payment. */
  paymentId: string;
  currency: BankCurrency;
  /** Cents, above zero. */
  cents: bigint;
  payerName: string;
  /** 'PayID' or 'SEPA transfer': shown as the payment method in the history. */
  method: string;
  at: Date;
}

/** Outside any transaction: resolves (and may create) the accounts the credit moves between. */
export function prepareBankDeposit(db: Database, p: BankDepositCredit) {
  if (p.cents <= 0n) throw new Error('a bank deposit moves a positive amount');
  return prepareMovement(db, {
    kind: 'bank_deposit',
    ref: `bank:${p.paymentId}`,
    userId: p.userId,
    transactionClass: 'payment',
    trackingId: `bank-${p.paymentId}`,
    note: `Bank deposit from ${p.payerName}`,
    sender: p.payerName,
    paymentMethod: p.method,
    details: { provider_payment_id: p.paymentId },
    at: p.at,
    transfers: [
      {
        from: { house: 'deposits_world', currency: p.currency },
        to: { userId: p.userId, currency: p.currency },
        amount: p.cents,
      },
    ],
  });
}

/** Posts the prepared credit inside the caller's transaction; null when it was credited before. */
export function postBankDeposit(
  trx: Transaction<DB>,
  prepared: Awaited<ReturnType<typeof prepareBankDeposit>>,
): Promise<PostedMovement | null> {
  return postMovement(trx, prepared);
}
