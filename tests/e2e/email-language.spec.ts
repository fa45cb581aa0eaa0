/**
 * Emails and refusals in the customer's language (decisions 263 and 264): a visitor whose browser
 * speaks English picks German on the sign-in page; the reset code is emailed in German (the app
 * sends its own language), and a wrong code is refused in the app's German, not the server's English.
 */
import type { OutboxMessage } from './support/api.js';
import { baseUrl, latestCode } from './support/api.js';
import { expect, test } from './support/fixtures.js';

test.use({ locale: 'en-US' });

test('the language picked on the sign-in page words the emailed code and the refusal of a wrong one', async ({
  page,
  customer,
}) => {
  await page.goto('/');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
  await page.getByLabel('E-Mail', { exact: true }).fill(customer.email);
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Code senden' }).click();
  await expect(page).toHaveURL('/reset-password/confirm');

  // The reset's mail in either language: the sign-up's code, mailed to the new customer a moment
  // before, is "after" too.
  const code = await latestCode(customer.email, {
    after: sentAfter,
    subject: /password reset code|Zurücksetzen des Passworts/,
  });
  const res = await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(customer.email)}`);
  const mail = ((await res.json()) as OutboxMessage[]).find((m) => m.text.includes(code));
  expect(mail?.subject).toBe(`${code} ist Ihr Code zum Zurücksetzen des Passworts bei CoinVault`);
  expect(mail?.text).toContain(`Ihr Code: ${code}`);

  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code', { exact: true }).fill(wrong);
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Quiet-Meadow-77');
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill('Quiet-Meadow-77');
  await page.getByRole('button', { name: 'Passwort zurücksetzen' }).click();
  await expect(page.getByText('Der Code ist nicht korrekt.')).toBeVisible();
});
