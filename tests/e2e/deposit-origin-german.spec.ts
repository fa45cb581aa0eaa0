/**
 * A German customer who says who sent a deposit sees, in German, that the answer arrived and what
 * it led to, on the screen until they go back (a two-second toast alone was missed).
 */
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { openSession } from './support/wallet.js';

test.use({ locale: 'de-DE' });

test('answering who sent a deposit is confirmed on the screen, in German', async ({ page, customer }) => {
  const session = await login(customer.email, customer.password);
  await depositCoins(session.token, { BTC: '0.003' }, { keepUnanswered: true });
  await openSession(page, session, { popupSeen: true });
  await page.goto('/wallet');
  await page.getByTestId('deposit-origin-notice').getByRole('link', { name: 'Absender angeben' }).click();
  await expect(page.getByRole('heading', { name: 'Wer hat diese Einzahlung gesendet?' })).toBeVisible();
  await page.getByRole('radio', { name: 'Meine eigene Wallet' }).check();
  await page.getByRole('radio', { name: 'Bei einer Börse oder einem anderen Anbieter' }).check();
  await page.getByLabel('Name des Anbieters').fill('Bitstamp');
  await page.getByRole('button', { name: 'Antwort senden' }).click();

  const confirmation = page.getByTestId('origin-answered');
  await expect(confirmation).toHaveAttribute('role', 'status');
  await expect(confirmation.getByRole('heading', { name: 'Antwort gesendet' })).toBeFocused();
  await expect(confirmation).toContainText('Vielen Dank. Ihre Einzahlung kann jetzt ausgezahlt werden.');
  // Still there once the toast has gone.
  await expect(page.locator('.toast')).toHaveCount(0);
  await expect(confirmation).toBeVisible();
  expect((await apiOk(CALLS.depositOrigins, {}, { token: session.token })).deposits).toEqual([]);

  await page.getByRole('button', { name: 'Zurück zur Wallet' }).click();
  await expect(page.getByTestId('total-balance')).toBeVisible();
  await expect(page.getByTestId('deposit-origin-notice')).toHaveCount(0);
});
