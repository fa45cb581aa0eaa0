/**
 * The audit chain's check (decision 235): each entry's hash is recomputed by the same database
 * function the insert trigger used, and compared with the hash stored and with the next entry's
 * record of it; a gap in `seq` is a removed entry. The first entry that does not match is named.
 */
import { sql } from 'kysely';
import type { AuditChainCheck } from '../../../contract/audit.js';
import type { Database } from '../../db/index.js';

export async function checkAuditChain(db: Database): Promise<AuditChainCheck> {
  const { rows } = await sql<{ entries: string; broken: string | null }>`
    with chain as (
      select a.seq, a.hash, a.prev_hash, audit_row_hash(a.prev_hash, a) as expected,
        lag(a.hash) over (order by a.seq) as previous_hash,
        coalesce(lag(a.seq) over (order by a.seq), 0) as previous_seq
      from audit_log a
    )
    select (select count(*) from chain)::text as entries,
      (select min(seq) from chain
        where hash is distinct from expected
          or prev_hash is distinct from previous_hash
          or seq <> previous_seq + 1)::text as broken`.execute(db);
  const row = rows[0];
  const entries = Number(row?.entries ?? 0);
  return row?.broken ? { intact: false, entries, brokenAtSeq: row.broken } : { intact: true, entries };
}
