import type { Server } from 'node:http';
import net from 'node:net';
import type { serve as honoServe } from '@hono/node-server';
import { systemClock } from './clock.js';
import type { Config } from './config.js';
import { cannotOpenEmbedded, checkDataFolder } from './data-dir.js';
import { serveBackups } from './db/backup.js';
import { advanceCheckpoint } from './db/checkpoint.js';
import { claimDataFolder } from './db/data-folder.js';
import { DatabaseOutage, isDatabaseUnavailable } from './db/faults.js';
import { openDatabase } from './db/index.js';
import { acquireDataDirLock } from './db/lock.js';
import { checkpointWithMark, detectRollback, generationMarkPath } from './db/rollback.js';
import type { AppDeps } from './deps.js';
import { createApp } from './http/app.js';
import type { CallDef } from './http/call.js';
import { pruneIdempotencyKeys, pruneNonces } from './http/housekeeping.js';
import { freeKeysLeftByCrash, newInstanceId, startHeartbeat } from './http/instance.js';
import { startKeyRelease } from './http/key-claims.js';
import { listenOperatorPort } from './http/operator-port.js';
import { pruneRateLimits } from './http/rate-limit.js';
import { applyServerLimits, serverOptions } from './http/server-limits.js';
import { createJobRunner } from './lib/jobs.js';
import type { Logger } from './log.js';
import { startBackgroundWork } from './modules/index.js';
import { createProviders } from './providers/index.js';
import { loadSecrets } from './secrets.js';
import { seedLocalData } from './seed.js';
import { CannotStartError } from './start-error.js';

interface RunningServer {
  deps: AppDeps;
  url: string;
  app: ReturnType<typeof createApp>;
  /** Drains: no new connections, calls in flight finish (up to DRAIN_MS), then jobs and database stop. */
  stop(): Promise<void>;
}

const DRAIN_MS = 10_000;

export async function startServer(
  config: Config,
  log: Logger,
  opts: { distDir: string; serve: typeof honoServe; extraCalls?: CallDef[] },
): Promise<RunningServer> {
  if (!config.databaseUrl) checkDataFolder(config.dataDir);
  const releaseLock = config.databaseUrl ? async () => {} : await acquireDataDirLock(config.dataDir, 'server');
  const opened = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleError: (err) => log.warn('database connection dropped', { error: err.message }),
  }).catch((e) => {
    if (!config.databaseUrl) throw cannotOpenEmbedded(config.dataDir, e);
    if (isDatabaseUnavailable(e)) throw new CannotStartError(`the database cannot be reached: ${(e as Error).message}`);
    throw e;
  });
  // A copy of a running folder is refused before it can settle anything (decision 252).
  const releaseFolder =
    opened.kind === 'pglite'
      ? await claimDataFolder(opened.db, config.dataDir, systemClock.now()).catch(async (e) => {
          await opened.close();
          await releaseLock();
          throw e;
        })
      : async () => {};
  // Data rolled back in place holds every exit until reconciled (decision 378); the checkpoint
  // moves forward at start and every minute, so a backup knows its time (decision 377).
  const markPath = opened.kind === 'pglite' ? generationMarkPath(config.dataDir) : null;
  if (markPath) await detectRollback(opened.db, markPath, systemClock.now(), log);
  else await advanceCheckpoint(opened.db, systemClock.now());
  const stopBackups = await serveBackups(config.dataDir, opened, (e) =>
    log.error('backup socket failed', { error: e.message }),
  );
  const secrets = await loadSecrets(config, log, opened.db);
  const deps: AppDeps = {
    config,
    db: opened.db,
    dbKind: opened.kind,
    clock: systemClock,
    log,
    secrets,
    providers: createProviders(config, opened.db, log, systemClock),
    outage: new DatabaseOutage(log),
  };
  if (config.mode === 'local') await seedLocalData(deps);
  // Keys left pending by a crash: on the embedded database (one process) every one of them, at
  // once; on PostgreSQL, a retry takes one over once its holder's heartbeat has stopped.
  deps.instanceId = newInstanceId();
  if (opened.kind === 'pglite') {
    const freed = await freeKeysLeftByCrash(deps.db);
    if (freed > 0) log.warn('freed Idempotency-Keys left pending by a crash', { freed });
  }
  let draining = false;
  const app = createApp(deps, { distDir: opts.distDir, extraCalls: opts.extraCalls, isDraining: () => draining });
  // A job that finds the database gone tells the outage (one line for every job and call).
  const jobs = createJobRunner({
    ...deps,
    absorb: (e) => {
      if (!isDatabaseUnavailable(e)) return false;
      deps.outage.failed(e);
      return true;
    },
  });
  deps.jobs = jobs;
  const stopHeartbeat = await startHeartbeat(deps, deps.instanceId, jobs);
  const stopWork = startBackgroundWork(deps, jobs);
  // Keys this instance could not release while the database was away, released once it answers.
  startKeyRelease(deps, jobs);
  jobs.add({
    name: 'database checkpoint',
    everyMs: 60_000,
    run: async (now) => {
      if (markPath) await checkpointWithMark(deps.db, markPath, now);
      else await advanceCheckpoint(deps.db, now);
    },
  });
  jobs.add({ name: 'nonce pruning', everyMs: 60_000, run: () => pruneNonces(deps) });
  jobs.add({ name: 'idempotency key pruning', everyMs: 60_000, run: () => pruneIdempotencyKeys(deps) });
  jobs.add({ name: 'rate limit pruning', everyMs: 60_000, run: (now) => pruneRateLimits(deps.db, now) });

  // The operator port listens first: a port already taken stops the start before customers connect.
  const operator = await listenOperatorPort(config.operatorPort, config.http, app.fetch, opts.serve).catch((e) => {
    throw new CannotStartError(
      `the operator port ${config.operatorPort.host}:${config.operatorPort.port} (OPS_PORT) cannot listen: ${(e as Error).message}`,
    );
  });
  const server = opts.serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: serverOptions(config.http),
  });
  applyServerLimits(server as Server, config.http);
  await new Promise<void>((r) => server.once('listening', () => r()));
  const url = `http://localhost:${config.port}`;
  log.info('listening', {
    url,
    mode: config.mode,
    database: opened.kind,
    ...(operator ? { operatorPort: config.operatorPort.port } : {}),
  });
  if (config.mode === 'local' && config.usesDevTransportKey) {
    log.warn('using the development transport key (local mode only)');
  }

  let stopping: Promise<void> | undefined;
  const stop = async () => {
    draining = true;
    log.info('draining', { graceMs: DRAIN_MS });
    // No new connections. Kept-alive ones stay open: a call sent on one now is answered 503 with
    // Connection: close (app.ts) instead of meeting a reset, and an idle one ends at its keep-alive
    // timeout, which the client was told. http.Server.close would close the idle ones at once,
    // racing calls already on their way, so the listener is closed at the net level.
    const closed = new Promise<void>((r) => net.Server.prototype.close.call(server, () => r()));
    const http = server as unknown as { closeAllConnections?: () => void };
    // Whatever still runs after the grace period is cut.
    const cut = setTimeout(() => http.closeAllConnections?.(), DRAIN_MS);
    await closed;
    clearTimeout(cut);
    // Probes go on answering through the drain (readiness says "stopping"); then they end too.
    if (operator) {
      const ended = new Promise<void>((r) => operator.close(() => r()));
      operator.closeAllConnections();
      await ended;
    }
    // Clears the HTTP server's own timers (the listener is already closed).
    server.close(() => {});
    await jobs.stop();
    await stopWork();
    await stopHeartbeat();
    await stopBackups();
    await releaseFolder();
    await opened.close();
    await releaseLock();
    log.info('stopped');
  };
  return {
    deps,
    url,
    app,
    stop: () => {
      stopping ??= stop();
      return stopping;
    },
  };
}
