/**
 * The recovery codes after turning 2FA on, on a phone: the customer is taken to them (focus and
 * scroll) and must confirm they saved them before the set-up finishes.
 */
import { latestCode } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { totpCode } from './support/wallet.js';

test.use({ viewport: { width: 360, height: 740 } });

test('after Enable 2FA at 360 px the codes are in view, focused, and Done waits for the confirmation', async ({
  page,
  customer,
  signIn,
}) => {
  // SHOTS_DIR=... keeps a picture of the codes as first shown (SHOTS_WIDTH sets the width).
  if (process.env.SHOTS_WIDTH) await page.setViewportSize({ width: Number(process.env.SHOTS_WIDTH), height: 800 });
  await signIn(page, customer);
  await page.goto('/profile/security');
  await page.getByRole('button', { name: 'Generate Secret Code' }).click();
  const secret = (await page.locator('#totp-secret').getAttribute('data-secret'))!;
  await page.getByLabel('Current password').fill(customer.password);
  const code = totpCode(secret);
  await page.getByLabel('Verification code').fill(code);
  const asked = Date.now();
  await page.getByRole('button', { name: 'Enable 2FA' }).click();
  // The account has no factor yet: the code emailed for the change confirms it (decision 492).
  await page
    .getByLabel('Code from the email')
    .fill(await latestCode(customer.email, { after: asked, subject: /security change/ }));
  await page.getByLabel('Verification code').fill(totpCode(secret));
  await page.getByRole('button', { name: 'Enable 2FA' }).click();

  const heading = page.getByRole('heading', { name: 'Save your recovery codes' });
  await expect(heading).toBeFocused();
  await expect(heading).toBeInViewport();
  await expect(page.getByTestId('recovery-codes').locator('code').first()).toBeInViewport();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/recovery-codes-${process.env.SHOTS_WIDTH ?? 360}.png` });

  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await page.getByLabel("I've saved my recovery codes").check();
  await done.click();
  await expect(page.getByText('Two-Factor Authentication has been successfully enabled')).toBeVisible();
});
