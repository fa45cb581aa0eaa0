import type { serve as honoServe } from '@hono/node-server';
import { systemClock } from './clock.js';
import type { Config } from './config.js';
import { cannotOpenEmbedded, prepareDataDir } from './data-dir.js';
import { DatabaseOutage, isDatabaseUnavailable } from './db/faults.js';
import { openDatabase } from './db/index.js';
import { acquireDataDirLock } from './db/lock.js';
import type { AppDeps } from './deps.js';
import { createApp } from './http/app.js';
import { pruneIdempotencyKeys, pruneNonces } from './http/housekeeping.js';
import { pruneRateLimits } from './http/rate-limit.js';
import type { Logger } from './log.js';
import { startBackgroundWork } from './modules/index.js';
import { createProviders } from './providers/index.js';
import { loadSecrets } from './secrets.js';
import { seedLocalData } from './seed.js';
import { CannotStartError } from './start-error.js';

export interface RunningServer {
  deps: AppDeps;
  url: string;
  stop(): Promise<void>;
}

export async function startServer(
  config: Config,
  log: Logger,
  opts: { distDir: string; serve: typeof honoServe },
): Promise<RunningServer> {
  if (!config.databaseUrl) prepareDataDir(config.dataDir);
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
  const app = createApp(deps, { distDir: opts.distDir });
  const stopWork = startBackgroundWork(deps);
  const housekeeping = setInterval(() => {
    void pruneNonces(deps).catch(() => {});
    void pruneIdempotencyKeys(deps).catch(() => {});
    void pruneRateLimits(deps.db, deps.clock.now()).catch(() => {});
  }, 60_000);
  housekeeping.unref();

  const server = opts.serve({ fetch: app.fetch, port: config.port, hostname: config.host });
  await new Promise<void>((r) => server.once('listening', () => r()));
  const url = `http://localhost:${config.port}`;
  log.info('listening', { url, mode: config.mode, database: opened.kind });
  if (config.mode === 'local' && config.usesDevTransportKey) {
    log.warn('using the development transport key (local mode only)');
  }

  return {
    deps,
    url,
    async stop() {
      clearInterval(housekeeping);
      // Stop accepting, let requests in flight finish, then close the database.
      await new Promise<void>((r) => server.close(() => r()));
      await stopWork();
      await opened.close();
      await releaseLock();
    },
  };
}
