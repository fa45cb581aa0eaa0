import { existsSync } from 'node:fs';
import { assertServerBuilt } from '../../scripts/serve-built.js';
import { CHROME_PATH, TEST_CHROME_PATH } from './support/chromium.js';
import { euBase } from './support/servers.js';

/** The EU server is started beside the main one and counted as started at once (playwright.config.ts). */
async function euServerAnswers(): Promise<void> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${euBase()}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`the EU server (${euBase()}) did not answer within 3 minutes`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export default async function globalSetup() {
  if (!existsSync('dist/index.html') || !existsSync('dist/sw.js')) {
    throw new Error('End-to-end tests run against the production build: run `npm run build` first.');
  }
  assertServerBuilt();
  if (!existsSync(TEST_CHROME_PATH) || !existsSync(CHROME_PATH)) {
    throw new Error('Chromium is missing: apt-get install chromium, or set CHROME_PATH.');
  }
  await euServerAnswers();
}
