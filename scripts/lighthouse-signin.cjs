/**
 * lhci puppeteerScript: before a signed-in URL is audited, makes the browser a returning
 * customer's: the app has been opened before (its service worker installed and its precache
 * complete, so nothing installs in the background during the audit), and the session is in the
 * origin's localStorage exactly as the app keeps it after signing in ('auth-storage'). The session
 * comes from scripts/lighthouse.ts (LHCI_SESSION), which created the customer through the real API.
 */
module.exports = async (browser, { url }) => {
  const state = JSON.parse(process.env.LHCI_SESSION || 'null');
  if (!state) return;
  const page = await browser.newPage();
  await page.goto(new URL('/privacy-policy', url).href, { waitUntil: 'load' });
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, { timeout: 60_000 });
  await page.evaluate(async (s) => {
    await navigator.serviceWorker.ready;
    localStorage.setItem('auth-storage', JSON.stringify({ state: s, version: 0 }));
  }, state);
  await page.close();
};
