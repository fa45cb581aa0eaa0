/**
 * Applying an incoming payment the bank told us of (decision 242). Credited once per provider
 * payment id, to the customer whose deposit details it reached, only when the sender's name is
 * the customer's verified name, the customer is still verified, and the amount is within the
 * limits; anything else goes back to the sender and is kept (state 'returned' with its reason)
 * for review. A payment from an account in someone else's name also opens a compliance case
 * (decision 310).
 */
import { randomUUID } from 'node:crypto';
import { BANK_MESSAGES } from '../../../contract/bank.js';
import { PAYMENT_METHOD_LABELS } from '../../../contract/payment-methods.js';
import type { IncomingPayment } from '../../providers/bank/index.js';
import { inTransaction, isBankCurrency, postBankDeposit, prepareBankDeposit } from '../ledger/index.js';
import { openReturnedDepositCase } from './deposit-case.js';
import type { BankDeps } from './deps.js';
import { senderNameMatches } from './names.js';

type DepositOutcome = 'credited' | 'returned' | 'duplicate';

const METHOD: Record<string, string> = {
  payid: PAYMENT_METHOD_LABELS.payid,
  npp: PAYMENT_METHOD_LABELS.osko,
  sepa: PAYMENT_METHOD_LABELS.sepa,
  sepa_instant: PAYMENT_METHOD_LABELS.sepaInstant,
};

async function known(deps: BankDeps, paymentId: string) {
  return deps.db
    .selectFrom('bank_deposits')
    .select('id')
    .where('provider_payment_id', '=', paymentId)
    .executeTakeFirst();
}

/**
 * Why the payment is not credited, or null when it is to be credited. A payment from an account in
 * someone else's name also opens a compliance case (decision 310).
 */
interface Refusal {
  reason: string;
  opensCase: boolean;
}

const refused = (reason: string, opensCase = false): Refusal => ({ reason, opensCase });

async function refusalOf(
  deps: BankDeps,
  p: IncomingPayment,
  userId: string,
  currency: string,
): Promise<Refusal | null> {
  if (p.currency !== currency) return refused(BANK_MESSAGES.returnedCurrency);
  const user = await deps.db
    .selectFrom('users')
    .select(['kyc_status', 'first_name', 'last_name', 'status'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.kyc_status !== 'approved' || user.status !== 'active') return refused(BANK_MESSAGES.returnedAccount);
  if (!senderNameMatches(p.payerName, { firstName: user.first_name, lastName: user.last_name }))
    return refused(BANK_MESSAGES.returnedName, true);
  if (p.amountMinor < deps.config.bank.depositMinCents) return refused(BANK_MESSAGES.returnedBelowMin);
  if (p.amountMinor > deps.config.bank.depositMaxCents) return refused(BANK_MESSAGES.returnedAboveMax);
  return null;
}

export async function applyIncomingPayment(deps: BankDeps, p: IncomingPayment): Promise<DepositOutcome> {
  if (await known(deps, p.paymentId)) return 'duplicate';
  const details = await deps.db
    .selectFrom('bank_deposit_details')
    .select(['user_id', 'currency'])
    .where('provider_account_id', '=', p.accountId)
    .executeTakeFirst();
  const refusal = details
    ? await refusalOf(deps, p, details.user_id, details.currency)
    : refused(BANK_MESSAGES.returnedAccount);
  const row = {
    id: randomUUID(),
    provider_payment_id: p.paymentId,
    provider_account_id: p.accountId,
    user_id: details?.user_id ?? null,
    currency: p.currency.slice(0, 3),
    amount: p.amountMinor.toString(),
    payer_name: p.payerName.slice(0, 200),
    payer_account: p.payerAccount.slice(0, 64),
    received_at: deps.clock.now(),
  };

  if (refusal !== null || !details || !isBankCurrency(p.currency)) {
    // The bank returns once per payment id, so a retry after a crash here returns nothing twice.
    await deps.providers.bank.returnPayment(p, refusal?.reason ?? BANK_MESSAGES.returnedAccount);
    const kept = await inTransaction(deps.db, async (trx) => {
      const made = await trx
        .insertInto('bank_deposits')
        .values({
          ...row,
          state: 'returned',
          reason: refusal?.reason ?? BANK_MESSAGES.returnedAccount,
          movement_id: null,
        })
        .onConflict((oc) => oc.column('provider_payment_id').doNothing())
        .returning('id')
        .executeTakeFirst();
      // Only the notification that kept the payment opens its case: once per provider payment id.
      if (made && row.user_id && refusal?.opensCase)
        await openReturnedDepositCase(trx, { customerId: row.user_id, depositId: made.id, at: row.received_at });
      return made;
    });
    if (kept)
      deps.log.warn('bank deposit returned to its sender', {
        paymentId: p.paymentId,
        userId: row.user_id,
        reason: refusal?.reason,
      });
    return kept ? 'returned' : 'duplicate';
  }

  const prepared = await prepareBankDeposit(deps.db, {
    userId: details.user_id,
    paymentId: p.paymentId,
    currency: p.currency,
    cents: p.amountMinor,
    payerName: p.payerName,
    method: METHOD[p.method] ?? PAYMENT_METHOD_LABELS.bankTransfer,
    at: deps.clock.now(),
  });
  return inTransaction(deps.db, async (trx) => {
    const posted = await postBankDeposit(trx, prepared);
    if (!posted) return 'duplicate' as const;
    await trx
      .insertInto('bank_deposits')
      .values({ ...row, state: 'credited', reason: null, movement_id: posted.id })
      .execute();
    return 'credited' as const;
  });
}
