/**
 * Vitest's global setup: a folder for this run's migrated database dump (migrated-template.ts),
 * removed when the run ends, so a run never starts from an older run's schema.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTemplateDatabase } from './postgres-template.js';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'coinvault-migrated-'));
  project.provide('pgliteTemplateDir', dir);
  const server = process.env.TEST_DATABASE_URL;
  const template = server && process.env.SERVER_TESTS_EMBEDDED !== '1' ? await createTemplateDatabase(server) : null;
  project.provide('pgTemplateDatabase', template?.name ?? '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}
