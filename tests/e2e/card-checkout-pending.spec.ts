/**
 * A card checkout left open (decision 180): the history's detail shows what the card is to be
 * charged and when the checkout expires, and the customer cancels it; the purchase then shows as
 * cancelled, with nothing charged.
 */
import { cardCustomer, openCardCheckout } from './support/card-checkout.js';
import { expect, test } from './support/fixtures.js';
import { openSession } from './support/wallet.js';

test('a checkout left open shows its charge and expiry, and is cancelled from its detail', async ({ page }) => {
  const { session } = await cardCustomer();
  await openCardCheckout(session.token);

  await openSession(page, session);
  await page.goto('/transactions');
  const list = page.getByRole('list', { name: 'Transactions' });
  await list.getByRole('button').filter({ hasText: 'Pending' }).click();
  await expect(page.getByTestId('card-charge')).toHaveText('AU$50.25');
  await expect(page.getByTestId('card-expires')).toContainText('If it is not paid by');
  await page.getByRole('button', { name: 'Cancel purchase' }).click();
  await expect(page.locator('.toast').filter({ hasText: 'Purchase cancelled. Nothing was charged.' })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await expect(page.getByTestId('card-reason')).toHaveText('The payment was cancelled. Nothing was charged.');
  await expect(page.getByRole('button', { name: 'Cancel purchase' })).toHaveCount(0);

  await page.goBack();
  await expect(list.getByRole('button').filter({ hasText: 'Cancelled' })).toHaveCount(1);
  await expect(list.getByRole('button').filter({ hasText: 'Pending' })).toHaveCount(0);
});
