import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { linguiPlugins } from './scripts/vite-plugin-lingui.js';

// Unit tests sit beside the code (contract, src, sw, server); server integration tests run the
// app in-process against a fresh PGlite per file. End-to-end tests are Playwright's (tests/e2e).
export default defineConfig({
  // Components with translated texts are tested as they are built: macros and catalogs alike.
  plugins: [linguiPlugins()],
  test: {
    include: ['{contract,src,sw,server,scripts,bench}/**/*.test.{ts,tsx}'],
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
  },
});
