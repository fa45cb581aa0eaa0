/**
 * Liveness and readiness, kept apart (decisions 171, 323):
 * - GET /api/health (and /api/health/live): liveness, 200 while the process answers, whatever the
 *   database does. A supervisor restarts the process only when this fails; restarting cannot mend
 *   a full disk. Test servers and scripts wait on it to know the server is up.
 * - GET /api/ready (and /api/health/ready): readiness, 200 only while the database takes a write
 *   that needs new space, every migration this code knows is applied, every background job is
 *   running, and the server is not stopping. A load balancer takes an instance out of rotation on
 *   503, and the answer says why: `database`, `migrations` (with the pending ones), `jobs` (with
 *   the stopped ones) or `server`. The database's part is probed once for all callers of a
 *   moment and reused for READY_PROBE_REUSE_MS (decision 352).
 */
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/faults.js';
import { migrations } from '../db/migrations/index.js';
import type { AppDeps } from '../deps.js';
import { jobStopped } from '../lib/jobs.js';

/**
 * The write probe. Rewriting one row in place succeeds on a full disk (the row's page already
 * exists), while every swap or withdrawal, which adds rows, fails. Truncating gives the table a
 * new, empty file, so the insert must allocate a fresh page: it fails as soon as the disk has no
 * room for one. The old file is removed at commit; the table keeps one row.
 */
async function probeWrite(deps: Pick<AppDeps, 'db'>): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    await sql`truncate health_probe`.execute(trx);
    await sql`insert into health_probe (id, checked_at) values (1, now())`.execute(trx);
  });
}

/** What the database's failure says about it, for the operator reading the answer. */
function databaseState(e: unknown): 'read-only' | 'full' | 'down' {
  const code = (e as { code?: string }).code;
  if (code === '25006') return 'read-only';
  if (code === '53100') return 'full';
  return 'down';
}

/** The migrations of this code the database has not applied (an instance older than its code). */
async function pendingMigrations(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(deps.db);
  const applied = new Set(rows.rows.map((r) => r.name));
  return Object.keys(migrations).filter((name) => !applied.has(name));
}

/** The background jobs that stopped or stalled; none where this process runs no jobs. */
function stoppedJobs(deps: Pick<AppDeps, 'jobs' | 'clock'>): string[] {
  const now = deps.clock.now();
  return [...(deps.jobs?.states() ?? [])].filter(([, s]) => jobStopped(s, now)).map(([name]) => name);
}

/**
 * How long a write probe's result answers readiness. Readiness needs no sign-in: without reuse each
 * call wrote to the database, and a burst of them queued behind one another (300 took 2 s).
 */
export const READY_PROBE_REUSE_MS = 1_000;

type ProbeOutcome = { ok: true; pending: string[] } | { ok: false; error: unknown };

/**
 * The database's part of readiness, probed by one caller at a time: concurrent callers share the
 * probe in flight, and its outcome answers every caller for READY_PROBE_REUSE_MS after it ends.
 * The outage is told of each probe once, not of each caller.
 */
function sharedProbe(deps: Pick<AppDeps, 'db' | 'clock' | 'outage'>): () => Promise<ProbeOutcome> {
  let last: { at: number; outcome: ProbeOutcome } | null = null;
  let inFlight: Promise<ProbeOutcome> | null = null;
  const probe = async (): Promise<ProbeOutcome> => {
    try {
      await probeWrite(deps);
      const pending = await pendingMigrations(deps);
      deps.outage.recovered();
      return { ok: true, pending };
    } catch (error) {
      if (isDatabaseUnavailable(error)) deps.outage.failed(error);
      return { ok: false, error };
    }
  };
  return () => {
    const age = last ? deps.clock.now().getTime() - last.at : -1;
    // A clock set back (age below 0) probes again rather than trusting an outcome from the future.
    if (last && age >= 0 && age < READY_PROBE_REUSE_MS) return Promise.resolve(last.outcome);
    inFlight ??= probe()
      .then((outcome) => {
        last = { at: deps.clock.now().getTime(), outcome };
        return outcome;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  };
}

export function registerHealthRoutes(app: Hono, deps: AppDeps, draining: () => boolean): void {
  // The app also asks liveness once when a page opens from the service worker's cache (decision
  // 183): it touches no database, so a page opening costs the database nothing.
  const live = (c: Context) => c.json({ status: 'ok' });
  app.get('/api/health', live);
  app.get('/api/health/live', live);

  const database = sharedProbe(deps);
  const ready = async (c: Context) => {
    if (draining()) return c.json({ status: 'error', server: 'stopping' }, 503);
    const probed = await database();
    if (!probed.ok) {
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return c.json({ status: 'error', database: databaseState(probed.error) }, 503);
    }
    const { pending } = probed;
    const stopped = stoppedJobs(deps);
    const answer = {
      database: 'up',
      migrations: pending.length > 0 ? 'pending' : 'applied',
      jobs: stopped.length > 0 ? 'stopped' : 'running',
      ...(pending.length > 0 ? { pendingMigrations: pending } : {}),
      ...(stopped.length > 0 ? { stoppedJobs: stopped } : {}),
    };
    if (pending.length > 0 || stopped.length > 0) return c.json({ status: 'error', ...answer }, 503);
    return c.json({ status: 'ok', ...answer });
  };
  app.get('/api/ready', ready);
  app.get('/api/health/ready', ready);
}
