import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, TEST_CHROME_PATH } from './tests/e2e/support/chromium.js';
import { EU_SERVER_ENV, euPort, LAUNCHED, METRICS_TOKEN } from './tests/e2e/support/servers.js';

// End-to-end tests drive the production build (npm run build) served by the real, compiled server
// in local mode, on a fresh embedded database per run. Chromium comes from the system: its headless
// shell where installed (TEST_CHROME_PATH, decision 496).
// A second server of the EU market runs beside it for the whole run (decision 399). The workers
// load this file too: the folders and ports chosen here reach them through the environment.
const port = Number(process.env.E2E_PORT ?? process.env.PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'coinvault-e2e-'));
const eu = euPort(port);
const euDataDir = process.env.E2E_EU_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'coinvault-e2e-eu-'));
process.env.E2E_DATA_DIR = dataDir;
process.env.E2E_PORT = String(port);
process.env.E2E_EU_DATA_DIR = euDataDir;
process.env.E2E_EU_PORT = String(eu);

/**
 * Both servers: the compiled build, through scripts/e2e-server.ts. The main server, which most specs
 * use, runs on a scratch database on TEST_DATABASE_URL's PostgreSQL when one is given (npm test
 * always gives one), as production does; the EU server keeps the embedded database that `npm start`
 * runs on, so both stay driven end to end. Decision 450. They start side by side: Playwright starts
 * its servers one after the other, so the EU server counts as started once its process is (the
 * line e2e-server.ts writes), and the global set-up waits for it to answer (decision 499).
 */
const server = (p: number, env: Record<string, string>, ready: 'answers' | 'launched' = 'answers') => ({
  command: 'node --import tsx scripts/e2e-server.ts',
  ...(ready === 'answers' ? { url: `http://localhost:${p}/api/health` } : { wait: { stdout: LAUNCHED } }),
  // A port already taken fails the run at once instead of testing someone else's server.
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  // A signal to the server's process group, so the server stops as in production and the scratch
  // database is dropped after it.
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 15_000 },
  env: { APP_MODE: 'local', PORT: String(p), LOG_LEVEL: 'warn', METRICS_TOKEN, ...env },
});

export default defineConfig({
  testDir: 'tests/e2e',
  // A test's time limit is a guard against a hang, not a measure of speed (tests never assert on
  // timings): on two loaded cores a test takes four to five times what it takes alone, so each
  // limit is about twice what a loaded run was seen to need (decision 496).
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Four browsers at once on two cores: the step waits far more than it computes (decision 450).
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  // npm test asks for a JSON report too, to name the failed tests in its summary.
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  globalSetup: './tests/e2e/global-setup.ts',
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace for every test (screencast frames and DOM snapshots, thrown away when it
    // passes) was a sixth of the step's CPU, and the step is bound by CPU (decision 461).
    // E2E_TRACE=retain-on-failure (or on) records them when a failure needs one.
    trace: (process.env.E2E_TRACE ?? 'off') as 'off' | 'on' | 'retain-on-failure' | 'on-first-retry',
    serviceWorkers: 'block',
    // The customer who asked for less motion: the app then draws no transitions or shimmer
    // (--motion: 0ms), frames that cost the CPU-bound step and that no test reads (decision 496).
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: TEST_CHROME_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: [
    server(eu, { DATA_DIR: euDataDir, ...EU_SERVER_ENV }, 'launched'),
    server(port, {
      DATA_DIR: dataDir,
      ...(process.env.TEST_DATABASE_URL ? { E2E_DATABASE_URL: process.env.TEST_DATABASE_URL } : {}),
      // A saved address is usable 20 s after confirmation, so address-book.spec sees the hold end.
      ADDRESS_HOLD_SECONDS: '20',
      // A silent receiving provider fails a withdrawal after 5 s, so travel-rule.spec sees it.
      TRAVEL_RULE_ANSWER_SECONDS: '5',
    }),
  ],
});
