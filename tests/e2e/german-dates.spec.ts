/**
 * Dates the German way (decision 401): a birth date typed as 17.05.1990 at sign-up is taken, saved
 * as that day and shown on the profile as 17.05.1990; a legal page's date reads 22.08.2025. The
 * Impressum German law asks for is linked from the footer.
 */
import type { OutboxMessage } from './support/api.js';
import { baseUrl, STRONG_PASSWORD, uniqueEmail } from './support/api.js';
import { expect, test } from './support/fixtures.js';

test.use({ locale: 'de-DE' });

test('a birth date typed as 17.05.1990 is saved and shown on the profile as 17.05.1990', async ({ page }) => {
  const email = uniqueEmail('geburtstag');
  await page.goto('/');
  await page.getByRole('tab', { name: 'Konto erstellen' }).click();
  await page.getByLabel('Vorname', { exact: true }).fill('Jürgen');
  await page.getByLabel('Nachname', { exact: true }).fill('Müller');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill(STRONG_PASSWORD);
  const dob = page.getByLabel('Geburtsdatum', { exact: true });
  await expect(dob).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
  await dob.pressSequentially('17.05.1990');
  await dob.blur();
  await expect(dob).toHaveValue('17.05.1990');
  await expect(page.getByText(/Format/)).toHaveCount(0);
  await page.getByRole('checkbox').first().check();
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Konto erstellen', exact: true }).click();

  await expect(page).toHaveURL('/verify-email');
  const mailbox = async () =>
    (await (await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(email)}`)).json()) as OutboxMessage[];
  await expect.poll(async () => (await mailbox()).length).toBeGreaterThan(0);
  const code = (await mailbox())
    .filter((m) => new Date(m.sentAt).getTime() >= sentAfter)
    .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
    .find(Boolean);
  await page.getByLabel('Bestätigungscode', { exact: true }).fill(code ?? '');
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();

  await expect(page).toHaveURL('/');
  await page.getByLabel('Passwort', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/wallet');

  await page.goto('/profile/account');
  const shown = page.locator('.profile-readonly').filter({ hasText: 'Geburtsdatum' }).locator('dd');
  await expect(shown).toHaveText('17.05.1990');
});

test('a legal page’s date reads as German writes it', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText('Zuletzt aktualisiert am 22.08.2025')).toBeVisible();
});

test('the footer links the Impressum, which names the operator', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Rechtliches' }).getByRole('link', { name: 'Impressum' }).click();
  await expect(page).toHaveURL('/impressum');
  await expect(page.getByRole('heading', { level: 1, name: 'Impressum' })).toBeVisible();
  await expect(page.getByText('CoinVault UAB, a Lithuanian company')).toBeVisible();
  await expect(page.getByTestId('legal-binding')).toBeVisible();
});
