/**
 * The languages' "done means" (decision 228): a customer whose browser speaks German signs up,
 * confirms the emailed code, signs in, verifies their identity in the sandbox widget, buys
 * Bitcoin from the cash balance, swaps, withdraws, and reads their emails, and nowhere meets an
 * English text of the app: at every screen the visible text, and every email, is checked against
 * every English message of the catalogs whose German differs (scripts/english-left.ts). The
 * identity widget is the provider's own page (an iframe) and is not ours to word.
 */
import type { Page } from '@playwright/test';
import { PAYMENT_METHOD_LABELS } from '../../contract/payment-methods.js';
import { VALIDATION_MESSAGES } from '../../contract/validation/accounts.js';
import { appCatalogs, englishIn, englishTexts } from '../../scripts/english-left.js';
import { baseUrl, login, type OutboxMessage, STRONG_PASSWORD, uniqueEmail } from './support/api.js';
import { buyFromBalance, GERMAN_BUY } from './support/balance-buy.js';
import { depositCash } from './support/bank.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { bitcoinAddress } from './support/wallet.js';
import { confirmByEmail, GERMAN_CONFIRM_WORDS } from './support/withdrawal-confirm.js';

test.use({ locale: 'de-DE' });

const ENGLISH = englishTexts(appCatalogs());
/** The account form rules' English messages (contract/validation), wherever they are worded. */
/** The server's English labels of payment methods (names of schemes, the same in German, left out). */
const SERVER_ENGLISH = englishTexts([
  {
    en: new Map(
      Object.values(PAYMENT_METHOD_LABELS)
        .filter((m) => m !== 'PayID' && m !== 'Osko')
        .map((m) => [m, m]),
    ),
    de: new Map(),
  },
]);
const RULES_ENGLISH = englishTexts([
  { en: new Map(Object.values(VALIDATION_MESSAGES).map((m) => [m, m])), de: new Map() },
]);

/** A 1x1 PNG for the identity widget's two photos. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function noEnglish(page: Page, screen: string, english = ENGLISH): Promise<void> {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/de-journey-${screen}.png`, fullPage: true });
  const shown = await page.evaluate(() => document.body.innerText);
  expect(englishIn(shown, english), `English on the ${screen} screen`).toEqual([]);
}

test('a German customer signs up, verifies, buys, swaps, withdraws and reads their emails in German only', async ({
  page,
}) => {
  test.setTimeout(360_000);
  const email = uniqueEmail('deutsch');

  // Sign up, in the browser's language.
  await page.goto('/');
  await noEnglish(page, 'sign-in');
  await page.getByRole('tab', { name: 'Konto erstellen' }).click();
  await page.getByLabel('Vorname', { exact: true }).fill('Jürgen');
  await page.getByLabel('Nachname', { exact: true }).fill('Müller');
  await page.getByLabel('E-Mail', { exact: true }).fill(email);
  await page.getByLabel('Passwort', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Passwort bestätigen', { exact: true }).fill(STRONG_PASSWORD);
  // The birth date typed the German way, as the field's placeholder asks.
  await expect(page.getByLabel('Geburtsdatum', { exact: true })).toHaveAttribute('placeholder', 'TT.MM.JJJJ');
  await page.getByLabel('Geburtsdatum', { exact: true }).pressSequentially('17.05.1990');
  await page.getByLabel('Geburtsdatum', { exact: true }).blur();
  await expect(page.getByLabel('Geburtsdatum', { exact: true })).toHaveValue('17.05.1990');
  await page.getByRole('checkbox').first().check();
  await noEnglish(page, 'sign-up');
  const sentAfter = Date.now() - 1000;
  await page.getByRole('button', { name: 'Konto erstellen', exact: true }).click();

  // The emailed code.
  await expect(page).toHaveURL('/verify-email');
  await expect(page.getByRole('heading', { name: 'E-Mail-Adresse bestätigen' })).toBeVisible();
  await noEnglish(page, 'verify-email');
  const mailbox = async () =>
    (await (await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(email)}`)).json()) as OutboxMessage[];
  await expect.poll(async () => (await mailbox()).length).toBeGreaterThan(0);
  const code = (await mailbox())
    .filter((m) => new Date(m.sentAt).getTime() >= sentAfter)
    .map((m) => /\b(\d{6})\b/.exec(m.text)?.[1])
    .find(Boolean);
  await page.getByLabel('Bestätigungscode', { exact: true }).fill(code ?? '');
  await page.getByRole('button', { name: 'Bestätigen', exact: true }).click();

  // Sign in.
  await expect(page).toHaveURL('/');
  await noEnglish(page, 'sign-in after sign-up');
  await page.getByLabel('Passwort', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL('/wallet');
  await expect(page.getByTestId('total-balance')).toHaveText(/\d/);
  await noEnglish(page, 'wallet');

  // Identity, through the provider's widget.
  await page.goto('/profile/verification');
  await expect(page.getByRole('heading', { name: 'Privatperson' })).toBeVisible();
  await noEnglish(page, 'verification');
  await page.getByRole('button', { name: 'Prüfung starten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Kontoverifizierung' });
  const frame = page.frameLocator('iframe[title]');
  await frame.getByLabel(/passport, ID card/).setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await frame.getByLabel('A photo of your face').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await frame.getByRole('button', { name: 'Submit for review' }).click();
  await expect(dialog.getByRole('heading', { name: 'Identität bestätigt!' })).toBeVisible({ timeout: 15_000 });
  await noEnglish(page, 'verification approved');
  await dialog.getByRole('button', { name: 'Fertig' }).click();
  await expect(dialog).toBeHidden();
  await noEnglish(page, 'verification complete');

  // Money arrives: a bank transfer to the cash balance, and coins on the chain.
  const session = await login(email, STRONG_PASSWORD);
  await depositCash(baseUrl(), session.token, 'Jürgen Müller', '500.00');
  await depositCoins(session.token, { BTC: '0.05' });
  await page.goto('/cash');
  await noEnglish(page, 'cash');

  // Buy Bitcoin from the cash balance.
  await page.goto('/buy-sell');
  await page.getByRole('radio', { name: /Guthaben/ }).check();
  await page.getByLabel('Betrag in AUD').fill('100');
  await expect(page.getByRole('button', { name: 'Bitcoin kaufen' })).toBeEnabled({ timeout: 10_000 });
  await noEnglish(page, 'buy');
  await buyFromBalance(page, 'Bitcoin', GERMAN_BUY);
  await expect(page.getByRole('button', { name: 'Fertig' })).toBeVisible({ timeout: 15_000 });
  await noEnglish(page, 'bought');
  await page.getByRole('button', { name: 'Fertig' }).click();

  // Swap BTC.
  await page.goto('/swap');
  await page.getByLabel(/^Zu tauschender Betrag in BTC/).fill('0,01');
  const swap = page.getByRole('button', { name: 'Tauschen', exact: true });
  await expect(swap).toBeEnabled({ timeout: 15_000 });
  await noEnglish(page, 'swap');
  await swap.click();
  await expect(page.getByRole('button', { name: 'Fertig' })).toBeVisible({ timeout: 15_000 });
  await noEnglish(page, 'swapped');
  await page.getByRole('button', { name: 'Fertig' }).click();

  // Withdraw BTC to someone else's account at a provider (the Travel Rule questions).
  await page.goto('/wallet');
  await page.getByRole('link', { name: 'Auszahlen', exact: true }).click();
  await noEnglish(page, 'withdraw picker');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page.getByRole('heading', { name: 'Bitcoin auszahlen' })).toBeVisible();
  await noEnglish(page, 'withdraw');
  await page.getByLabel('Adresse', { exact: true }).fill(bitcoinAddress());
  await page.getByLabel('Betrag', { exact: true }).fill('0,0123');
  const form = page.getByTestId('beneficiary');
  await form.getByLabel('Die Wallet einer anderen Person').check();
  await form.getByLabel('Bei einer Börse oder einem anderen Anbieter').check();
  await form.getByLabel('Welcher Anbieter?').fill('Sandbox');
  await form
    .getByTestId('providers')
    .getByRole('radio', { name: /Sandbox/ })
    .check();
  await form.getByRole('radio', { name: 'Eine Person' }).check();
  await form.getByLabel('Vollständiger Name der Person').fill('Anna Beispiel');
  await noEnglish(page, 'withdraw filled in');
  await page.getByRole('button', { name: 'Auszahlen', exact: true }).click();
  const review = page.getByRole('dialog', { name: 'Auszahlung prüfen' });
  await expect(review).toBeVisible();
  await noEnglish(page, 'withdraw review');
  // Without 2FA the withdrawal is confirmed by an emailed code and the password, in German too.
  const mailedAfter = Date.now();
  await review.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page.getByRole('form', { name: GERMAN_CONFIRM_WORDS.form })).toBeVisible();
  await noEnglish(page, 'withdraw confirmation');
  await confirmByEmail(page, email, { after: mailedAfter, words: GERMAN_CONFIRM_WORDS });
  await expect(page.getByRole('button', { name: 'Fertig' })).toBeVisible({ timeout: 15_000 });
  await noEnglish(page, 'withdrawn');
  await page.getByRole('button', { name: 'Fertig' }).click();
  await expect(page).toHaveURL(/\/wallet$/);
  await noEnglish(page, 'wallet after');

  await page.goto('/transactions');
  await expect(page.locator('.tx-date').first()).toBeVisible();
  await noEnglish(page, 'transactions');
  // Each movement's detail: the bank deposit, the purchase from the balance, the coins received,
  // the swap and the withdrawal, with nothing of the server's English labels.
  const count = await page.locator('.tx-row').count();
  expect(count).toBeGreaterThanOrEqual(5);
  for (let i = 0; i < count; i++) {
    await page.goto('/transactions');
    await page.locator('.tx-row').nth(i).click();
    await expect(page).toHaveURL(/\/transaction-detail$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noEnglish(page, `transaction detail ${i + 1}`, [...ENGLISH, ...SERVER_ENGLISH]);
  }
  await page.goto('/cash');
  await noEnglish(page, 'cash after', [...ENGLISH, ...SERVER_ENGLISH]);

  // Every email, in German.
  const mails = await mailbox();
  expect(mails.length).toBeGreaterThan(2);
  for (const m of mails)
    expect(englishIn(`${m.subject}\n${m.text}`, ENGLISH), `English in the email "${m.subject}"`).toEqual([]);
});

test('a German visitor who types wrong details on sign-in, sign-up and reset reads every field error in German', async ({
  page,
}) => {
  const withRules = [...ENGLISH, ...RULES_ENGLISH];
  const leave = async (label: string, value: string) => {
    const field = page.getByLabel(label, { exact: true });
    await field.fill(value);
    await field.blur();
  };

  await page.goto('/');
  await leave('E-Mail', '');
  await leave('Passwort', '');
  await expect(page.getByText('E-Mail-Adresse ist erforderlich')).toBeVisible();
  await expect(page.getByText('Passwort ist erforderlich')).toBeVisible();
  await noEnglish(page, 'sign-in-errors', withRules);

  await page.getByRole('tab', { name: 'Konto erstellen' }).click();
  await leave('Vorname', 'J');
  await leave('Nachname', '=1+1');
  await leave('E-Mail', 'keine-adresse');
  await leave('Passwort', 'kurz');
  await leave('Passwort bestätigen', 'anders');
  await page.getByLabel('Geburtsdatum', { exact: true }).pressSequentially('31.02.1990');
  await page.getByLabel('Geburtsdatum', { exact: true }).blur();
  await expect(page.getByText('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein')).toBeVisible();
  // What was typed stays to be corrected.
  await expect(page.getByLabel('Geburtsdatum', { exact: true })).toHaveValue('31.02.1990');
  await expect(page.getByText('Die Passwörter stimmen nicht überein')).toBeVisible();
  await noEnglish(page, 'sign-up-errors', withRules);
  await leave('Geburtsdatum', '');
  await expect(page.getByText('Geburtsdatum ist erforderlich')).toBeVisible();
  await noEnglish(page, 'sign-up-errors-empty', withRules);

  await page.goto('/reset-password');
  await leave('E-Mail', 'keine-adresse');
  await expect(page.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein')).toBeVisible();
  await noEnglish(page, 'reset-errors', withRules);
});
