/**
 * A customer without 2FA or a passkey confirms each withdrawal, coins or cash, with a code the app
 * has emailed and their password (decision 367). Specs that withdraw through the screens call this
 * where the dialog opens; the code is read from the sandbox mail, as the customer reads it.
 */
import { expect, type Page } from '@playwright/test';
import { latestCode, STRONG_PASSWORD } from './api.js';

/**
 * Types the emailed code and the password into the open confirmation dialog and confirms.
 * `after` is a time before the dialog was opened: codes mailed earlier are not taken.
 */
export async function confirmByEmail(
  page: Page,
  email: string,
  opts: { after: number; password?: string; base?: string },
): Promise<void> {
  const dialog = page.getByRole('form', { name: 'Confirm the withdrawal by email' });
  await expect(dialog.getByText('We emailed you a code.', { exact: false })).toBeVisible({ timeout: 20_000 });
  const code = await latestCode(email, { after: opts.after, base: opts.base });
  await dialog.getByLabel('Code from the email').fill(code);
  await dialog.getByLabel('Password', { exact: true }).fill(opts.password ?? STRONG_PASSWORD);
  await dialog.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}
