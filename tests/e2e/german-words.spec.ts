/**
 * Texts that stayed English on a German screen: Help's support hours and the price chart's range
 * buttons read as German writes them (decision 386).
 */
import { login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { openSession } from './support/wallet.js';

test.use({ locale: 'de-DE' });

test("Help's hours and the chart's ranges are German", async ({ page, customer }) => {
  await openSession(page, await login(customer.email, customer.password));
  await page.goto('/help');
  await expect(page.getByText('Montag bis Freitag, 9:00 bis 17:00 Uhr (Vilnius-Zeit)')).toBeVisible();
  await expect(page.getByText('Monday to Friday', { exact: false })).toHaveCount(0);

  await page.goto('/wallet');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page).toHaveURL(/\/asset-detail$/);
  const tabs = page.getByRole('tablist', { name: 'Zeitraum des Diagramms' });
  await expect(tabs.getByRole('tab')).toHaveText(['24 Std.', '7 Tg.', '30 Tg.']);
  await tabs.getByRole('tab', { name: '7 Tg.' }).click();
  await expect(tabs.getByRole('tab', { name: '7 Tg.' })).toHaveAttribute('aria-selected', 'true');
});
