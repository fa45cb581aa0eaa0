/**
 * A purchase from the cash balance through its review (decision 395): Buy opens the review and
 * only its Confirm buys. On a server whose market moves, a price that rose between the review and
 * the confirmation is refused with nothing bought; the customer reviews the new price and
 * confirms again, as this does (a bounded number of times).
 */
import { expect, type Page } from '@playwright/test';

/** The screen's words, for a customer who reads another language. */
export interface BuyWords {
  buy: string;
  review: string;
  confirm: string;
  bought: RegExp;
  changed: string;
}

const english = (coinName: string): BuyWords => ({
  buy: `Buy ${coinName}`,
  review: 'Review purchase',
  confirm: 'Confirm purchase',
  bought: /^You bought /,
  changed: 'The price has changed',
});

/** Buys through the review; answers the amount the confirmed review showed. */
export async function buyFromBalance(page: Page, coinName: string, words = english(coinName)): Promise<string> {
  const bought = page.getByRole('heading', { name: words.bought });
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByRole('button', { name: words.buy }).click();
    const review = page.getByRole('dialog', { name: words.review });
    const shown = await review.getByTestId('buy-summary-amount').innerText();
    await review.getByRole('button', { name: words.confirm }).click();
    await expect(bought.or(page.getByTestId('buy-error'))).toBeVisible({ timeout: 15_000 });
    if (await bought.isVisible()) return shown;
    await expect(page.getByTestId('buy-error')).toContainText(words.changed);
  }
  throw new Error('the price changed at every confirmation');
}

/** The same screen in German. */
export const GERMAN_BUY: BuyWords = {
  buy: 'Bitcoin kaufen',
  review: 'Kauf prüfen',
  confirm: 'Kauf bestätigen',
  bought: /^Sie haben /,
  changed: 'Der Preis hat sich geändert',
};
