/**
 * Admission of a call in one database round trip (one statement, one commit): it records the
 * envelope nonce, reads the token's session (noting its last activity, at most once a minute),
 * and claims the Idempotency-Key. The claim is written
 * only when the nonce was fresh and, for a signed-in call, the session is live and its role may
 * make the call; so a replayed, unauthenticated or forbidden request never holds a key.
 * Doing this in one statement rather than three is what keeps a money call's commits down to
 * admission, the movement itself and its stored answer.
 *
 * Its commit does not wait for the disk (synchronous_commit off for this transaction only).
 * Nothing is lost that matters: every later synchronous commit (a movement, a stored answer)
 * flushes the log up to and including this record, so a claim that led anywhere is durable.
 * A crash can only forget the nonces of the last fraction of a second of calls that wrote
 * nothing else, which at worst lets such a read be replayed once inside its 2-minute window.
 */
import { sql } from 'kysely';
import type { Role } from '../../contract/staff.js';
import type { Database } from '../db/index.js';
import type { SessionRow } from '../modules/accounts/index.js';

const LAST_ACTIVE_STEP_MS = 60_000;

interface AdmissionRequest {
  nonce: string;
  now: Date;
  /** The session a signature-checked token names; absent for public calls and missing tokens. */
  session?: { id: string; userId: string };
  /** The roles that may make the call, or null when any signed-in role may. */
  roles?: readonly Role[] | null;
  /** The Idempotency-Key to claim (lower case), when the call takes one and the header is well formed. */
  claim?: { scope: string; key: string; path: string; hash: string; holder?: string };
}

interface Admission {
  /** False when the nonce was seen before (a replayed request). */
  fresh: boolean;
  session: SessionRow | null;
  /** True when this request now owns the Idempotency-Key. */
  claimed: boolean;
}

export async function admit(db: Database, r: AdmissionRequest): Promise<Admission> {
  const session = r.session
    ? sql`select u.role, u.status, s.revoked_at, s.expires_at, u.frozen_at is not null as frozen
          from sessions s join users u on u.id = s.user_id
          where s.id = ${r.session.id} and s.user_id = ${r.session.userId}`
    : sql`select null::text as role, null::text as status, null::timestamptz as revoked_at,
          null::timestamptz as expires_at, false as frozen where false`;
  const allowed = r.session
    ? sql`exists (select 1 from s where s.revoked_at is null and s.status = 'active' and s.expires_at > ${r.now}
          and ${r.roles ? sql`s.role in (${sql.join(r.roles)})` : sql`true`})`
    : sql`true`;
  // "Last active" for the session list (decision 136), written at most once a minute per session.
  const touch = r.session
    ? sql`update sessions set last_active_at = ${r.now}
          where id = ${r.session.id} and user_id = ${r.session.userId} and revoked_at is null
            and (last_active_at is null or last_active_at < ${new Date(r.now.getTime() - LAST_ACTIVE_STEP_MS)})
          returning 1 as one`
    : sql`select 1 as one where false`;
  const claim = r.claim
    ? sql`insert into idempotency_keys (scope, key, path, payload_hash, state, created_at, holder)
          select ${r.claim.scope}, ${r.claim.key.toLowerCase()}, ${r.claim.path}, ${r.claim.hash}, 'pending', ${r.now},
            ${r.claim.holder ?? null}::text
          where exists (select 1 from n) and ${allowed}
          on conflict (scope, key) do nothing
          returning 1 as one`
    : sql`select 1 as one where false`;
  const { rows } = await sql<{
    fresh: boolean;
    claimed: boolean;
    role: SessionRow['role'] | null;
    status: string | null;
    revoked_at: Date | null;
    expires_at: Date | null;
    frozen: boolean | null;
  }>`
    with n as (
      insert into envelope_nonces (nonce, seen_at) values (${r.nonce}, ${r.now})
      on conflict (nonce) do nothing
      returning 1 as one
    ), s as (${session}), k as (${claim}), t as (${touch})
    select exists (select 1 from n) as fresh, exists (select 1 from k) as claimed,
      s.role, s.status, s.revoked_at, s.expires_at, s.frozen,
      set_config('synchronous_commit', 'off', true) as commit_mode
    from (select 1) as one left join s on true`.execute(db);
  // The query selects from a one-row table: it always returns exactly one row.
  const row = rows[0];
  if (!row) throw new Error('admission query returned no row');
  return {
    fresh: row.fresh,
    claimed: row.claimed,
    session:
      row.role && row.status && row.expires_at
        ? {
            role: row.role,
            status: row.status,
            revoked_at: row.revoked_at,
            expires_at: row.expires_at,
            frozen: row.frozen === true,
          }
        : null,
  };
}
