/**
 * The withdrawal address book end to end (decision 134), in Chromium against the real server
 * (whose hold is 20 s, set by playwright.config.ts): an address added in Profile → Address Book
 * is confirmed from the emailed link, shows on hold, and once the hold has passed is picked on the
 * withdraw form and withdrawn to; with allowlist-only on, a new address is explained and refused on the form.
 */
import type { Page } from '@playwright/test';
import { ADDRESS_BOOK_MESSAGES } from '../../contract/address-book.js';
import { baseUrl, login, type OutboxMessage, registerUser, type Session } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { answerBeneficiary, balanceOf, bitcoinAddress, openSession, verifyIdentity } from './support/wallet.js';
import { confirmByEmail } from './support/withdrawal-confirm.js';

async function fundedCustomer(): Promise<{ session: Session; password: string; email: string }> {
  const user = await registerUser();
  const session = await login(user.email, user.password);
  await depositCoins(session.token, { BTC: '0.05' });
  expect(await verifyIdentity(session.token)).toBe('approved');
  return { session, password: user.password, email: user.email };
}

async function confirmationLink(email: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      const res = await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(email)}`);
      const mails = (await res.json()) as OutboxMessage[];
      const mail = mails.find((m) => m.subject === 'Confirm the new address in your address book');
      link = /Confirm address: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
      return link;
    })
    .toContain('/address-book/confirm#');
  return link;
}

async function addAddress(page: Page, o: { address: string; label: string; password: string }) {
  await page.getByRole('button', { name: 'Add new crypto address' }).click();
  const form = page.getByRole('form', { name: 'Add a withdrawal address' });
  await form.getByLabel('Coin and network').selectOption({ label: 'BTC · Bitcoin' });
  await form.getByLabel('Address', { exact: true }).fill(o.address);
  await form.getByLabel('Label').fill(o.label);
  await form.getByLabel('Current password').fill(o.password);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText(ADDRESS_BOOK_MESSAGES.added)).toBeVisible();
}

async function openWithdraw(page: Page) {
  await page.goto('/assets/send');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw to Bitcoin' })).toBeVisible();
}

test('an address is added, confirmed from the email, held, then picked and withdrawn to', async ({ page }) => {
  test.setTimeout(240_000);
  const { session, password, email } = await fundedCustomer();
  await openSession(page, session);
  await page.goto('/profile/addressBook');
  const address = bitcoinAddress();

  // A label the server refuses is shown under its field and saves nothing.
  await page.getByRole('button', { name: 'Add new crypto address' }).click();
  const form = page.getByRole('form', { name: 'Add a withdrawal address' });
  await form.getByLabel('Address', { exact: true }).fill('bc1qnotanaddress');
  await form.getByLabel('Label').fill('Cold wallet');
  await form.getByLabel('Current password').fill(password);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(form.getByText('Invalid BTC address')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  await addAddress(page, { address, label: 'Cold wallet', password });
  const row = page.getByTestId('saved-address');
  await expect(row).toContainText('Cold wallet');
  await expect(row).toContainText('Pending');

  await page.goto(await confirmationLink(email));
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page.getByText('“Cold wallet” can be used for withdrawals from')).toBeVisible();

  await page.goto('/profile/addressBook');
  await expect(row).toContainText('On hold');

  // A used link is refused.
  const link = await confirmationLink(email);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm address' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ADDRESS_BOOK_MESSAGES.linkUsed })).toBeVisible();

  // The hold (20 s on the test server) passes.
  await page.goto('/profile/addressBook');
  await expect(async () => {
    await page.reload();
    await expect(row).toContainText('Usable', { timeout: 2_000 });
  }).toPass({ timeout: 60_000 });

  await openWithdraw(page);
  // A new address is explained: what the hold means.
  await page.getByLabel('Address', { exact: true }).fill(bitcoinAddress());
  await expect(page.getByTestId('address-book-note')).toHaveText(
    'This is a new address. Addresses saved in Profile → Address Book are confirmed by email and can be used 20 seconds after that.',
  );
  await page.getByRole('button', { name: 'Cold wallet' }).click();
  await expect(page.getByLabel('Address', { exact: true })).toHaveValue(address);
  await expect(page.getByTestId('address-book-note')).toHaveCount(0);
  await page.getByLabel('Amount', { exact: true }).fill('0.01');
  await answerBeneficiary(page, { owner: 'other', wallet: 'provider', provider: 'Sandbox', name: 'Ana Example' });
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const review = page.getByRole('dialog', { name: 'Review withdrawal' });
  await expect(review.getByTestId('review-address')).toHaveText(address);
  // Without 2FA the withdrawal is confirmed with an emailed code and the password (decision 367).
  const after = Date.now();
  await review.getByRole('button', { name: 'Confirm' }).click();
  await confirmByEmail(page, email, { after, password });
  await expect(page.getByRole('heading', { name: "You're withdrawing 0.01 BTC" })).toBeVisible();
  expect(await balanceOf(session.token, 'BTC')).toBe('0.04');
});

test('with allowlist-only on, a new address is explained on the form and refused', async ({ page }) => {
  test.setTimeout(240_000);
  const { session } = await fundedCustomer();
  await openSession(page, session);
  await page.goto('/profile/addressBook');
  // The books are tabs: the arrow keys move between them and the selected one alone is tabbable.
  const crypto = page.getByRole('tab', { name: 'Crypto Address Book' });
  await expect(crypto).toHaveAttribute('aria-selected', 'true');
  await crypto.focus();
  await page.keyboard.press('ArrowRight');
  const fiat = page.getByRole('tab', { name: 'Fiat Address Book' });
  await expect(fiat).toBeFocused();
  await expect(fiat).toHaveAttribute('aria-selected', 'true');
  await expect(fiat).toHaveAttribute('tabindex', '0');
  await expect(crypto).toHaveAttribute('tabindex', '-1');
  await page.keyboard.press('ArrowLeft');
  await expect(crypto).toHaveAttribute('aria-selected', 'true');
  // End and Home reach the last and first book, as every tab list in the app does.
  await page.keyboard.press('End');
  await expect(fiat).toBeFocused();
  await expect(fiat).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(crypto).toBeFocused();
  await expect(crypto).toHaveAttribute('aria-selected', 'true');
  const toggle = page.getByRole('switch', { name: /allowlist-only/ });
  // The switch turns on once the server has answered.
  await toggle.click();
  await expect(toggle).toBeChecked();
  await expect(page.getByText(ADDRESS_BOOK_MESSAGES.allowlistOn)).toBeVisible();
  await expect(page.getByTestId('allowlist-state')).toContainText('On:');

  await openWithdraw(page);
  await page.getByLabel('Address', { exact: true }).fill(bitcoinAddress());
  await expect(page.getByTestId('address-book-note')).toContainText(
    'Allowlist-only is on, so a withdrawal to it will be refused.',
  );
  await page.getByLabel('Amount', { exact: true }).fill('0.01');
  // The refusal shows on the address before any review or code (decision 178); Withdraw stays off.
  await expect(page.getByText(ADDRESS_BOOK_MESSAGES.notAllowed)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Withdraw', exact: true })).toBeDisabled();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await balanceOf(session.token, 'BTC')).toBe('0.05');
});
