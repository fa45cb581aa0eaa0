import { existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TestProject } from 'vitest/node';
import setup from './global-setup.js';

/** A project as the set-up sees it: only what it provides. */
function project(): { provided: Record<string, unknown>; as: TestProject } {
  const provided: Record<string, unknown> = {};
  const as = { provide: (key: string, value: unknown) => (provided[key] = value) } as unknown as TestProject;
  return { provided, as };
}

describe("the run's global set-up", () => {
  it('is made once for every project, and removed when the last project ends', async () => {
    const [a, b, c] = [project(), project(), project()];
    // The embedded database only: a PostgreSQL template is made the same way, once, and costs seconds.
    const saved = process.env.SERVER_TESTS_EMBEDDED;
    process.env.SERVER_TESTS_EMBEDDED = '1';
    const pending = [setup(a.as), setup(b.as), setup(c.as)];
    process.env.SERVER_TESTS_EMBEDDED = saved;
    const teardowns = await Promise.all(pending);

    expect(b.provided).toEqual(a.provided);
    expect(c.provided).toEqual(a.provided);
    const entry = String(a.provided.compiledServerEntry);
    const templates = String(a.provided.pgliteTemplateDir);
    expect(existsSync(entry)).toBe(true);
    expect(existsSync(templates)).toBe(true);

    await teardowns[0]?.();
    await teardowns[1]?.();
    // Another project still runs: nothing it was given is gone.
    expect(existsSync(entry)).toBe(true);
    expect(existsSync(templates)).toBe(true);
    await teardowns[2]?.();
    expect(existsSync(dirname(dirname(entry)))).toBe(false);
    expect(existsSync(templates)).toBe(false);
  });
});
