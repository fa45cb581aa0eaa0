/** Everything a call handler may use, built once at start (or per test). */
import type { Clock } from './clock.js';
import type { Config } from './config.js';
import type { DatabaseOutage } from './db/faults.js';
import type { Database } from './db/index.js';
import type { JobRunner } from './lib/jobs.js';
import type { Logger } from './log.js';
import type { Providers } from './providers/index.js';
import type { Secrets } from './secrets.js';

export interface AppDeps {
  config: Config;
  db: Database;
  dbKind: 'pglite' | 'postgres';
  clock: Clock;
  log: Logger;
  secrets: Secrets;
  providers: Providers;
  /** Whether the database is reachable, so an outage is logged once at each end. */
  outage: DatabaseOutage;
  /** This server's id in server_instances; recorded as the holder of the keys it claims. */
  instanceId?: string;
  /** The background jobs' states, for the metrics; absent where no jobs run (most tests). */
  jobs?: Pick<JobRunner, 'states'>;
}
