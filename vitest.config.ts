import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';
import { legalMarkdown } from './scripts/vite-plugin-legal-markdown.js';
import { linguiPlugins } from './scripts/vite-plugin-lingui.js';

/**
 * Server test files that must each have a process and module graph of their own: they replace
 * modules (vi.mock), stub globals, fake the timers or add process listeners, and a file that runs
 * after them in a shared process would see what they left. Decision 391.
 */
const SERVER_FILES_KEPT_APART = [
  'server/db/faults.test.ts',
  'server/http/heartbeat.test.ts',
  'server/http/middleware/errors.test.ts',
  'server/lib/fault-log.test.ts',
  'server/lib/jobs.test.ts',
  // Walks the process-wide register of email texts: in a shared worker it saw nine entries in
  // English that it does not see alone, so it keeps a process of its own until that is traced.
  'server/providers/mail/mail-texts.test.ts',
  'server/test/migrated-template.test.ts',
];

// Unit tests sit beside the code (contract, src, sw, server); server integration tests run the
// app in-process against a fresh PGlite per file. End-to-end tests are Playwright's (tests/e2e).
export default defineConfig({
  // Components with translated texts are tested as they are built: macros and catalogs alike, and
  // the legal pages' Markdown.
  plugins: [linguiPlugins(), legalMarkdown()],
  test: {
    environment: 'node',
    setupFiles: ['./vitest.setup.ts'],
    globalSetup: ['./server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core. Vitest's default for a run is one fewer, which on the 2-core machines
    // the suite runs on is one file at a time, with a core idle: the files wait mostly on their own
    // CPU (PGlite runs in the worker), so two side by side take about half the time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        // Each server file still gets its own fresh database (createTestEnv) and its own app, but
        // the files share a worker process and its loaded modules: loading the whole server (app,
        // routes, PGlite, Kysely, PDF) afresh for every file was half the step's CPU. Server code
        // keeps its state per database or per deps, never per process, which is what makes this
        // safe. Decision 391.
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SERVER_FILES_KEPT_APART],
          isolate: false,
        },
      },
      {
        // The client's stores, the service worker and the scripts keep state per module, and many
        // of their tests replace modules or globals: each file keeps a fresh module graph of its
        // own, in a worker thread. A thread starts in a fraction of a process's time: these 160
        // files took 133 s of CPU in processes and 83 s in threads (decision 499).
        extends: true,
        test: {
          name: 'client',
          include: ['{contract,src,sw,scripts}/**/*.test.{ts,tsx}'],
          pool: 'threads',
        },
      },
      {
        // The benchmarks' tests start servers as child processes, and the server files kept apart
        // replace process listeners: a process of their own each.
        extends: true,
        test: {
          name: 'isolated',
          include: ['bench/**/*.test.{ts,tsx}', ...SERVER_FILES_KEPT_APART],
        },
      },
    ],
  },
});
