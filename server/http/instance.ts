/**
 * Each running server's heartbeat in the database. A pending Idempotency-Key names the instance
 * running its call; once that instance has stopped beating (it crashed or was killed), a retry
 * takes the key over and runs the call again, which for a money call returns the outcome of the
 * movement the crashed instance made, if it made one (the movement carries the key).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { type DatabaseOutage, isDatabaseUnavailable } from '../db/faults.js';
import type { Database } from '../db/index.js';
import type { JobRunner } from '../lib/jobs.js';

const HEARTBEAT_MS = 5_000;
/** An instance not heard from for this long is gone. */
const HOLDER_GONE_MS = 15_000;

export function newInstanceId(): string {
  return randomUUID();
}

async function beat(db: Database, id: string): Promise<void> {
  await sql`insert into server_instances (id, started_at, heartbeat_at) values (${id}, now(), now())
    on conflict (id) do update set heartbeat_at = now()`.execute(db);
}

/**
 * Beats once now (a server that cannot write its heartbeat does not start), then every 5 s as a
 * job of the runner. A beat lost to a database outage goes to the outage log (one line per
 * outage, not one per beat); any other failure is logged by the runner with the job's name.
 * Returns the stop, which removes this instance's row.
 */
export async function startHeartbeat(
  deps: { db: Database; outage: Pick<DatabaseOutage, 'failed' | 'recovered'> },
  id: string,
  jobs: Pick<JobRunner, 'add'>,
): Promise<() => Promise<void>> {
  await beat(deps.db, id);
  jobs.add({
    name: 'instance heartbeat',
    everyMs: HEARTBEAT_MS,
    run: () =>
      beat(deps.db, id).then(
        () => deps.outage.recovered(),
        (e: unknown) => {
          if (!isDatabaseUnavailable(e)) throw e;
          deps.outage.failed(e);
        },
      ),
  });
  return async () => {
    // Best effort at shutdown: a row left behind only ages out (HOLDER_GONE_MS).
    await deps.db
      .deleteFrom('server_instances')
      .where('id', '=', id)
      .execute()
      // Best effort, as above: the row ages out.
      .catch(() => {});
  };
}

/**
 * Frees a pending key whose holder is gone, so the caller can claim it. True when freed.
 * The holder's liveness is judged by the database's clock, the same for every instance.
 */
export async function freeKeyOfGoneHolder(db: Database, scope: string, key: string, holder: string): Promise<boolean> {
  const { rows } = await sql<{ one: number }>`
    delete from idempotency_keys k
    where k.scope = ${scope} and k.key = ${key} and k.state = 'pending' and k.holder = ${holder}
      and not exists (select 1 from server_instances i where i.id = ${holder}
        and i.heartbeat_at > now() - make_interval(secs => ${HOLDER_GONE_MS / 1000}))
    returning 1 as one`.execute(db);
  return rows.length > 0;
}

/** The embedded database has one process: keys still pending at its start were left by a crash. */
export async function freeKeysLeftByCrash(db: Database): Promise<number> {
  const res = await db.deleteFrom('idempotency_keys').where('state', '=', 'pending').executeTakeFirst();
  return Number(res.numDeletedRows);
}
