/**
 * Shared Playwright fixtures: every test fails on an unexpected console error, a visit waits for
 * the app to take a prerendered page over, and `signedIn` opens the app as a customer created
 * through the real API.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { type CreatedUser, login, registerUser, type Session } from './api.js';
import { appTookOver } from './settled.js';
import { storedSession } from './stored-session.js';

/** Console errors a test may expect (a refused call logs a failed resource load). */
const EXPECTED = [/Failed to load resource: the server responded with a status of (4\d\d)/];

export interface Fixtures {
  /** Console errors a test also expects (e.g. failed loads while offline): test.use({ expectedConsoleErrors: /…/ }). */
  expectedConsoleErrors: RegExp | null;
  consoleErrors: string[];
  customer: CreatedUser;
  signIn: (page: Page, user: { email: string; password: string }) => Promise<Session>;
}

export const test = base.extend<Fixtures>({
  // A visit returns once the app has taken the page over: a prerendered page shows its buttons
  // before the script that makes them work (decision 465). A visit that asks only for the first
  // bytes ('commit') returns as soon as they are in.
  page: async ({ page }, use) => {
    const visit = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await visit(url, options);
      if (options?.waitUntil !== 'commit') await appTookOver(page);
      return response;
    };
    await use(page);
  },
  expectedConsoleErrors: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = [];
      const expected = expectedConsoleErrors ? [...EXPECTED, expectedConsoleErrors] : EXPECTED;
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !expected.some((re) => re.test(msg.text()))) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use(errors);
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  customer: async ({}, use) => {
    await use(await registerUser());
  },
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  signIn: async ({}, use) => {
    await use(async (page, user) => {
      const session = await login(user.email, user.password);
      // The same shape the app persists after signing in through the form.
      await page.addInitScript((s) => {
        if (sessionStorage.getItem('e2e-signed-in')) return;
        sessionStorage.setItem('e2e-signed-in', '1');
        localStorage.setItem('auth-storage', JSON.stringify({ state: s, version: 0 }));
      }, storedSession(session));
      return session;
    });
  },
});

export { expect };
