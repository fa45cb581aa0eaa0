/**
 * The customer's own bank accounts for cash withdrawals (decision 243): list, add (password and
 * 2FA, emailed confirmation link, security alert), confirm from the link (usable after the same
 * hold as crypto addresses, ADDRESS_HOLD_SECONDS), remove at once. An account must be in the
 * customer's verified name (the rule of decision 242); a BSB must exist in the BSB directory; an
 * IBAN must pass its checksum and be of a SEPA country.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import { ADDRESS_LABEL_MAX } from '../../../contract/address-book.js';
import type { CashCurrency } from '../../../contract/bank.js';
import {
  accountNumberDigits,
  BANK_ACCOUNT_LABEL_MAX,
  BANK_ACCOUNTS_MAX,
  BANK_ACCOUNT_MESSAGES as BM,
  bsbDigits,
  checkIban,
  formatBsb,
  HOLDER_NAME_MAX,
  type SavedBankAccount,
} from '../../../contract/bank-accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { writeAudit } from '../../http/audit.js';
import { type CallContext, defineCall, requireUser } from '../../http/call.js';
import { validationError } from '../../http/errors.js';
import { namesMatch } from '../../lib/person-names.js';
import { checkUserTotp, requireCurrentPassword, sendAccountNotice, sendSecurityAlert } from '../accounts/index.js';
import {
  addressHoldMs,
  confirmLinkUrl,
  confirmSavedDestination,
  newConfirmLink,
  removeSavedDestination,
} from '../addressbook/index.js';
import { cashCurrencyFor, refuseUnverifiedBankCustomer } from './details.js';
import { confirmBankAccountMail } from './payees-mail.js';
import type { BankTables } from './tables.js';

type Row = Selectable<BankTables['bank_payees']>;

function view(r: Row, now: Date): SavedBankAccount {
  const usableAt = r.usable_at ? new Date(r.usable_at) : null;
  return {
    id: r.id,
    currency: r.currency as CashCurrency,
    label: r.label,
    holder_name: r.holder_name,
    bsb: r.bsb ? formatBsb(r.bsb) : null,
    account_number: r.account_number,
    iban: r.iban,
    state: !usableAt ? 'pending' : usableAt.getTime() > now.getTime() ? 'holding' : 'usable',
    created_at: new Date(r.created_at).toISOString(),
    usable_at: usableAt?.toISOString() ?? null,
  };
}

export const getBankAccounts = defineCall(CALLS.getBankAccounts, {
  async handle(ctx) {
    const rows = await ctx.deps.db
      .selectFrom('bank_payees')
      .selectAll()
      .where('user_id', '=', requireUser(ctx).id)
      .orderBy('created_at', 'desc')
      .execute();
    const now = ctx.deps.clock.now();
    return { data: { accounts: rows.map((r) => view(r, now)), hold_seconds: addressHoldMs(ctx.deps.config) / 1000 } };
  },
});

/** The account's fields for the customer's region, checked; a field-keyed refusal otherwise. */
function accountFields(
  ctx: CallContext,
  currency: CashCurrency,
  p: { bsb: string; account_number: string; iban: string },
) {
  if (currency === 'AUD') {
    const bsb = bsbDigits(p.bsb);
    if (!bsb) throw validationError({ bsb: BM.bsbFormat });
    if (!ctx.deps.config.bank.bsbDirectory.lookup(bsb)) throw validationError({ bsb: BM.bsbUnknown });
    const accountNumber = accountNumberDigits(p.account_number);
    if (!accountNumber) throw validationError({ account_number: BM.accountNumberFormat });
    return { bsb, account_number: accountNumber, iban: null, account_key: `${bsb}:${accountNumber}` };
  }
  const checked = checkIban(p.iban);
  if ('error' in checked) throw validationError({ iban: checked.error });
  return { bsb: null, account_number: null, iban: checked.iban, account_key: checked.iban };
}

export const addBankAccount = defineCall(CALLS.addBankAccount, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const userId = requireUser(ctx).id;
    const currency = await cashCurrencyFor(deps, userId);
    if (p.label === '' || p.label.length > Math.min(BANK_ACCOUNT_LABEL_MAX, ADDRESS_LABEL_MAX))
      throw validationError({ label: BM.labelInvalid });
    if (p.holder_name === '' || p.holder_name.length > HOLDER_NAME_MAX)
      throw validationError({ holder_name: BM.holderInvalid });
    const fields = accountFields(ctx, currency, p);
    const user = await deps.db
      .selectFrom('users')
      .select(['id', 'email', 'role', 'password_hash', 'time_zone', 'kyc_status', 'first_name', 'last_name'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    refuseUnverifiedBankCustomer(user.kyc_status);
    // Typed by the customer, so word for word their verified name (decision 364).
    if (!namesMatch(p.holder_name, `${user.first_name} ${user.last_name}`))
      throw validationError({ holder_name: BM.notYourName });
    const existing = await deps.db
      .selectFrom('bank_payees')
      .select('id')
      .where('user_id', '=', userId)
      .where('account_key', '=', fields.account_key)
      .executeTakeFirst();
    if (existing) throw validationError({ [currency === 'AUD' ? 'account_number' : 'iban']: BM.duplicate });
    await requireCurrentPassword(deps, user, p.password, { ip: ctx.ip, action: 'bank_payees.add' });
    await checkUserTotp(deps, user.id, p.otp);

    const now = deps.clock.now();
    const { token, columns } = newConfirmLink(now);
    const row: Row = {
      id: randomUUID(),
      user_id: userId,
      currency,
      ...fields,
      holder_name: p.holder_name,
      label: p.label,
      ...columns,
    };
    // The customer's row is locked first, so adds in parallel count in turn against the cap.
    await deps.db.transaction().execute(async (trx) => {
      await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().executeTakeFirstOrThrow();
      const { n } = await trx
        .selectFrom('bank_payees')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= BANK_ACCOUNTS_MAX) throw validationError({ label: BM.full });
      const inserted = await trx
        .insertInto('bank_payees')
        .values(row)
        .onConflict((oc) => oc.columns(['user_id', 'account_key']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!inserted) throw validationError({ [currency === 'AUD' ? 'account_number' : 'iban']: BM.duplicate });
    });
    await writeAudit(deps.db, now, {
      actorId: userId,
      actorRole: 'user',
      action: 'bank_payees.add',
      outcome: 'allowed',
      ip: ctx.ip,
      details: { currency },
    });
    const shown = fields.iban ?? `BSB ${formatBsb(fields.bsb!)} account ${fields.account_number}`;
    await sendAccountNotice(
      deps,
      user.email,
      confirmBankAccountMail({
        label: p.label,
        account: `${shown} (${p.holder_name})`,
        url: confirmLinkUrl(deps.config.publicUrl, 'bank-accounts/confirm', token),
        holdSeconds: addressHoldMs(ctx.deps.config) / 1000,
      }),
    );
    await sendSecurityAlert(deps, user, {
      kind: 'address_added',
      origin: { ip: ctx.ip, userAgent: ctx.userAgent },
      detail: { kind: 'bank_account', label: p.label, account: shown, currency },
    });
    return { message: BM.added, data: { account: view(row, now) } };
  },
});

export const confirmBankAccount = defineCall(CALLS.confirmBankAccount, {
  async handle(ctx, p) {
    const done = await confirmSavedDestination(ctx, 'bank_payees', p.token, BM);
    return { message: done.message, data: { label: done.label, usable_at: done.usableAt.toISOString() } };
  },
});

export const removeBankAccount = defineCall(CALLS.removeBankAccount, {
  handle: (ctx, p) => removeSavedDestination(ctx, 'bank_payees', p.id, BM),
});
