/**
 * A purchase from the cash balance through its review (decision 395): Buy opens the review and
 * only its Confirm buys. On a server whose market moves, a price that rose between the review and
 * the confirmation is refused with nothing bought; the customer reviews the new price and
 * confirms again, as this does (a bounded number of times).
 */
import { expect, type Page } from '@playwright/test';

export async function buyFromBalance(page: Page, coinName: string): Promise<void> {
  const bought = page.getByRole('heading', { name: /^You bought / });
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByRole('button', { name: `Buy ${coinName}` }).click();
    const review = page.getByRole('dialog', { name: 'Review purchase' });
    await review.getByRole('button', { name: 'Confirm purchase' }).click();
    await expect(bought.or(page.getByTestId('buy-error'))).toBeVisible({ timeout: 15_000 });
    if (await bought.isVisible()) return;
    await expect(page.getByTestId('buy-error')).toContainText('The price has changed');
  }
  throw new Error('the price changed at every confirmation');
}
