/**
 * A unit or server test fails when it writes to console.error or console.warn: a React warning,
 * a swallowed failure's log or a leftover debug line is a defect, not noise. A test that expects
 * such a line spies on the console itself (`vi.spyOn(console, 'error').mockImplementation(...)`)
 * and asserts on it, which takes the place of this watch for that test.
 */
import { format } from 'node:util';
import { afterEach, beforeEach, inject } from 'vitest';

// Where the server tests' databases find the run's migrated dump (server/test/migrated-template.ts).
process.env.PGLITE_TEMPLATE_DIR ??= inject('pgliteTemplateDir');
// The PostgreSQL template they are copied from instead, when the run has a PostgreSQL server.
process.env.PG_TEMPLATE_DATABASE ??= inject('pgTemplateDatabase');
// The server compiled for the tests that start it as a process (server/test/compiled-server.ts).
process.env.COMPILED_SERVER_ENTRY ??= inject('compiledServerEntry');

const LEVELS = ['error', 'warn'] as const;
const original = { error: console.error, warn: console.warn };
const written: string[] = [];

beforeEach(() => {
  written.length = 0;
  for (const level of LEVELS) {
    console[level] = (...args: unknown[]) => {
      written.push(`console.${level}: ${format(...args)}`);
      original[level](...args);
    };
  }
});

afterEach(() => {
  for (const level of LEVELS) console[level] = original[level];
  if (written.length > 0) throw new Error(`the test wrote to the console:\n${written.join('\n')}`);
});
