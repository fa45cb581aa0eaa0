/**
 * One end-to-end server (playwright.config.ts `webServer`): the compiled build, as production starts
 * it. With E2E_DATABASE_URL it runs on a scratch PostgreSQL database made for the run on that server
 * and dropped when the run stops, as production runs on PostgreSQL; without it, on the embedded
 * database in its data folder. Decision 450: the embedded database runs in the server's own thread,
 * so every call of two browsers queued behind one another's queries.
 */
import { spawn } from 'node:child_process';
import { createScratchDatabase, type ScratchDatabase } from '../server/modules/ledger/testing.js';
import { SERVER_ENTRY } from './serve-built.js';

const serverUrl = process.env.E2E_DATABASE_URL;
const scratch: ScratchDatabase | null = serverUrl ? await createScratchDatabase(serverUrl) : null;

const child = spawn(process.execPath, ['--enable-source-maps', SERVER_ENTRY], {
  env: { ...process.env, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
  stdio: 'inherit',
});
// For a Playwright server entry that waits only for the start (tests/e2e/support/servers.ts LAUNCHED).
console.log('e2e server launched');

// Playwright stops the run's servers by signalling this process group (`gracefulShutdown` in
// playwright.config.ts), so the server gets the signal itself and stops as in production; this
// process only outlives it long enough to drop the database.
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => undefined);
child.on('exit', async (code, signal) => {
  try {
    await scratch?.drop();
  } catch (e) {
    console.error(`the end-to-end database was not dropped: ${(e as Error).message}`);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
