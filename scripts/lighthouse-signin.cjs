/**
 * lhci puppeteerScript: before a signed-in URL is audited, puts the customer's session in the
 * origin's localStorage, exactly as the app keeps it after signing in ('auth-storage'). The session
 * comes from scripts/lighthouse.ts (LHCI_SESSION), which created the customer through the real API.
 */
module.exports = async (browser, { url }) => {
  const state = JSON.parse(process.env.LHCI_SESSION || 'null');
  if (!state) return;
  const page = await browser.newPage();
  // A static file of the origin: no app code runs, so no service worker is installing (and
  // precaching) in the background while Lighthouse measures the signed-in page.
  await page.goto(new URL('/robots.txt', url).href, { waitUntil: 'load' });
  await page.evaluate((s) => {
    localStorage.setItem('auth-storage', JSON.stringify({ state: s, version: 0 }));
  }, state);
  await page.close();
};
