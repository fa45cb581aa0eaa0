import { expect, test } from './support/fixtures.js';
import { depositCoins, swapCoins } from './support/funds.js';
import { euBase } from './support/servers.js';
import { loginAt, openSession, registerAt, verifyIdentity } from './support/wallet.js';

test.use({ locale: 'de-DE' });

const eu = euBase();

/** Sells or swaps `amount` BTC, as the trade screens do. */
const trade = (token: string, target: string, amount: string) => swapCoins(token, 'BTC', target, amount, eu);

test('the history calls a sale to cash Verkauf and its chip lists exactly the sales', async ({ page }) => {
  test.setTimeout(240_000);
  const user = await registerAt(eu, { firstName: 'Jonas', lastName: 'Weber' });
  const session = await loginAt(eu, user.email, user.password);
  expect(await verifyIdentity(session.token, eu)).toBe('approved');
  await depositCoins(session.token, { BTC: '0.05' }, { base: eu });
  await trade(session.token, 'EUR', '0.01');
  await trade(session.token, 'ETH', '0.01');
  await openSession(page, session, { popupSeen: true });

  await page.goto(`${eu}/transactions`);
  const list = page.getByRole('list', { name: 'Transaktionen' });
  const rows = list.locator('.tx-row');
  await expect(rows).toHaveCount(3);
  await expect(list.locator('.tx-row[data-type="Sell"] .tx-type')).toHaveText('Verkauf');

  await page.getByRole('button', { name: 'Verkauf', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-type', 'Sell');
  await expect(rows.first()).toContainText('€');

  await page.getByRole('button', { name: 'Tausch', exact: true }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-type', 'Swap');
  await expect(rows.first()).toContainText('ETH');
});
