/**
 * A purchase from the cash balance through its review (decision 395): Buy opens the review and
 * only its Confirm buys. On a server whose market moves, a price that rose between the review and
 * the confirmation is refused with nothing bought; the customer reviews the new price and
 * confirms again, as this does (a bounded number of times). A price that fell buys the coin
 * reviewed for what it costs now (decision 497): the receipt says what was paid, a little less
 * than the amount typed, and that is what leaves the balance.
 */
import { expect, type Page } from '@playwright/test';

/** The screen's words, for a customer who reads another language. */
export interface BuyWords {
  buy: string;
  review: string;
  confirm: string;
  bought: RegExp;
  /** The receipt heading's amount paid (its first group). */
  paid: RegExp;
  /** The decimal separator the screen writes amounts with. */
  decimal: '.' | ',';
  changed: string;
}

const english = (coinName: string): BuyWords => ({
  buy: `Buy ${coinName}`,
  review: 'Review purchase',
  confirm: 'Confirm purchase',
  bought: /^You bought /,
  paid: /^You bought .+ for (.+)$/,
  decimal: '.',
  changed: 'The price has changed',
});

/** Cents of an amount as the receipt writes it ('AU$1,099.95', '1.099,95 €'). */
function centsOf(shown: string, decimal: BuyWords['decimal']): number {
  const [whole = '', fraction = ''] = shown.split(decimal);
  return Number(whole.replace(/\D/g, '')) * 100 + Number(fraction.replace(/\D/g, '').padEnd(2, '0').slice(0, 2));
}

/**
 * Buys through the review; answers the coin amount the confirmed review showed and the cents the
 * receipt says were paid.
 */
export async function buyFromBalance(
  page: Page,
  coinName: string,
  words = english(coinName),
): Promise<{ reviewed: string; paidCents: number }> {
  const bought = page.getByRole('heading', { name: words.bought });
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.getByRole('button', { name: words.buy }).click();
    const review = page.getByRole('dialog', { name: words.review });
    const reviewed = await review.getByTestId('buy-summary-amount').innerText();
    await review.getByRole('button', { name: words.confirm }).click();
    await expect(bought.or(page.getByTestId('buy-error'))).toBeVisible({ timeout: 15_000 });
    if (await bought.isVisible()) {
      const paid = words.paid.exec((await bought.textContent()) ?? '')?.[1];
      if (!paid) throw new Error(`the receipt names no amount paid: ${await bought.textContent()}`);
      return { reviewed, paidCents: centsOf(paid, words.decimal) };
    }
    await expect(page.getByTestId('buy-error')).toContainText(words.changed);
  }
  throw new Error('the price changed at every confirmation');
}

/**
 * What a purchase of `amountCents` may cost: the whole amount, or less when the price fell within
 * the review's 2 % band (decision 497); never more.
 */
export function expectPaidWithinReview(paidCents: number, amountCents: number): void {
  expect(paidCents).toBeLessThanOrEqual(amountCents);
  expect(paidCents).toBeGreaterThanOrEqual(Math.floor(amountCents * 0.98));
}

/** The same screen in German. */
export const GERMAN_BUY: BuyWords = {
  buy: 'Bitcoin kaufen',
  review: 'Kauf prüfen',
  confirm: 'Kauf bestätigen',
  bought: /^Sie haben /,
  paid: /^Sie haben .+ für (.+) gekauft$/,
  decimal: ',',
  changed: 'Der Preis hat sich geändert',
};
