import { existsSync } from 'node:fs';
import { assertServerBuilt, untilHealthy } from '../../scripts/serve-built.js';
import { CHROME_PATH, TEST_CHROME_PATH } from './support/chromium.js';
import { euBase } from './support/servers.js';

export default async function globalSetup() {
  if (!existsSync('dist/index.html') || !existsSync('dist/sw.js')) {
    throw new Error('End-to-end tests run against the production build: run `npm run build` first.');
  }
  assertServerBuilt();
  if (!existsSync(TEST_CHROME_PATH) || !existsSync(CHROME_PATH)) {
    throw new Error('Chromium is missing: apt-get install chromium, or set CHROME_PATH.');
  }
  // The EU server is started beside the main one and counted as started at once (playwright.config.ts).
  await untilHealthy(euBase(), { within: 180_000 });
}
