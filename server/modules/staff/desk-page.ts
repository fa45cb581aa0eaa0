/**
 * A customer's page for support (decision 236), read from each module's tables with named columns
 * only: a secret (password hash, 2FA secret, recovery codes, card tokens, alert-link tokens) is
 * never selected, so it cannot reach the answer by a later change of a spread or a `selectAll`.
 * The transactions are a call of their own, filtered and paged (desk-transactions.ts).
 */
import { formatBsb } from '../../../contract/bank-accounts.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import type { CustomerPage } from '../../../contract/desk.js';
import type { Role } from '../../../contract/staff.js';
import type { Database } from '../../db/index.js';
import { deviceLabel, parseDevice } from '../accounts/index.js';
import { auditVisibleTo } from '../audit/index.js';
import { getUserBalances, getUserCashBalances } from '../ledger/index.js';

const RECENT = 50;
const iso = (d: Date | string) => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null) => (d ? iso(d) : null);
/** Staff reading the trail, the page or its transactions are not the customer's security events. */
const STAFF_READS = ['customer.view', 'customer.transactions', 'audit.read'];
const units = (balances: Record<string, bigint>) =>
  Object.fromEntries(Object.entries(balances).map(([currency, n]) => [currency, n.toString()]));

/** `viewer`: the reading staff member's role; case and report events are compliance's alone. */
export async function customerPage(
  db: Database,
  customerId: string,
  now: Date,
  viewer: Role,
): Promise<CustomerPage | null> {
  const u = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'country_code',
      'currency_code',
      'time_zone',
      'status',
      'created_at',
      'totp_enabled',
      'kyc_status',
      'withdrawals_held_until',
      'withdrawals_held_reason',
      'frozen_at',
    ])
    .where('id', '=', customerId)
    .where('role', '=', 'user')
    .executeTakeFirst();
  if (!u) return null;
  const [passkeys, devices, balances, cash, verification, alerts, plans, addresses, payees, events, notes] =
    await Promise.all([
      db
        .selectFrom('passkeys')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', u.id)
        .executeTakeFirst(),
      db
        .selectFrom('sessions')
        .select(['id', 'user_agent', 'country', 'last_active_at', 'created_at'])
        .where('user_id', '=', u.id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('created_at', 'desc')
        .execute(),
      getUserBalances(db, u.id),
      getUserCashBalances(db, u.id),
      // The provider's notices as received: never the applicant id, which opens its documents.
      db
        .selectFrom('kyc_webhook_events')
        .select(['received_at', 'type', 'resulting_status'])
        .where('user_id', '=', u.id)
        .orderBy('id', 'desc')
        .limit(RECENT)
        .execute(),
      db
        .selectFrom('price_alerts')
        .select(['coin', 'kind', 'currency', 'price', 'percent', 'fired_at'])
        .where('user_id', '=', u.id)
        .execute(),
      db
        .selectFrom('recurring_plans')
        .select(['coin', 'fiat_currency', 'fiat_amount', 'frequency', 'status', 'next_run_at'])
        .where('user_id', '=', u.id)
        .execute(),
      db.selectFrom('address_book').select(['label', 'address', 'confirmed_at']).where('user_id', '=', u.id).execute(),
      db
        .selectFrom('bank_payees')
        .select(['label', 'currency', 'holder_name', 'iban', 'bsb', 'account_number', 'confirmed_at'])
        .where('user_id', '=', u.id)
        .orderBy('created_at', 'desc')
        .execute(),
      auditVisibleTo(db.selectFrom('audit_log').select(['action', 'outcome', 'at', 'ip']), viewer)
        .where((eb) => eb.or([eb('actor_id', '=', u.id), eb('subject_id', '=', u.id)]))
        .where('action', 'not in', STAFF_READS)
        .orderBy('seq', 'desc')
        .limit(RECENT)
        .execute(),
      db
        .selectFrom('staff_notes')
        .select(['created_at', 'staff_id', 'text'])
        .where('customer_id', '=', u.id)
        .orderBy('created_at', 'desc')
        .execute(),
    ]);
  return {
    profile: {
      customerId: u.id,
      customerNumber: customerNumberOf(u.id),
      email: u.email,
      firstName: u.first_name,
      lastName: u.last_name,
      country: u.country_code,
      currency: u.currency_code,
      timeZone: u.time_zone,
      status: u.status,
      createdAt: iso(u.created_at),
      twoFactor: u.totp_enabled,
      passkeys: Number(passkeys?.n ?? 0),
      withdrawalsHeldUntil: isoOrNull(u.withdrawals_held_until),
      withdrawalsHeldReason: u.withdrawals_held_reason,
      frozenAt: isoOrNull(u.frozen_at),
    },
    verification: {
      status: u.kyc_status,
      history: verification.map((e) => ({ at: iso(e.received_at), type: e.type, result: e.resulting_status })),
    },
    devices: devices.map((s) => ({
      sessionId: s.id,
      // As the customer's own list names it ('Chrome on Windows'), never the matching key.
      device: deviceLabel(parseDevice(s.user_agent)),
      country: s.country,
      lastActiveAt: isoOrNull(s.last_active_at),
      createdAt: iso(s.created_at),
    })),
    balances: units(balances),
    cash: units(cash),
    alerts: alerts.map((a) => ({
      coin: a.coin,
      kind: a.kind,
      currency: a.currency,
      price: a.price,
      percent: a.percent,
      firedAt: isoOrNull(a.fired_at),
    })),
    recurringPlans: plans.map((p) => ({
      coin: p.coin,
      fiatCurrency: p.fiat_currency,
      fiatAmount: String(p.fiat_amount),
      frequency: p.frequency,
      status: p.status,
      nextRunAt: iso(p.next_run_at),
    })),
    addressBook: addresses.map((a) => ({ label: a.label, address: a.address, confirmed: a.confirmed_at !== null })),
    bankAccounts: payees.map((b) => ({
      label: b.label,
      currency: b.currency,
      holderName: b.holder_name,
      iban: b.iban,
      bsb: b.bsb ? formatBsb(b.bsb) : null,
      account_number: b.account_number,
      confirmed: b.confirmed_at !== null,
    })),
    securityEvents: events.map((e) => ({ action: e.action, outcome: e.outcome, at: iso(e.at), ip: e.ip })),
    notes: notes.map((n) => ({ at: iso(n.created_at), staffId: n.staff_id, text: n.text })),
  };
}
