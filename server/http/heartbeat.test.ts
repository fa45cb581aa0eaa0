/**
 * The instance heartbeat as a job of the runner: it beats at start and every 5 s; a beat lost to
 * a database outage is reported to the outage tracker (one log line per outage), any other
 * failure is logged with the job's name; the stop removes the instance's row.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testClock } from '../clock.js';
import { DatabaseOutage, OUTAGE_QUIET_MS } from '../db/faults.js';
import type { Database } from '../db/index.js';
import { createJobRunner } from '../lib/jobs.js';
import { memoryLogger } from '../log.js';
import { faultyDb } from '../test/faulty-db.js';
import { createTestEnv, type TestEnv } from '../test/harness.js';
import { startHeartbeat } from './instance.js';

describe('instance heartbeat', () => {
  let env: TestEnv;
  beforeEach(async () => {
    // The embedded database: the checks advance fake timers and read the outage right after a beat,
    // whose statements PGlite answers in the process; a server's answer can come after the check.
    env = await createTestEnv({ embedded: true });
  });
  afterEach(async () => {
    vi.useRealTimers();
    await env.close();
  });

  /** A database whose statements fail with `failure` while it is set. */
  function failingDb(failure: { error: Error | null }): Database {
    return faultyDb(env.deps.db, () => failure.error);
  }

  async function heartbeatAt(id: string): Promise<Date | undefined> {
    const row = await env.deps.db
      .selectFrom('server_instances')
      .select('heartbeat_at')
      .where('id', '=', id)
      .executeTakeFirst();
    return row?.heartbeat_at ? new Date(row.heartbeat_at) : undefined;
  }

  it('beats through an outage quietly, logs any other failure with its name, and leaves at stop', async () => {
    const log = memoryLogger();
    let now = 0;
    const outage = new DatabaseOutage(log, () => now);
    const failure: { error: Error | null } = { error: null };
    const db = failingDb(failure);
    const jobs = createJobRunner({ clock: testClock(), log });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const stop = await startHeartbeat({ db, outage }, 'beating', jobs);
    expect(await heartbeatAt('beating')).toBeInstanceOf(Date);

    // The database is away for three beats: one outage line, not three job failures.
    failure.error = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    for (let i = 0; i < 3; i++) await vi.advanceTimersByTimeAsync(5_000);
    expect(outage.down).toBe(true);
    expect(log.lines.filter((l) => l.level === 'error').map((l) => l.msg)).toEqual(['database unavailable']);

    // Back, and quiet long enough: the next beat ends the outage.
    failure.error = null;
    now += OUTAGE_QUIET_MS;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(outage.down).toBe(false);
    expect(log.lines.some((l) => l.msg === 'database available again')).toBe(true);

    // A failure that is not an outage is loud, with the job's name.
    failure.error = new Error('relation "server_instances" does not exist');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(log.lines.filter((l) => l.msg === 'background job failed')).toEqual([
      expect.objectContaining({ job: 'instance heartbeat', error: 'relation "server_instances" does not exist' }),
    ]);
    failure.error = null;

    await jobs.stop();
    await stop();
    expect(await heartbeatAt('beating')).toBeUndefined();
  });
});
