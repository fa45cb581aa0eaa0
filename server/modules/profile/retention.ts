/**
 * The end of AML retention (decision 068). A closed account keeps the identity and address data
 * listed in decision 063 for the retention period; once that period has ended, this job erases
 * it and marks the account erased. It runs daily from the server's background work and is
 * idempotent: an account already erased is never touched again.
 *
 * What stays: the users row itself (id, country, market currency, EU flag, role, KYC status,
 * created_at, closed_at, erased_at), which the financial records point to; every ledger movement
 * and transfer and every audit entry (append-only, they refer to the account by id); deposits,
 * withdrawals, card purchases, swap quotes and deposit addresses (financial and chain records
 * holding no identity data). What goes: the identity data on the users row, the name copied onto
 * merchant transactions, the identity provider's applicant id on received webhooks, sessions
 * (IP address, browser), stored answers of idempotent requests, the customer's own reports of
 * card payment results, the sandbox identity provider's applicant, and local outbox mail.
 */
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import type { JobRunner } from '../../lib/jobs.js';
import { inTransaction } from '../ledger/index.js';

/**
 * AML/CFT Policy section 8 and Privacy Policy section 6.1: identity documents, customer due
 * diligence data and transaction documents are kept for 8 years from the end of the business
 * relationship (closed_at) or from the transaction, then deleted (Privacy Policy 6.3).
 */
export const AML_RETENTION_YEARS = 8;

/** How often the erasure runs: daily. */
const RETENTION_ERASURE_INTERVAL_MS = 86_400_000;

/** The first run, shortly after start, so a server restarted more often than daily still runs it. */
const FIRST_RUN_DELAY_MS = 60_000;

/** The instant the retention period of an account closed (or last transacting) before it ended. */
function retentionCutoff(now: Date): Date {
  const cutoff = new Date(now.getTime());
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - AML_RETENTION_YEARS);
  return cutoff;
}

/**
 * Closed, not yet erased accounts whose retention period has ended: closed more than 8 years ago,
 * and no ledger movement for them in those 8 years either (a deposit credited to a closed
 * account's address, and its return by support, are transactions with their own period).
 */
async function accountsDue(db: Database, cutoff: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('status', '=', 'closed')
    .where('erased_at', 'is', null)
    .where('closed_at', '<', cutoff)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('ledger_movements as m')
            .select(sql.lit(1).as('one'))
            .whereRef('m.user_id', '=', 'users.id')
            .where('m.created_at', '>=', cutoff),
        ),
      ),
    )
    .orderBy('closed_at')
    .execute();
  return rows.map((r) => r.id);
}

/** Erases one account's kept personal data, in one transaction; false if it was not due after all. */
async function eraseAccount(db: Database, id: string, cutoff: Date, now: Date): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    // Re-read under a row lock: another server process may have erased it a moment ago.
    const user = await trx
      .selectFrom('users')
      .select(['email', 'status', 'closed_at', 'erased_at'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (user?.status !== 'closed' || user.erased_at !== null || user.closed_at === null) return false;
    if (new Date(user.closed_at) >= cutoff) return false;
    const recent = await trx
      .selectFrom('ledger_movements')
      .select('id')
      .where('user_id', '=', id)
      .where('created_at', '>=', cutoff)
      .limit(1)
      .executeTakeFirst();
    if (recent) return false;

    await trx
      .updateTable('users')
      .set({
        email: `erased:${id}`,
        email_normalized: `erased:${id}`,
        password_hash: '!erased',
        first_name: '',
        last_name: '',
        dob: null,
        phone: null,
        address: '',
        city: '',
        state: '',
        postal: '',
        kyc_applicant_id: null,
        totp_enabled: false,
        totp_secret_enc: null,
        totp_pending_secret_enc: null,
        totp_last_step: null,
        anti_phishing_code: null,
        erased_at: now,
      })
      .where('id', '=', id)
      .execute();

    // Sessions hold IP addresses and browsers; their refresh tokens go first (foreign key).
    const sessions = trx.selectFrom('sessions').select('id').where('user_id', '=', id);
    await trx.deleteFrom('refresh_tokens').where('session_id', 'in', sessions).execute();
    await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
    // Stored answers of idempotent requests can repeat profile data; the ledger keeps its own keys.
    await trx.deleteFrom('idempotency_keys').where('scope', '=', id).execute();
    // The customer's own account of a card payment (device, raw report) moves nothing; the
    // purchase row, credited on the gateway's word, is the record and stays.
    await trx.deleteFrom('card_purchase_reports').where('user_id', '=', id).execute();
    // Merchant transactions are financial records and stay, without the copied name.
    await trx.updateTable('merchant_transactions').set({ user_name: '' }).where('user_id', '=', id).execute();
    // Received identity webhooks stay as the record of what the provider said, without the link
    // to the documents it holds.
    await trx.updateTable('kyc_webhook_events').set({ applicant_id: null }).where('user_id', '=', id).execute();
    // The local sandbox provider stands in for the provider's database.
    await trx.deleteFrom('kyc_sandbox_tokens').where('user_id', '=', id).execute();
    await trx.deleteFrom('kyc_sandbox_applicants').where('user_id', '=', id).execute();
    // The local outbox stands in for the customer's mailbox: mail to the address older than the
    // period (a later account registered with the same address keeps its own newer mail).
    await trx.deleteFrom('mail_outbox').where('to', '=', user.email).where('sent_at', '<', cutoff).execute();
    return true;
  });
}

/** Erases every account whose retention period has ended; answers how many were erased. */
export async function eraseExpiredRetention(deps: Pick<AppDeps, 'db' | 'clock'>): Promise<number> {
  const now = deps.clock.now();
  const cutoff = retentionCutoff(now);
  let erased = 0;
  for (const id of await accountsDue(deps.db, cutoff)) {
    if (await eraseAccount(deps.db, id, cutoff, now)) erased += 1;
  }
  return erased;
}

/**
 * One erasure pass, logged: how many accounts were erased, or the error. Never throws, so a
 * failing pass cannot stop the server; the next day's pass tries again.
 */
export async function runRetentionErasure(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>): Promise<void> {
  try {
    const erased = await eraseExpiredRetention(deps);
    deps.log.info('retention erasure done', { erased });
  } catch (e) {
    deps.log.error('retention erasure failed', { error: e instanceof Error ? e.message : 'unknown' });
  }
}

/** Runs the erasure shortly after start and then daily. */
export function startRetentionErasure(deps: Pick<AppDeps, 'db' | 'clock' | 'log'>, jobs: JobRunner): void {
  jobs.add({
    name: 'retention erasure',
    everyMs: RETENTION_ERASURE_INTERVAL_MS,
    firstAfterMs: FIRST_RUN_DELAY_MS,
    run: () => runRetentionErasure(deps),
  });
}
