/**
 * Adapters to the outside world. Each is an interface with a real implementation and a local one
 * (APP_MODE=local); the choice is made here, once.
 */
import type { Clock } from '../clock.js';
import type { Config } from '../config.js';
import type { Database } from '../db/index.js';
import type { Logger } from '../log.js';

// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules that own each provider
export interface Providers {}

export function createProviders(_config: Config, _db: Database, _log: Logger, _clock: Clock): Providers {
  return {};
}
