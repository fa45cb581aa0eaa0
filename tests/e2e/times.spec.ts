/**
 * Every time on a screen reads in the account's zone, named where the device's clock reads
 * otherwise (decision 181): here the account is in Sydney and the device in London.
 */
import { login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';

test.use({ timezoneId: 'Europe/London' });

const SYDNEY_TIME = /\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M \(Sydney time\)/;

test("devices and history show the account's zone, named, on a device in another zone", async ({
  page,
  customer,
  signIn,
}) => {
  // SHOTS_DIR=... keeps pictures of the screens (SHOTS_WIDTH sets the width).
  if (process.env.SHOTS_WIDTH) await page.setViewportSize({ width: Number(process.env.SHOTS_WIDTH), height: 800 });
  const shot = async (name: string) => {
    if (process.env.SHOTS_DIR)
      await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${process.env.SHOTS_WIDTH ?? 1280}.png` });
  };
  await depositCoins((await login(customer.email, customer.password)).token, { BTC: '0.01' });
  await signIn(page, customer);

  await page.goto('/profile/security');
  const row = page.getByTestId('session-row').first();
  await expect(row).toContainText(new RegExp(`Signed in ${SYDNEY_TIME.source}`));
  await expect(row).toContainText(new RegExp(`Last active ${SYDNEY_TIME.source}`));
  await row.scrollIntoViewIfNeeded();
  await shot('devices');

  await page.goto('/transactions');
  await expect(page.getByText('Times are Sydney time.')).toBeVisible();
  await shot('history');
  await page.getByRole('list', { name: 'Transactions' }).getByRole('button').first().click();
  await expect(page.getByText(SYDNEY_TIME)).toBeVisible();
  await shot('transaction-detail');
});
