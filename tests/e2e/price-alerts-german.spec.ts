/**
 * A German customer's price alert reads the level as Buy reads an amount: '90.000' is ninety
 * thousand, never ninety, and the list writes it as German writes euros ('90.000,00 €').
 */
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { openSession } from './support/wallet.js';

test.use({ locale: 'de-DE' });

test('a level typed the German way is saved as typed and shown in euros as German writes them', async ({
  page,
  customer,
}) => {
  const first = await login(customer.email, customer.password);
  await apiOk(CALLS.setDisplayCurrency, { currency: 'EUR' }, { token: first.token });
  // A fresh sign-in carries the display currency, as on another device.
  const session = await login(customer.email, customer.password);
  await openSession(page, session);
  await page.goto('/price-alerts?coin=BTC');
  await expect(page.getByRole('combobox', { name: 'Kryptowert' })).toHaveValue('BTC');
  const level = page.getByLabel('Kurs in EUR');

  await page.getByRole('combobox', { name: 'Wenn' }).selectOption('above');
  await level.fill('90.000');
  await page.getByRole('button', { name: 'Kursalarm setzen' }).click();
  // The app's own words, not the server's English "Price alert set".
  await expect(page.locator('.toast').filter({ hasText: 'Kursalarm eingerichtet' })).toBeVisible();
  const row = page.getByTestId('alert-row');
  await expect(row).toContainText('BTC über 90.000,00 €');
  await expect(row.getByTestId('alert-state')).toHaveText('Aktiv');

  await page.getByRole('combobox', { name: 'Wenn' }).selectOption('below');
  await level.fill('75.000,50');
  await page.getByRole('button', { name: 'Kursalarm setzen' }).click();
  await expect(row.filter({ hasText: 'unter' })).toContainText('BTC unter 75.000,50 €');

  const { alerts } = await apiOk(CALLS.listPriceAlerts, {}, { token: session.token });
  expect(alerts.map((a) => [a.kind, a.price]).sort()).toEqual([
    ['above', '90000'],
    ['below', '75000.5'],
  ]);
  expect(alerts.every((a) => a.fired_at === null)).toBe(true);
});
