/**
 * Vitest's global setup: a folder for this run's migrated database dump (migrated-template.ts),
 * removed when the run ends, so a run never starts from an older run's schema.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'coinvault-migrated-'));
  project.provide('pgliteTemplateDir', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
