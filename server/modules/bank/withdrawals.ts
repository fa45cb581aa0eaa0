/**
 * Cash withdrawals to the customer's own saved bank account (decision 244). The amount is held
 * on the ledger (customer → withdrawals in flight) in the transaction that claims the tier limit
 * with the customer's row locked, so parallel withdrawals are taken one after another and can
 * neither overdraw the balance nor pass a limit together. The payout is then asked of the bank,
 * once per withdrawal id, and again by the payouts job while the bank cannot answer (payouts.ts);
 * the bank's notification settles it once (settle.ts). One at or above the four-eyes setting waits
 * for a second compliance officer first, as a crypto withdrawal does (decision 315).
 */

import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { FIAT_SYMBOLS, type FiatSymbol } from '../../../contract/assets.js';
import type { CashCurrency } from '../../../contract/bank.js';
import { BANK_ACCOUNT_MESSAGES as BM, type CashWithdrawalData, formatBsb } from '../../../contract/bank-accounts.js';
import { divDecimal, fromUnits, mulDecimal } from '../../../contract/money.js';
import { PAYMENT_METHOD_LABELS } from '../../../contract/payment-methods.js';
import { WITHDRAWAL_LIMIT_MESSAGES } from '../../../contract/withdrawal-limits.js';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ApiError, validationError } from '../../http/errors.js';
import { centsOf, decimalOfCents } from '../../providers/bank/index.js';
import type { WithdrawalProof } from '../accounts/index.js';
import { prepareMovement } from '../ledger/index.js';
import { currentRates } from '../locale/index.js';
import {
  holdWithdrawal,
  needsSecondOfficer,
  notifyCustomer,
  passWithdrawalGates,
  type WithdrawalAsk,
} from '../wallet/index.js';
import { CASH_WITHDRAWAL_MAIL } from './cash-withdrawal-mail.js';
import { cashCurrencyFor } from './details.js';
import { sendCashPayout } from './payouts.js';

interface CashWithdrawalRequest {
  amount: string;
  payeeId: string;
  /** The customer's own confirmation, as every withdrawal's (decision 367). */
  proof: WithdrawalProof;
  /** Where the request came from: a wrong password counts against it. */
  ip: string;
}

/** The withdrawal's value in each display currency when made, rounded up to the cent. */
async function cashWithdrawalValue(
  deps: AppDeps,
  currency: CashCurrency,
  cents: bigint,
): Promise<Record<FiatSymbol, string>> {
  try {
    const fx = await currentRates(deps, 'USD');
    const rate = fx.rates[currency];
    if (!rate) throw new Error(`no forex rate for ${currency}`);
    const inUsd = divDecimal(fromUnits(cents, 2), rate, 18, 'up');
    const out = {} as Record<FiatSymbol, string>;
    for (const fiat of FIAT_SYMBOLS)
      out[fiat] =
        fiat === currency ? decimalOfCents(cents) : mulDecimal(inUsd, fiat === 'USD' ? '1' : fx.rates[fiat]!, 2, 'up');
    return out;
  } catch (e) {
    deps.log.warn('no forex rate to value a cash withdrawal', { error: (e as Error).message });
    throw new ApiError('SERVICE_UNAVAILABLE', WITHDRAWAL_LIMIT_MESSAGES.noPrice);
  }
}

async function byKey(deps: AppDeps, userId: string, key: string): Promise<CashWithdrawalData | null> {
  const row = await deps.db
    .selectFrom('bank_withdrawals')
    .select(['id', 'state', 'approval'])
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .executeTakeFirst();
  return row ? { withdrawal_id: row.id, status: row.state, review: row.approval } : null;
}

export async function requestCashWithdrawal(
  deps: AppDeps,
  userId: string,
  req: CashWithdrawalRequest,
  idempotencyKey: string,
): Promise<CashWithdrawalData> {
  const done = await byKey(deps, userId, idempotencyKey);
  if (done) return done;
  const currency = await cashCurrencyFor(deps, userId);
  const user = await deps.db
    .selectFrom('users')
    .select(['kyc_status', 'withdrawals_held_until', 'withdrawals_held_reason', 'time_zone', 'currency_code'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const now = deps.clock.now();
  const parsed = centsOf(req.amount);
  const cents = parsed ?? 0n;
  let payee: Selectable<DB['bank_payees']> | undefined;
  const ask = {
    deps,
    userId,
    user,
    currency,
    amount: cents,
    proof: req.proof,
    ip: req.ip,
    destination: {
      kind: 'cash' as const,
      async assertUsable() {
        payee = await deps.db
          .selectFrom('bank_payees')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', '=', req.payeeId.slice(0, 64))
          .executeTakeFirst();
        if (!payee || payee.currency !== currency || !payee.usable_at || new Date(payee.usable_at) > now)
          throw new ApiError('ADDRESS_NOT_ALLOWED', BM.notAllowed, { field: 'bank_account_id' });
      },
      async assertAmount() {
        if (parsed === null || parsed <= 0n) throw validationError({ amount: BM.amountInvalid });
      },
      insufficient: () => new ApiError('INSUFFICIENT_BALANCE', BM.insufficient, { field: 'amount' }),
      value: () => cashWithdrawalValue(deps, currency, cents),
    },
  } satisfies WithdrawalAsk;
  const { value } = await passWithdrawalGates(ask);
  const to = payee!;

  const id = randomUUID();
  const waiting = needsSecondOfficer(deps, user.currency_code, value);
  const beneficiary = to.iban ?? `${formatBsb(to.bsb!)} ${to.account_number}`;
  const prepared = await prepareMovement(deps.db, {
    kind: 'bank_withdrawal_hold',
    ref: `bank-withdrawal:${id}:hold`,
    userId,
    idempotencyKey,
    transactionClass: 'payment',
    trackingId: id,
    note: `Withdrawal of ${decimalOfCents(cents)} ${currency} to ${to.label}`,
    recipient: beneficiary,
    paymentMethod: currency === 'AUD' ? PAYMENT_METHOD_LABELS.oskoPayout : PAYMENT_METHOD_LABELS.sepa,
    details: { withdrawal_id: id, payee_id: to.id },
    at: now,
    transfers: [{ from: { userId, currency }, to: { house: 'withdrawals_in_flight', currency }, amount: cents }],
  });
  const held = await holdWithdrawal(ask, {
    value,
    prepared,
    async record(trx, holdMovementId) {
      await trx
        .insertInto('bank_withdrawals')
        .values({
          id,
          user_id: userId,
          payee_id: to.id,
          currency,
          amount: cents.toString(),
          beneficiary,
          state: 'pending',
          payout_id: null,
          failure_reason: null,
          idempotency_key: idempotencyKey,
          hold_movement_id: holdMovementId,
          settle_movement_id: null,
          value_usd: value.USD,
          value_eur: value.EUR,
          value_aud: value.AUD,
          created_at: now,
          settled_at: null,
          next_send_at: now,
          send_error: null,
          stuck_at: null,
          approval: waiting ? 'waiting' : null,
        })
        .execute();
    },
  });
  if (!held) {
    const again = await byKey(deps, userId, idempotencyKey);
    if (again) return again;
    throw new Error('cash withdrawal lost a race and found nothing');
  }
  await notifyCustomer(
    deps,
    userId,
    CASH_WITHDRAWAL_MAIL.requested({ amount: decimalOfCents(cents), currency, account: beneficiary }),
  );
  // Waiting for a second officer: the payouts job sends it once approved (decision 315).
  if (waiting) return { withdrawal_id: id, status: 'pending', review: 'waiting' };
  // Asked of the bank at once; if it cannot answer, the payouts job asks again (decision 290).
  const asked = await sendCashPayout(deps, id);
  return { withdrawal_id: id, status: asked === 'refused' ? 'failed' : 'pending', review: null };
}
