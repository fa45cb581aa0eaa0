/** Start: read config, open the database, migrate, seed, listen; stop cleanly on SIGTERM/SIGINT. */

import { resolve } from 'node:path';
import { loadCoreConfig } from './config.js';
import { checkDataFolder } from './data-dir.js';
import { ConfigError } from './lib/config-error.js';
import { CannotStartError } from './start-error.js';

/** Config and start problems end the start with one line (no stack): the operator's to fix. */
function refuse(e: unknown): never {
  if (e instanceof ConfigError || e instanceof CannotStartError) {
    process.stderr.write(`${e instanceof ConfigError ? 'Configuration error' : 'Cannot start'}: ${e.message}\n`);
    process.exit(1);
  }
  throw e;
}

// The data folder is checked before the rest of the server is loaded (about two seconds of
// modules), so a folder it could never start on is named at once. The same check runs again in
// startServer for every other caller.
try {
  const core = loadCoreConfig(process.env);
  if (!core.databaseUrl) checkDataFolder(core.dataDir);
} catch (e) {
  refuse(e);
}

const [{ serve }, { loadConfig }, { createLogger }, { startServer }] = await Promise.all([
  import('@hono/node-server'),
  import('./load-config.js'),
  import('./log.js'),
  import('./start.js'),
]);

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (e) {
  refuse(e);
}

const log = createLogger(config.logLevel);
let running: Awaited<ReturnType<typeof startServer>>;
try {
  running = await startServer(config, log, { distDir: resolve('dist'), serve });
} catch (e) {
  // Provider settings are checked as the providers are built: same one-line answer as above.
  refuse(e);
}
const stop = async (signal: string) => {
  log.info('stopping', { signal });
  // A second signal, or a stop that hangs, ends the process anyway.
  setTimeout(() => process.exit(1), 30_000).unref();
  process.once(signal, () => process.exit(1));
  await running.stop();
  process.exit(0);
};
process.once('SIGTERM', () => void stop('SIGTERM'));
process.once('SIGINT', () => void stop('SIGINT'));
