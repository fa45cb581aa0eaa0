/**
 * Lighthouse CI (mobile) against the production build on the real server: the URLs of
 * lighthouserc.json's assertions (performance >= 0.95, accessibility 1, best-practices 1,
 * seo >= 0.95). HTTPS-only audits are skipped: the check runs on localhost over HTTP.
 */
import { spawnSync } from 'node:child_process';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tests/e2e/support/chromium.js';
import { serveBuilt } from './serve-built.js';

const PAGES = ['/', '/privacy-policy'];

const server = await serveBuilt(Number(process.env.LIGHTHOUSE_PORT ?? 8184));
let status = 1;
try {
  const flags = [...CHROMIUM_ARGS, '--headless=new'].join(' ');
  const collect = spawnSync(
    'npx',
    [
      'lhci',
      'collect',
      ...PAGES.map((p) => `--url=${server.url}${p}`),
      `--chromePath=${CHROME_PATH}`,
      `--settings.chromeFlags=${flags}`,
    ],
    { stdio: 'inherit' },
  );
  if (collect.status === 0) {
    const assert = spawnSync('npx', ['lhci', 'assert'], { stdio: 'inherit' });
    spawnSync('npx', ['lhci', 'upload'], { stdio: 'inherit' });
    status = assert.status ?? 1;
  } else {
    status = collect.status ?? 1;
  }
} finally {
  await server.stop();
}
process.exit(status);
