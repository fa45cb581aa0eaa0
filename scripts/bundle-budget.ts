/**
 * The first route's JavaScript budget: loads / in Chromium against the production build and sums
 * the gzip size of every script it fetched (71 KB at most, decisions 286 and 467; React and React DOM 18 with the router
 * and the state library are about 47 KB: decision 150), and of everything it fetched (160 KB at most); what an install downloads (the shared precache and
 * two languages' files, decision 500) must stay under 2 MB (decision 285), and the precache must
 * list each URL once (a URL listed twice is fetched twice on install). Prints the figures; exits 1
 * over budget or on a duplicate.
 *
 * Customer pages load no back-office code and no password-strength dictionaries (the only language
 * catalogs the app has, for the forms that set a password): checked on /, a legal page and the
 * demo customer's /wallet; exits 1 when one of them fetches such a file.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { languageOfFile } from '../contract/language-files.js';
import { LANGUAGES } from '../contract/languages.js';
import { PRERENDERED_PATHS, prerenderedFile } from '../contract/prerendered.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tests/e2e/support/chromium.js';
import { precachedUrls } from './precache-manifest.js';
import { serveBuilt } from './serve-built.js';

/**
 * Files no customer page may fetch, and the precache leaves out: the back office (its code and its
 * catalogs), its PDF export's writer, and the password dictionaries (decisions 445 and 456).
 */
const NOT_FOR_CUSTOMERS = /\/assets\/(?:i18n\/[a-z]{2}\/)?(admin|Admin|zxcvbn|pdf-writer)[\w-]*\.(js|css)$/;
const CUSTOMER_PAGES = ['/', '/privacy-policy', '/wallet'];

/** What the server answers / with: the sign-in page prerendered in English (the browser's language here), else the shell. */
const FIRST_PAGE = existsSync(join('dist', prerenderedFile('/', 'en')))
  ? `/${prerenderedFile('/', 'en')}`
  : '/index.html';

export const BUDGET = { firstRouteJs: 71 * 1024, firstRouteAll: 160 * 1024, precache: 2 * 1024 * 1024 };

function gzipSizeOf(path: string): number {
  return gzipSync(readFileSync(join('dist', path)), { level: 9 }).length;
}

/**
 * What the prerendered pages weigh (decision 465): all of them, and the legal pages of one
 * language, which the service worker keeps beside the precache.
 */
function prerenderedSizes(kb: (n: number) => string): string {
  const size = (path: string, language: (typeof LANGUAGES)[number]) => {
    try {
      return statSync(join('dist', prerenderedFile(path, language))).size;
    } catch {
      return 0;
    }
  };
  const all = LANGUAGES.flatMap((language) => PRERENDERED_PATHS.map((path) => size(path, language)));
  const kept = Math.max(
    ...LANGUAGES.map((l) => PRERENDERED_PATHS.filter((p) => p !== '/').reduce((n, p) => n + size(p, l), 0)),
  );
  return `${kb(all.reduce((a, b) => a + b, 0))} in ${all.filter(Boolean).length} files; the worker keeps at most ${kb(kept)} (one language's legal pages)`;
}

const server = await serveBuilt(Number(process.env.BUDGET_PORT ?? 8183));
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
let failed = false;
try {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  const fetched = new Set<string>();
  page.on('requestfinished', (req) => {
    const url = new URL(req.url());
    if (url.origin === server.url && !url.pathname.startsWith('/api'))
      fetched.add(url.pathname === '/' ? FIRST_PAGE : url.pathname);
  });
  await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
  let js = 0;
  let all = 0;
  for (const path of fetched) {
    let size = 0;
    try {
      if (statSync(join('dist', path)).isFile()) size = gzipSizeOf(path);
    } catch {
      continue;
    }
    all += size;
    if (path.endsWith('.js')) js += size;
    if (process.env.BUDGET_DETAIL) console.log(`  ${(size / 1024).toFixed(1).padStart(6)} KB  ${path}`);
  }
  const precached = precachedUrls();
  const duplicates = precached.filter((url, i) => precached.indexOf(url) !== i);
  if (duplicates.length > 0) {
    console.error(`the precache lists these URLs more than once: ${[...new Set(duplicates)].join(', ')}`);
    failed = true;
  }
  const online = precached.filter((url) => NOT_FOR_CUSTOMERS.test(`/${url}`));
  if (online.length > 0) {
    console.error(`the precache lists files only the online back office or password forms use: ${online.join(', ')}`);
    failed = true;
  }
  const sizeOf = (url: string) => {
    try {
      return statSync(join('dist', url)).size;
    } catch {
      return 0;
    }
  };
  // An install downloads the shared files and the files of at most two languages, the device's and
  // the one chosen last (decision 500): the two heaviest count here.
  const shared = precached.filter((url) => languageOfFile(url) === null);
  const perLanguage = LANGUAGES.map((language) =>
    precached.filter((url) => languageOfFile(url) === language).reduce((sum, url) => sum + sizeOf(url), 0),
  ).sort((a, b) => b - a);
  const keptLanguages = (perLanguage[0] ?? 0) + (perLanguage[1] ?? 0);
  const precache = shared.reduce((sum, url) => sum + sizeOf(url), 0) + keptLanguages;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  console.log(`first route JS (gzip):      ${kb(js)} of ${kb(BUDGET.firstRouteJs)}`);
  console.log(`first route total (gzip):   ${kb(all)} of ${kb(BUDGET.firstRouteAll)}`);
  console.log(
    `install (raw):              ${kb(precache)} of ${kb(BUDGET.precache)}: ${shared.length} shared files and two languages of ${kb(keptLanguages)} (each ${kb(perLanguage.at(-1) ?? 0)} to ${kb(perLanguage[0] ?? 0)})`,
  );
  console.log(`prerendered pages (raw):     ${prerenderedSizes(kb)}`);
  failed ||=
    (await backOfficeOnCustomerPages(server.url)) ||
    js > BUDGET.firstRouteJs ||
    all > BUDGET.firstRouteAll ||
    precache > BUDGET.precache;
  if (fetched.size === 0) {
    console.error('no files were fetched: is the server serving dist/?');
    failed = true;
  }
} finally {
  await browser.close();
  await server.stop();
}

/** Whether a customer page fetched a file of NOT_FOR_CUSTOMERS (each is printed). */
async function backOfficeOnCustomerPages(origin: string): Promise<boolean> {
  process.env.E2E_PORT = new URL(origin).port;
  const { login } = await import('../tests/e2e/support/api.js');
  const { DEMO_CUSTOMER } = await import('../server/seed.js');
  const s = await login(DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const visitor = await browser.newContext({ serviceWorkers: 'block' });
  const customer = await browser.newContext({ serviceWorkers: 'block' });
  await customer.addInitScript(
    (state) => {
      localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
      sessionStorage.setItem('hasSeenAccountVerificationPopup', 'true');
    },
    { token: s.token, refreshToken: s.refreshToken, user: s.user, timeZone: 'UTC', isAuthenticated: true },
  );
  // The pages side by side: each waits for what loads once the browser is idle after its load.
  const fetchedWrong = await Promise.all(
    CUSTOMER_PAGES.map(async (path) => {
      const page = await (path === '/wallet' ? customer : visitor).newPage();
      const wrong: string[] = [];
      page.on('request', (req) => {
        const { pathname } = new URL(req.url());
        if (NOT_FOR_CUSTOMERS.test(pathname)) wrong.push(pathname);
      });
      await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
      // What loads once the browser is idle after the load (the wallet's popup) counts too.
      await page.waitForTimeout(6000);
      if (wrong.length > 0) console.error(`${path} fetched files that are not for customers: ${wrong.join(', ')}`);
      await page.close();
      return wrong.length > 0;
    }),
  );
  const found = fetchedWrong.some(Boolean);
  await visitor.close();
  await customer.close();
  console.log(`back office and dictionaries on ${CUSTOMER_PAGES.join(', ')}: ${found ? 'FETCHED' : 'none'}`);
  return found;
}
process.exit(failed ? 1 : 0);
