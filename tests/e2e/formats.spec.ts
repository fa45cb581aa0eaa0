import { CALLS } from '../../contract/calls/index.js';
import { apiOk, login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { shots } from './support/shots.js';
import { balanceOf, openSession } from './support/wallet.js';

test.use({ locale: 'de-DE' });

test('a German customer sees German amounts on the wallet and types "0,5" in an amount field', async ({ page }) => {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await apiOk(CALLS.setLanguage, { language: 'de' }, { token: session.token });
  await depositCoins(session.token, { BTC: '1.5' });
  await openSession(page, { ...session, user: { ...session.user, language: 'de' } });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // German grouping and decimal comma, the customer's own currency after the number: '145.512,34 AU$'.
  await expect(page.getByTestId('total-balance')).toHaveText(/^\d{1,3}(\.\d{3})*,\d{2}\u00a0AU\$$/);
  await expect(page.getByText(/^1,5 BTC$/).first()).toBeVisible();
  await shots(page, 'formats-wallet-de');

  await page.goto('/swap');
  await expect(page.getByTestId('swap-balance')).toHaveText('1,5 BTC');
  const amount = page.getByRole('textbox', { name: /BTC/ }).first();
  await amount.pressSequentially('0,5');
  await expect(amount).toHaveValue('0,5');
  await expect(page.getByTestId('swap-result')).toHaveValue(/^[\d.]+,\d+$/);
  await shots(page, 'formats-swap-de');
  // The server was asked for 0.5 BTC, not 5 or 0.05: half the balance goes.
  await page.getByRole('button', { name: 'Tauschen', exact: true }).click();
  await expect.poll(() => balanceOf(session.token, 'BTC')).toBe('1');
});

test('a German customer types "1.234,5" key by key into a fiat amount and keeps every digit', async ({ page }) => {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await apiOk(CALLS.setLanguage, { language: 'de' }, { token: session.token });
  await openSession(page, { ...session, user: { ...session.user, language: 'de' } });

  await page.goto('/buy-sell');
  const fiat = page.locator('input[name="fiat-amount"]');
  await fiat.pressSequentially('1.234,5');
  await expect(fiat).toHaveValue('1.234,5');
  await fiat.blur();
  // Left, the field writes the amount it holds in German: 1234.5, not 1.23.
  await expect(fiat).toHaveValue('1234,5');
  await shots(page, 'formats-buy-de');
});
