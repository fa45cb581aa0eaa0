/**
 * Lighthouse CI (mobile) against the production build on the real server, on the sign-in page, a
 * legal page, and /wallet signed in as a customer created through the real API, opened as a
 * returning customer opens it (decision 158), each page once (decision 393). lighthouserc.json
 * asserts accessibility, best-practices and SEO at 1 in every run (decision 156): they read the
 * page's markup, console and headers. Performance is measured and printed, never asserted
 * (decision 382): it is a timing of the host's CPU slowed four times, and tests never assert on
 * timings. What customers feel is measured by `npm run bench:rum`.
 * HTTPS-only audits are skipped: the check runs on localhost over HTTP.
 *
 * The signed-in run: lhci's puppeteerScript (puppeteer-core, which Lighthouse already brings,
 * driving the system Chromium) stores the session in localStorage first and opens the wallet once
 * (its snapshot), and Lighthouse keeps that storage (disableStorageReset) for the audit.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tests/e2e/support/chromium.js';
import { baseConfig, signedInConfig } from './lighthouse-config.js';
import { collectedRuns, figuresTable } from './lighthouse-figures.js';
import { serveBuilt } from './serve-built.js';

export const PUBLIC_PAGES = ['/', '/privacy-policy'];
export const SIGNED_IN_PAGES = ['/wallet'];

const server = await serveBuilt(Number(process.env.LIGHTHOUSE_PORT ?? 8184));
// The API helpers read the server's port from E2E_PORT as they load.
process.env.E2E_PORT = new URL(server.url).port;
const { lighthouseCustomer } = await import('./lighthouse-customer.js');
const work = mkdtempSync(join(tmpdir(), 'coinvault-lhci-'));
let status = 1;
try {
  const flags = [...CHROMIUM_ARGS, '--headless=new'].join(' ');
  const base = baseConfig();
  const lhci = (args: string[], env: NodeJS.ProcessEnv = process.env) =>
    spawnSync('npx', ['lhci', ...args], { stdio: 'inherit', env }).status ?? 1;

  let collect = lhci([
    'collect',
    ...PUBLIC_PAGES.map((p) => `--url=${server.url}${p}`),
    `--chromePath=${CHROME_PATH}`,
    `--settings.chromeFlags=${flags}`,
  ]);

  if (collect === 0) {
    const state = await lighthouseCustomer();
    const signedIn = join(work, 'lighthouserc.signed-in.json');
    writeFileSync(signedIn, JSON.stringify(signedInConfig(base)));
    collect = lhci(
      [
        'collect',
        `--config=${signedIn}`,
        '--additive',
        ...SIGNED_IN_PAGES.map((p) => `--url=${server.url}${p}`),
        `--chromePath=${CHROME_PATH}`,
      ],
      { ...process.env, LHCI_SESSION: JSON.stringify(state) },
    );
  }

  if (collect === 0) {
    status = lhci(['assert']);
    lhci(['upload']);
    // Last in the step's output, so a run's log ends with how fast each page was and on what host.
    console.log('\nPerformance (printed, not asserted: decision 382)');
    for (const line of figuresTable(collectedRuns())) console.log(line);
  } else {
    status = collect;
  }
} finally {
  await server.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(status);
