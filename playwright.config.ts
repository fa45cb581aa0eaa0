import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { SERVER_COMMAND } from './scripts/serve-built.js';
import { CHROME_PATH, CHROMIUM_ARGS } from './tests/e2e/support/chromium.js';

// End-to-end tests drive the production build (npm run build) served by the real, compiled server
// in local mode, on a fresh embedded database per run. Chromium comes from the system (CHROME_PATH).
const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'coinvault-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_PORT = String(port);

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // npm test asks for a JSON report too, to name the failed tests in its summary.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: SERVER_COMMAND,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      APP_MODE: 'local',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // A saved address is usable 20 s after confirmation, so address-book.spec sees the hold end.
      ADDRESS_HOLD_SECONDS: '20',
      // A silent receiving provider fails a withdrawal after 5 s, so travel-rule.spec sees it.
      TRAVEL_RULE_ANSWER_SECONDS: '5',
    },
  },
});
