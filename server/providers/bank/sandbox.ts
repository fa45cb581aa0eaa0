/**
 * The local sandbox bank (APP_MODE=local without BANK_CLIENT_ID). It keeps its own books in the
 * database and behaves like the real provider: a customer's account gets a PayID with BSB and
 * account number (AUD) or a virtual IBAN with a reference (EUR); a transfer sent to those details
 * from the page at /sandbox/bank (sandbox-routes.ts) becomes a `deposit.settled` notification;
 * payouts wait on the page until they are paid, failed or bounced, each told as a
 * `payout.transfer.*` notification, and a paid one can still come back (returned after it was
 * paid); it lists the payouts made or ended since a time, with the customer each was asked for; the page can also make the next payout meet a bank that is unavailable or that refuses it. Notifications are signed exactly as the real ones are, with a
 * secret of this process, so only this sandbox can produce valid ones.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/index.js';
import { ibanCheckDigits } from './iban-check.js';
import {
  BankError,
  type BankEvent,
  type BankNotificationRequest,
  type BankProvider,
  type DepositAccount,
  decimalOfCents,
  eventFromBody,
  type IncomingPayment,
  type Payout,
  type PayoutStatus,
  signBankBody,
  verifySignedBody,
} from './port.js';
import type { BankSandboxTables } from './tables.js';

/** The sandbox bank's own BSB (Cuscal's, as many payment providers' accounts are). */
const SANDBOX_BSB = '802985';
const SANDBOX_BIC = 'CVLTDEB1XXX';
const PAYID_DOMAIN = 'pay.coinvault.test';

export interface SandboxTransfer {
  /** A PayID, an IBAN, or "BSB account-number" of a customer's deposit details. */
  to: string;
  reference: string;
  payerName: string;
  payerAccount: string;
  amountMinor: bigint;
}

export interface SandboxPaymentRow {
  id: string;
  direction: 'in' | 'out';
  currency: string;
  amountMinor: bigint;
  counterpartyName: string;
  counterpartyAccount: string;
  reference: string;
  status: string;
  createdAt: Date;
}

export interface SandboxBank extends BankProvider {
  readonly kind: 'sandbox';
  /** A transfer into a customer's details: the notification to deliver, or null when no account has them. */
  sendTransfer(t: SandboxTransfer): Promise<{ paymentId: string; notification: BankNotificationRequest } | null>;
  /** Ends a submitted payout; the notification to deliver, or null when it is unknown or already ended. */
  finishPayout(payoutId: string, outcome: Exclude<PayoutStatus, 'submitted'>): Promise<BankNotificationRequest | null>;
  /**
   * A paid payout comes back from the receiving bank (decision 312); the notification to deliver,
   * or null when it is unknown or not paid.
   */
  returnPaidPayout(payoutId: string): Promise<BankNotificationRequest | null>;
  /** The newest payments both ways, for the page. */
  recentPayments(limit?: number): Promise<SandboxPaymentRow[]>;
  /**
   * The next payout asked for fails before it is made (decision 290): 'unavailable' as a bank
   * that is down (a 503, asked again later), 'refused' as a bank that refuses it (a 422).
   */
  failNextPayout(how: 'unavailable' | 'refused' | null): void;
  /** What the next payout will meet, for the page. */
  nextPayoutFailure(): 'unavailable' | 'refused' | null;
  /** Signs a body as the sandbox's notification at a moment (tests send forged and replayed ones). */
  sign(rawBody: string, at: Date): BankNotificationRequest;
}

const compact = (s: string) => s.replace(/[\s-]+/g, '').toUpperCase();

export function sandboxBank(db: Database, clock: Clock): SandboxBank {
  const secret = randomBytes(24).toString('base64url');
  const sign = (rawBody: string, at: Date): BankNotificationRequest => {
    const timestamp = String(at.getTime());
    return { timestamp, signature: signBankBody(secret, timestamp, rawBody), rawBody };
  };
  const event = (name: string, data: Record<string, unknown>) =>
    sign(JSON.stringify({ id: randomUUID(), name, data, created_at: clock.now().toISOString() }), clock.now());

  // Held in memory: a switch for the page and the tests, never part of the sandbox's books.
  let nextPayoutFails: 'unavailable' | 'refused' | null = null;

  const viewOf = (r: Selectable<BankSandboxTables['bank_sandbox_accounts']>): DepositAccount => ({
    accountId: r.id,
    currency: r.currency as DepositAccount['currency'],
    accountName: r.holder_name,
    payid: r.payid,
    bsb: r.bsb,
    accountNumber: r.account_number,
    iban: r.iban,
    bic: r.iban ? SANDBOX_BIC : null,
    reference: r.reference,
  });

  async function findAccount(to: string, reference: string) {
    const key = to.trim().toLowerCase();
    const q = db.selectFrom('bank_sandbox_accounts').selectAll();
    if (key.includes('@')) return q.where('payid', '=', key).executeTakeFirst();
    const flat = compact(to);
    if (/^[A-Z]{2}\d{2}/.test(flat)) {
      // A SEPA transfer reaches the virtual IBAN; the reference must be the customer's.
      const row = await q.where('iban', '=', flat).executeTakeFirst();
      return row && compact(reference) === row.reference ? row : undefined;
    }
    const m = /^(\d{6})(\d{6,9})$/.exec(flat);
    if (!m) return undefined;
    return q.where('bsb', '=', m[1]!).where('account_number', '=', m[2]!).executeTakeFirst();
  }

  return {
    kind: 'sandbox',
    sign,
    async openAccount(req) {
      const id = randomUUID();
      const reference = `CV${randomBytes(5).toString('hex').toUpperCase()}`;
      const aud = req.currency === 'AUD';
      const bban = `10010010${String(randomBytes(5).readUIntBE(0, 5) % 10_000_000_000).padStart(10, '0')}`;
      await db
        .insertInto('bank_sandbox_accounts')
        .values({
          id,
          currency: req.currency,
          holder_name: req.holderName,
          payid: aud ? `${reference.toLowerCase()}@${PAYID_DOMAIN}` : null,
          bsb: aud ? SANDBOX_BSB : null,
          account_number: aud ? String(100_000_000 + (randomBytes(4).readUInt32BE(0) % 900_000_000)) : null,
          iban: aud ? null : `DE${ibanCheckDigits('DE', bban)}${bban}`,
          reference,
          request_id: req.requestId,
          created_at: clock.now(),
        })
        .onConflict((oc) => oc.column('request_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('bank_sandbox_accounts')
        .selectAll()
        .where('request_id', '=', req.requestId)
        .executeTakeFirstOrThrow();
      return viewOf(row);
    },

    async sendTransfer(t) {
      const account = await findAccount(t.to, t.reference);
      if (!account || t.amountMinor <= 0n) return null;
      const paymentId = randomUUID();
      await db
        .insertInto('bank_sandbox_payments')
        .values({
          id: paymentId,
          direction: 'in',
          account_id: account.id,
          currency: account.currency,
          amount: t.amountMinor.toString(),
          counterparty_name: t.payerName,
          counterparty_account: t.payerAccount,
          reference: t.reference,
          status: 'settled',
          request_id: null,
          created_at: clock.now(),
        })
        .execute();
      const notification = event('deposit.settled', {
        id: paymentId,
        global_account_id: account.id,
        currency: account.currency,
        amount: decimalOfCents(t.amountMinor),
        method: account.currency === 'AUD' ? (t.to.includes('@') ? 'payid' : 'npp') : 'sepa_instant',
        reference: t.reference,
        payer: { name: t.payerName, account: t.payerAccount },
      });
      return { paymentId, notification };
    },

    async returnPayment(p: IncomingPayment) {
      await db
        .updateTable('bank_sandbox_payments')
        .set({ status: 'returned' })
        .where('id', '=', p.paymentId)
        .where('direction', '=', 'in')
        .execute();
    },

    failNextPayout(how) {
      nextPayoutFails = how;
    },
    nextPayoutFailure: () => nextPayoutFails,

    async createPayout(req): Promise<Payout> {
      const fails = nextPayoutFails;
      nextPayoutFails = null;
      if (fails === 'unavailable') throw new BankError('sandbox bank unavailable', 503);
      if (fails === 'refused') throw new BankError('sandbox bank refused the payout: beneficiary account invalid', 422);
      await db
        .insertInto('bank_sandbox_payments')
        .values({
          id: randomUUID(),
          direction: 'out',
          account_id: 'payouts',
          currency: req.currency,
          amount: req.amountMinor.toString(),
          counterparty_name: req.beneficiary.name,
          counterparty_account: req.beneficiary.iban ?? `${req.beneficiary.bsb} ${req.beneficiary.accountNumber}`,
          reference: req.reference,
          status: 'submitted',
          request_id: req.requestId,
          customer_id: req.customerId ?? null,
          created_at: clock.now(),
          changed_at: clock.now(),
        })
        .onConflict((oc) => oc.column('request_id').doNothing())
        .execute();
      const row = await db
        .selectFrom('bank_sandbox_payments')
        .select(['id', 'status'])
        .where('request_id', '=', req.requestId)
        .executeTakeFirstOrThrow();
      return { payoutId: row.id, requestId: req.requestId, status: row.status as PayoutStatus, reason: null };
    },

    async finishPayout(payoutId, outcome) {
      const row = await db
        .updateTable('bank_sandbox_payments')
        .set({ status: outcome, changed_at: clock.now() })
        .where('id', '=', payoutId)
        .where('direction', '=', 'out')
        .where('status', '=', 'submitted')
        .returning(['id', 'request_id'])
        .executeTakeFirst();
      if (!row) return null;
      const reason =
        outcome === 'failed' ? 'Account closed' : outcome === 'returned' ? 'Returned by the receiving bank' : undefined;
      return event(`payout.transfer.${outcome}`, { id: row.id, request_id: row.request_id, failure_reason: reason });
    },

    async returnPaidPayout(payoutId) {
      const row = await db
        .updateTable('bank_sandbox_payments')
        .set({ status: 'returned', changed_at: clock.now() })
        .where('id', '=', payoutId)
        .where('direction', '=', 'out')
        .where('status', '=', 'paid')
        .returning(['id', 'request_id'])
        .executeTakeFirst();
      if (!row) return null;
      return event('payout.transfer.returned', {
        id: row.id,
        request_id: row.request_id,
        failure_reason: 'Returned by the receiving bank after payment',
      });
    },

    async payoutsSince(since) {
      const rows = await db
        .selectFrom('bank_sandbox_payments')
        .selectAll()
        .where('direction', '=', 'out')
        .where('request_id', 'is not', null)
        .where((eb) => eb(eb.fn.coalesce('changed_at', 'created_at'), '>=', since))
        .orderBy('created_at')
        .execute();
      return rows.map((r) => ({
        payoutId: r.id,
        requestId: r.request_id!,
        status: r.status as PayoutStatus,
        reason: null,
        currency: r.currency,
        amountMinor: BigInt(r.amount),
        changedAt: new Date(r.changed_at ?? r.created_at),
        customerId: r.customer_id,
      }));
    },

    async recentPayments(limit = 20) {
      const rows = await db
        .selectFrom('bank_sandbox_payments')
        .selectAll()
        .orderBy('created_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        direction: r.direction,
        currency: r.currency,
        amountMinor: BigInt(r.amount),
        counterpartyName: r.counterparty_name,
        counterpartyAccount: r.counterparty_account,
        reference: r.reference,
        status: r.status,
        createdAt: new Date(r.created_at),
      }));
    },

    verifyNotification(req, now): BankEvent {
      return eventFromBody(verifySignedBody(secret, req, now));
    },
  };
}
