/**
 * The install dialog's images, made from the app itself: the manifest shortcuts' 96 px icons
 * (lucide glyphs on the brand colour) and the screenshots (narrow 360x740 and wide 1280x800) of a
 * signed-in customer's wallet, taken in Chromium against the production build on the real server.
 *   node --import tsx scripts/pwa-images.ts [icons|screenshots]   (both by default; build first)
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { ArrowDownLeft, ArrowLeftRight, CreditCard, Wallet } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tests/e2e/support/chromium.js';
import { storedSession } from '../tests/e2e/support/stored-session.js';
import { serveBuilt } from './serve-built.js';

const BRAND = '#1d4ed8';
const SHORTCUTS = { wallet: Wallet, swap: ArrowLeftRight, receive: ArrowDownLeft, buy: CreditCard };
const what = process.argv[2] ?? 'all';

const browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROMIUM_ARGS });
try {
  if (what === 'all' || what === 'icons') {
    const page = await browser.newPage({ viewport: { width: 96, height: 96 }, deviceScaleFactor: 1 });
    for (const [name, Icon] of Object.entries(SHORTCUTS)) {
      const glyph = renderToStaticMarkup(createElement(Icon, { size: 56, color: '#ffffff', strokeWidth: 2.25 }));
      await page.setContent(
        `<body style="margin:0"><div style="width:96px;height:96px;border-radius:20px;background:${BRAND};display:grid;place-items:center">${glyph}</div></body>`,
      );
      await page.screenshot({ path: `public/icons/shortcut-${name}-96.png`, omitBackground: true });
    }
    console.log('shortcut icons written to public/icons/');
  }
  if (what === 'all' || what === 'screenshots') {
    const port = Number(process.env.SCREENSHOT_PORT ?? 8185);
    process.env.E2E_PORT = String(port);
    const { login, registerUser } = await import('../tests/e2e/support/api.js');
    const server = await serveBuilt(port);
    try {
      const user = await registerUser({ firstName: 'Alex', lastName: 'Morgan' });
      const session = await login(user.email, user.password);
      await (await import('./pwa-screenshot-data.js'))
        .fundForScreenshots(session)
        .catch((e: unknown) => console.warn('the screenshots show an unfunded wallet:', e));
      mkdirSync('public/screenshots', { recursive: true });
      const shots = [
        { name: 'wallet-narrow', width: 360, height: 740 },
        { name: 'wallet-wide', width: 1280, height: 800 },
      ];
      for (const s of shots) {
        const context = await browser.newContext({
          viewport: { width: s.width, height: s.height },
          deviceScaleFactor: 1,
          colorScheme: 'light',
          serviceWorkers: 'block',
        });
        await context.addInitScript((state) => {
          localStorage.setItem('auth-storage', JSON.stringify({ state, version: 0 }));
        }, storedSession(session));
        const page = await context.newPage();
        await page.goto(`${server.url}/wallet`, { waitUntil: 'networkidle' });
        // The verification invitation a new customer sees first is not what the install dialog shows.
        const notNow = page.getByRole('button', { name: 'Not now' });
        if (await notNow.isVisible()) await notNow.click();
        await page.mouse.move(0, 0);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await page.waitForTimeout(500);
        await page.screenshot({ path: `public/screenshots/${s.name}.png` });
        await context.close();
      }
      console.log('screenshots written to public/screenshots/');
    } finally {
      await server.stop();
    }
  }
} finally {
  await browser.close();
}
