import { existsSync } from 'node:fs';
import { assertServerBuilt } from '../../scripts/serve-built.js';

export default function globalSetup() {
  if (!existsSync('dist/index.html') || !existsSync('dist/sw.js')) {
    throw new Error('End-to-end tests run against the production build: run `npm run build` first.');
  }
  assertServerBuilt();
  if (!existsSync(process.env.CHROME_PATH ?? '/usr/bin/chromium')) {
    throw new Error('Chromium is missing: apt-get install chromium, or set CHROME_PATH.');
  }
}
