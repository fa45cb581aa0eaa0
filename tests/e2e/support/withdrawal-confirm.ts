/**
 * A customer without 2FA or a passkey confirms each withdrawal, coins or cash, with a code the app
 * has emailed and their password (decision 367). Specs that withdraw through the screens call this
 * where the dialog opens; the code is read from the sandbox mail, as the customer reads it.
 */
import { expect, type Page } from '@playwright/test';
import { latestCode, STRONG_PASSWORD } from './api.js';

/** The dialog's words in the language the spec's customer reads (English unless given). */
export interface ConfirmWords {
  form: string;
  sent: string;
  code: string;
  password: string;
  confirm: string;
}

const ENGLISH: ConfirmWords = {
  form: 'Confirm the withdrawal by email',
  sent: 'We emailed you a code.',
  code: 'Code from the email',
  password: 'Password',
  confirm: 'Confirm',
};

/** The same dialog in German, as a German customer reads it. */
export const GERMAN_CONFIRM_WORDS: ConfirmWords = {
  form: 'Auszahlung per E-Mail bestätigen',
  sent: 'Wir haben Ihnen einen Code gesendet.',
  code: 'Code aus der E-Mail',
  password: 'Passwort',
  confirm: 'Bestätigen',
};

/**
 * Types the emailed code and the password into the open confirmation dialog and confirms.
 * `after` is a time before the dialog was opened: codes mailed earlier are not taken.
 */
export async function confirmByEmail(
  page: Page,
  email: string,
  opts: { after: number; password?: string; base?: string; words?: ConfirmWords },
): Promise<void> {
  const words = opts.words ?? ENGLISH;
  const dialog = page.getByRole('form', { name: words.form });
  await expect(dialog.getByText(words.sent, { exact: false })).toBeVisible({ timeout: 20_000 });
  const code = await latestCode(email, { after: opts.after, base: opts.base });
  await dialog.getByLabel(words.code).fill(code);
  await dialog.getByLabel(words.password, { exact: true }).fill(opts.password ?? STRONG_PASSWORD);
  await dialog.getByRole('button', { name: words.confirm, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: 20_000 });
}
