/** Start: read config, open the database, migrate, seed, listen; stop cleanly on SIGTERM/SIGINT. */

import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { ConfigError } from './lib/config-error.js';
import { loadConfig } from './load-config.js';
import { createLogger } from './log.js';
import { startServer } from './start.js';
import { CannotStartError } from './start-error.js';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (e) {
  if (e instanceof ConfigError) {
    process.stderr.write(`Configuration error: ${e.message}\n`);
    process.exit(1);
  }
  throw e;
}

const log = createLogger(config.logLevel);
let running: Awaited<ReturnType<typeof startServer>>;
try {
  running = await startServer(config, log, { distDir: resolve('dist'), serve });
} catch (e) {
  // Provider settings are checked as the providers are built: same one-line answer as above.
  if (e instanceof ConfigError || e instanceof CannotStartError) {
    process.stderr.write(`${e instanceof ConfigError ? 'Configuration error' : 'Cannot start'}: ${e.message}\n`);
    process.exit(1);
  }
  throw e;
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
