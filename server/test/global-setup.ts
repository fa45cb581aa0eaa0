/**
 * Vitest's global setup: a folder for this run's migrated database dump (migrated-template.ts), the
 * PostgreSQL template when the run has a PostgreSQL server (postgres-template.ts), and the server
 * compiled for the tests that start it as a process (compiled-server.ts); all removed when the run
 * ends, so a run never starts from an older run's schema or code.
 *
 * Vitest calls this once per project, in its one main process. The projects share what it makes:
 * made apart, each run migrated a PostgreSQL template and an embedded database per project and
 * compiled the server as often, seconds of CPU each for nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { compileServer } from './compiled-server.js';
import { createTemplateDatabase } from './postgres-template.js';

interface RunResources {
  pgliteTemplateDir: string;
  pgTemplateDatabase: string;
  compiledServerEntry: string;
  remove(): Promise<void>;
}

async function prepare(): Promise<RunResources> {
  const dir = mkdtempSync(join(tmpdir(), 'coinvault-migrated-'));
  const server = process.env.TEST_DATABASE_URL;
  const [template, compiled] = await Promise.all([
    server && process.env.SERVER_TESTS_EMBEDDED !== '1' ? createTemplateDatabase(server) : null,
    compileServer(),
  ]);
  return {
    pgliteTemplateDir: dir,
    pgTemplateDatabase: template?.name ?? '',
    compiledServerEntry: compiled.entry,
    async remove() {
      rmSync(dir, { recursive: true, force: true });
      rmSync(compiled.dir, { recursive: true, force: true });
      await template?.drop();
    },
  };
}

// On globalThis: Vitest may load this file once per project, but runs every project's setup in
// the same process.
const SHARED = Symbol.for('coinvault.test-run-resources');
type Shared = { projects: number; ready: Promise<RunResources> };
const holder = globalThis as { [SHARED]?: Shared };

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  holder[SHARED] ??= { projects: 0, ready: prepare() };
  const shared = holder[SHARED];
  shared.projects += 1;
  const made = await shared.ready;
  project.provide('pgliteTemplateDir', made.pgliteTemplateDir);
  project.provide('pgTemplateDatabase', made.pgTemplateDatabase);
  project.provide('compiledServerEntry', made.compiledServerEntry);
  return async () => {
    shared.projects -= 1;
    if (shared.projects > 0) return;
    delete holder[SHARED];
    await made.remove();
  };
}
