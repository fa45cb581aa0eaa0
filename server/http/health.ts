/**
 * Liveness and readiness, kept apart (decision 171):
 * - GET /api/health/live: 200 while the process runs, whatever the database does. A supervisor
 *   restarts the process only when this fails; restarting cannot mend a full disk.
 * - GET /api/health/ready (and /api/health, the same): 200 only while the database takes a write
 *   that needs new space, and the server is not stopping. A load balancer takes an instance out
 *   of rotation on 503, so a full disk, a read-only or an unreachable database takes it out.
 */
import type { Context, Hono } from 'hono';
import { sql } from 'kysely';
import { isDatabaseUnavailable, OUTAGE_RETRY_AFTER_SECONDS } from '../db/faults.js';
import type { AppDeps } from '../deps.js';

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

export function registerHealthRoutes(app: Hono, deps: AppDeps, draining: () => boolean): void {
  // The app also asks this once when a page opens from the service worker's cache (decision 183):
  // it touches no database, so a page opening costs the database nothing.
  app.get('/api/health/live', (c) => c.json({ status: 'ok' }));

  const ready = async (c: Context) => {
    if (draining()) return c.json({ status: 'error', server: 'stopping' }, 503);
    try {
      await probeWrite(deps);
      deps.outage.recovered();
      return c.json({ status: 'ok', database: 'up' });
    } catch (e) {
      if (isDatabaseUnavailable(e)) deps.outage.failed(e);
      c.header('Retry-After', String(OUTAGE_RETRY_AFTER_SECONDS));
      return c.json({ status: 'error', database: databaseState(e) }, 503);
    }
  };
  app.get('/api/health/ready', ready);
  // The short name orchestrators' readiness probes are usually given (decision 238).
  app.get('/api/ready', ready);
  app.get('/api/health', ready);
}
