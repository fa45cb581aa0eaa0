import { type Kysely, sql } from 'kysely';

/**
 * Cash withdrawals to a saved bank account (decision 244): held on the ledger when asked for,
 * paid out through the bank, and sent or returned to the balance on the bank's notification.
 * Valued when made in every display currency, as crypto withdrawals are, for the tier limits.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table bank_withdrawals (
      id text primary key,
      user_id text not null references users(id),
      payee_id text not null,
      currency text not null check (currency in ('AUD', 'EUR')),
      amount numeric(78, 0) not null check (amount > 0),
      beneficiary text not null,
      state text not null check (state in ('pending', 'sent', 'failed')),
      payout_id text,
      failure_reason text,
      idempotency_key text not null,
      hold_movement_id bigint not null references ledger_movements(id),
      settle_movement_id bigint references ledger_movements(id),
      value_usd numeric(20, 2) not null check (value_usd >= 0),
      value_eur numeric(20, 2) not null check (value_eur >= 0),
      value_aud numeric(20, 2) not null check (value_aud >= 0),
      created_at timestamptz not null,
      settled_at timestamptz,
      constraint bank_withdrawals_key unique (user_id, idempotency_key)
    )`.execute(db);
  await sql`create index bank_withdrawals_user on bank_withdrawals (user_id, created_at)`.execute(db);
}

export async function down(): Promise<void> {}
