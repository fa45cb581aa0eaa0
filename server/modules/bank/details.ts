/**
 * A customer's own deposit details (decision 240): opened at the bank on first ask, for verified
 * customers of a region with a cash currency only, and kept (the same details every time).
 */
import { randomUUID } from 'node:crypto';
import {
  BANK_MESSAGES,
  type CashCurrency,
  cashCurrencyOf,
  type DepositDetailsData,
  epcGiroCode,
} from '../../../contract/bank.js';
import { withdrawKycMessage } from '../../../contract/exchange.js';
import { ApiError } from '../../http/errors.js';
import { BankError, decimalOfCents } from '../../providers/bank/index.js';
import type { BankDeps } from './deps.js';

type DetailsRow = Awaited<ReturnType<typeof storedDetails>>;

function storedDetails(deps: Pick<BankDeps, 'db'>, userId: string) {
  return deps.db.selectFrom('bank_deposit_details').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

/** The customer's cash currency; refused where the region has none. */
export async function cashCurrencyFor(deps: Pick<BankDeps, 'db'>, userId: string): Promise<CashCurrency> {
  const user = await deps.db
    .selectFrom('users')
    .select('currency_code')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const currency = cashCurrencyOf(user.currency_code);
  if (!currency) throw new ApiError('REGION_NOT_SUPPORTED', BANK_MESSAGES.regionNotSupported);
  return currency;
}

/** Only a verified customer gets deposit details or saves a bank account: the refusal says what their check is waiting for. */
export function refuseUnverifiedBankCustomer(kycStatus: string): void {
  if (kycStatus !== 'approved')
    throw new ApiError(
      kycStatus === 'rejected' ? 'KYC_REJECTED' : 'KYC_REQUIRED',
      kycStatus === 'rejected' ? withdrawKycMessage('rejected') : BANK_MESSAGES.kycRequired,
    );
}

function view(deps: Pick<BankDeps, 'config'>, r: NonNullable<DetailsRow>): DepositDetailsData {
  const currency = r.currency as CashCurrency;
  return {
    currency,
    account_name: r.account_name,
    payid: r.payid,
    bsb: r.bsb,
    account_number: r.account_number,
    iban: r.iban,
    bic: r.bic,
    reference: r.reference,
    girocode: r.iban ? epcGiroCode({ name: r.account_name, iban: r.iban, bic: r.bic, reference: r.reference }) : null,
    min_amount: decimalOfCents(deps.config.bank.depositMinCents),
    max_amount: decimalOfCents(deps.config.bank.depositMaxCents),
  };
}

export async function depositDetailsFor(deps: BankDeps, userId: string): Promise<DepositDetailsData> {
  const currency = await cashCurrencyFor(deps, userId);
  const user = await deps.db
    .selectFrom('users')
    .select(['kyc_status', 'first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  refuseUnverifiedBankCustomer(user.kyc_status);
  const known = await storedDetails(deps, userId);
  if (known) return view(deps, known);
  let account: Awaited<ReturnType<typeof deps.providers.bank.openAccount>>;
  try {
    // One request id per customer: asking again (a retry, a race) answers the same account.
    account = await deps.providers.bank.openAccount({
      requestId: `deposit-${userId}`,
      currency,
      holderName: `${user.first_name} ${user.last_name}`.trim(),
    });
  } catch (e) {
    if (!(e instanceof BankError)) throw e;
    deps.log.error('bank account could not be opened', { userId, error: e.message });
    throw new ApiError('SERVICE_UNAVAILABLE', BANK_MESSAGES.unavailable);
  }
  await deps.db
    .insertInto('bank_deposit_details')
    .values({
      user_id: userId,
      currency,
      provider_account_id: account.accountId,
      account_name: account.accountName,
      payid: account.payid,
      bsb: account.bsb,
      account_number: account.accountNumber,
      iban: account.iban,
      bic: account.bic,
      reference: account.reference,
      created_at: deps.clock.now(),
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  const stored = await storedDetails(deps, userId);
  if (!stored) throw new Error(`deposit details of ${randomUUID()} vanished`);
  return view(deps, stored);
}
