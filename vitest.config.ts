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
  },
});
