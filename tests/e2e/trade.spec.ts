/**
 * The trade screen end to end, against the real server and its local card sandbox: buying by
 * card (success, failure and decline cards), the profile and KYC gates, and selling to a
 * stablecoin through a timed quote.
 */

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { COINS } from '../../contract/assets.js';
import { CALLS } from '../../contract/calls/index.js';
import { toUnits } from '../../contract/money.js';
import { accessibilityViolations } from './support/accessibility.js';
import { apiOk, baseUrl, login } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { held } from './support/held.js';

// Each test has its own customer: the file's tests spread over the run's workers (decision 450).
test.describe.configure({ mode: 'parallel' });

const ADDRESS = { address: '1 Harbour Street', city: 'Sydney', state: 'NSW', postal: '2000' };
const CARDS = {
  success: '4200 0000 0000 0000',
  fail: '4005 5500 0000 0019',
  decline: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
};

async function balance(token: string, coin: string): Promise<bigint> {
  const list = await apiOk(CALLS.getWalletList, { quoteCurrencyId: 'USD' }, { token });
  const row = list.find((r) => r.currency.currency_id === coin);
  return row ? toUnits(row.free_balance, COINS[coin as keyof typeof COINS].scale) : 0n;
}

async function completeProfile(email: string, password: string): Promise<string> {
  const { token } = await login(email, password);
  await apiOk(CALLS.updateProfile, ADDRESS, { token });
  return token;
}

/** Opens the Buy tab with a fiat amount typed, once the price is known. */
async function typeFiat(page: Page, amount: string) {
  await page.goto('/buy-sell');
  await expect(page.getByRole('tab', { name: 'Buy' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('buy-summary-price')).toContainText('1 BTC = AU$');
  await page.getByLabel('Amount in AUD').fill(amount);
  await expect(page.getByLabel('Amount in BTC')).not.toHaveValue('');
}

async function payWithCard(page: Page, card: string) {
  // The checkout is held until the dialog has said it is being prepared: a server that answers at
  // once would take the words away before they could be seen.
  const checkout = held();
  await page.route(
    '**/exchange/init-transaction',
    async (route) => {
      await checkout.wait;
      await route.continue();
    },
    { times: 1 },
  );
  await page.getByRole('button', { name: 'Buy Bitcoin' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pay by Debit Card' });
  await expect(dialog.getByText('Initializing payment...')).toBeVisible();
  checkout.release();
  const form = page.frameLocator('iframe[title="Card payment form"]');
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Alex Morgan');
  await form.getByRole('button', { name: /^Pay / }).click();
}

test.describe('buy by card', () => {
  test('a profile-complete customer buys 50 worth of BTC and is credited exactly the quoted amount', async ({
    page,
    customer,
    signIn,
  }) => {
    const token = await completeProfile(customer.email, customer.password);
    await signIn(page, customer);
    const before = await balance(token, 'BTC');

    await typeFiat(page, '50');
    await expect(page.getByText('Debit Card')).toBeVisible();
    await expect(page.getByTestId('buy-summary-total')).toHaveText('AU$50.25');
    await expect(page.getByText('AU$0.25')).toBeVisible();
    await payWithCard(page, CARDS.success);

    const heading = page.getByRole('heading', { name: /^You bought [\d.]+ BTC for AU\$50\.25$/ });
    await expect(heading).toBeVisible({ timeout: 20_000 });
    const bought = /You bought ([\d.]+) BTC/.exec((await heading.textContent()) ?? '')![1];
    expect((await balance(token, 'BTC')) - before).toBe(toUnits(bought, 8));

    const history = await apiOk(CALLS.getTransactionHistory, {}, { token });
    expect(
      history.filter((t) => t.currency_id === 'BTC' && t.transaction_class === 'trade' && t.type === 'credit'),
    ).toHaveLength(1);

    await page.getByRole('button', { name: 'Done' }).click();
    await page.goto('/transactions');
    await expect(page.locator('.tx-row .tx-type', { hasText: /^Buy$/ })).toHaveCount(1);
  });

  for (const [name, card, title, reason, status] of [
    ['failing', CARDS.fail, 'Payment failed', 'The payment could not be processed. Nothing was charged.', 'Failed'],
    [
      'declined',
      CARDS.decline,
      'Payment declined',
      'Your bank declined the card. Try another card, or ask your bank why.',
      'Declined',
    ],
    [
      'insufficient-funds',
      CARDS.insufficientFunds,
      'Payment declined',
      'The card does not have enough funds for this payment.',
      'Declined',
    ],
  ] as const) {
    test(`the ${name} card says why, credits nothing, and "Try again" keeps the amount`, async ({
      page,
      customer,
      signIn,
    }) => {
      const token = await completeProfile(customer.email, customer.password);
      await signIn(page, customer);
      await typeFiat(page, '50');
      await payWithCard(page, card);
      await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole('heading', { name: title })).toBeFocused();
      await expect(page.getByTestId('payment-failure-reason')).toHaveText(reason);
      expect(await balance(token, 'BTC')).toBe(0n);

      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByLabel('Amount in AUD')).toHaveValue(/^50(\.00)?$/);
      await expect(page.getByLabel('Amount in BTC')).not.toHaveValue('');
      const panel = page.getByTestId('payment-result');
      await expect(panel.getByRole('heading', { name: 'Payment Result' })).toBeVisible();
      await expect(panel).toContainText(`Status${status}`);
      await expect(panel).toContainText('Transaction SavedYes');
      // The history names the purchase's state as the screen did, and says why.
      await page.goto('/transactions');
      const row = page.locator('.tx-row', { hasText: status }).first();
      await expect(row).toBeVisible();
      await row.click();
      await expect(page.getByTestId('card-reason')).toHaveText(reason);
    });
  }
});

test.describe('buy gates', () => {
  test('a 300 purchase without KYC opens the verification prompt', async ({ page, customer, signIn }) => {
    await completeProfile(customer.email, customer.password);
    await signIn(page, customer);
    await typeFiat(page, '300');
    await page.getByRole('button', { name: 'Buy Bitcoin' }).click();
    await expect(page.getByRole('dialog', { name: 'Secure your account' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Pay by Debit Card' })).toHaveCount(0);
  });

  test('an incomplete profile opens a dialog naming the missing fields', async ({ page, customer, signIn }) => {
    if (process.env.SHOTS_WIDTH) await page.setViewportSize({ width: Number(process.env.SHOTS_WIDTH), height: 800 });
    await signIn(page, customer);
    await typeFiat(page, '50');
    await page.getByRole('button', { name: 'Buy Bitcoin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add your address to buy' });
    await expect(
      dialog.getByText(
        'Add your address, city, state or province and postcode in Profile → Account to buy. A card purchase needs your full address.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/profile');
    if (process.env.SHOTS_DIR)
      await page.screenshot({
        path: `${process.env.SHOTS_DIR}/profile-missing-${process.env.SHOTS_WIDTH ?? 1280}.png`,
      });
  });

  test("the 'Select Crypto' picker searches the offered coins", async ({ page, customer, signIn }) => {
    await signIn(page, customer);
    await page.goto('/buy-sell');
    await page.getByRole('button', { name: /Crypto Bitcoin/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Crypto' });
    await dialog.getByPlaceholder('Search asset').fill('sol');
    await dialog.getByRole('button', { name: /Solana/ }).click();
    await expect(page.getByRole('button', { name: 'Buy Solana' })).toBeVisible();
    await page.getByRole('button', { name: /Crypto Solana/ }).click();
    await page.getByRole('dialog', { name: 'Select Crypto' }).getByPlaceholder('Search asset').fill('zzz');
    await expect(page.getByText('No assets found')).toBeVisible();
  });
});

test.describe('layouts', () => {
  test('phones get the mobile layout: summary with fees in the form, a frame of width-20 by 600, Min/Max', async ({
    page,
    customer,
    signIn,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await completeProfile(customer.email, customer.password);
    await signIn(page, customer);
    await typeFiat(page, '20');
    await expect(page.getByRole('complementary', { name: 'Summary' })).toHaveCount(0);
    await expect(page.getByRole('term').filter({ hasText: /^Fees/ })).toBeVisible();
    await page.getByRole('button', { name: 'Buy Bitcoin' }).click();
    const frame = page.locator('iframe[title="Card payment form"]');
    await expect(frame).toHaveAttribute('width', '340');
    await expect(frame).toHaveAttribute('height', '600');
    // A click on the backdrop closes the payment; the open checkout is reported as pending.
    await page.mouse.click(355, 795);
    await expect(page.getByRole('dialog', { name: 'Pay by Debit Card' })).toHaveCount(0);
    await expect(page.getByTestId('payment-result')).toContainText('Pending');
    await page.getByRole('tab', { name: 'Sell' }).click();
    await expect(page.getByRole('button', { name: 'Max' })).toBeVisible();
    await expect(page.getByRole('button', { name: '25%' })).toHaveCount(0);
  });

  test('wide screens get the desktop layout with a 550x650 frame', async ({ page, customer, signIn }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await completeProfile(customer.email, customer.password);
    await signIn(page, customer);
    await typeFiat(page, '20');
    await expect(page.getByRole('complementary', { name: 'Summary' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Sell' }).click();
    await expect(page.getByRole('button', { name: '25%' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Buy' }).click();
    await page.getByLabel('Amount in AUD').fill('20');
    await page.getByRole('button', { name: 'Buy Bitcoin' }).click();
    const frame = page.locator('iframe[title="Card payment form"]');
    await expect(frame).toHaveAttribute('width', '550');
    await expect(frame).toHaveAttribute('height', '650');
    await expect(page.frameLocator('iframe[title="Card payment form"]').getByLabel('Card number')).toBeVisible();
    // AxeBuilder: it checks inside the card form's frame too.
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe('sell', () => {
  test('sells BTC for USDT through a quote that counts down, expires and is renewed', async ({
    page,
    customer,
    signIn,
  }) => {
    const session = await signIn(page, customer);
    await depositCoins(session.token, { BTC: '0.01' });
    const btcBefore = await balance(session.token, 'BTC');
    const usdtBefore = await balance(session.token, 'USDT');

    // The tradable pairs arrive only after the amount is typed, as on a slow network: the amount is
    // quoted once they do, without the customer asking.
    const pairs = held();
    await page.route('**/api/exchange/get-instruments', async (route) => {
      await pairs.wait;
      await route.fallback();
    });
    await page.goto('/buy-sell');
    await page.getByRole('tab', { name: 'Sell' }).click();
    await expect(page.getByTestId('sell-balance')).toHaveText('0.01 BTC');
    await expect(page.getByRole('button', { name: 'Enter amount' })).toBeDisabled();
    await page.getByLabel('Amount of BTC to sell').fill('0.002');
    pairs.release();
    await expect(page.getByRole('timer')).toContainText('Quote expires in');
    await expect(page.getByRole('button', { name: 'Sell BTC' })).toBeEnabled();

    // Left alone, the quote runs out.
    await expect(page.getByText('Quote has expired. Click "Get New Quote" to refresh.')).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('button', { name: 'Get New Quote' }).click();
    await expect(page.getByRole('button', { name: 'Sell BTC' })).toBeEnabled();
    const received = (await page.getByTestId('sell-result').inputValue()).replace(/,/g, '');
    await page.getByRole('button', { name: 'Sell BTC' }).click();

    await expect(page.getByRole('heading', { name: `You sold 0.002 BTC for ${received} USDT` })).toBeVisible();
    expect(btcBefore - (await balance(session.token, 'BTC'))).toBe(toUnits('0.002', 8));
    expect((await balance(session.token, 'USDT')) - usdtBefore).toBe(toUnits(received, 6));
  });
});

/** Opens a card checkout through the real call, as another tab of the customer would. */
async function openCheckout(token: string, amount: string) {
  const base = baseUrl();
  return apiOk(
    CALLS.initTransaction,
    {
      amount,
      currency: 'AUD',
      crypto_value: '0.00001',
      crypto_currency: 'BTC',
      success_url: `${base}/success`,
      decline_url: `${base}/decline`,
      fail_url: `${base}/fail`,
      cancel_url: `${base}/cancel`,
    },
    { token, idempotencyKey: crypto.randomUUID() },
  );
}

test.describe('buy limits', () => {
  test('AU$199.50 without KYC charges AU$200.50: the verification prompt and message', async ({
    page,
    customer,
    signIn,
  }) => {
    await completeProfile(customer.email, customer.password);
    await signIn(page, customer);
    await typeFiat(page, '199.50');
    await page.getByRole('button', { name: 'Buy Bitcoin' }).click();
    await expect(page.getByRole('dialog', { name: 'Secure your account' })).toBeVisible();
    await expect(page.getByTestId('buy-error')).toContainText(
      'Account verification is required for purchases above AU$200.',
    );
    await expect(page.getByRole('dialog', { name: 'Pay by Debit Card' })).toHaveCount(0);
  });

  test('the 200 threshold counts the last 30 days: the refusal says what is left', async ({
    page,
    customer,
    signIn,
  }) => {
    const token = await completeProfile(customer.email, customer.password);
    // 80 + 0.40 fee, twice: AU$160.80 charged, AU$39.20 left.
    await openCheckout(token, '80');
    await openCheckout(token, '80');
    await signIn(page, customer);
    await typeFiat(page, '80');
    await page.getByRole('button', { name: 'Buy Bitcoin' }).click();
    await expect(page.getByTestId('buy-error')).toContainText('You can still buy up to AU$39.20 (fee included)');
    await expect(page.getByRole('dialog', { name: 'Secure your account' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Pay by Debit Card' })).toHaveCount(0);
  });

  test('opening checkouts is limited per hour: the refusal shows by the amount', async ({ page, customer, signIn }) => {
    const token = await completeProfile(customer.email, customer.password);
    for (let i = 0; i < 10; i++) await openCheckout(token, '1');
    await signIn(page, customer);
    await typeFiat(page, '5');
    await page.getByRole('button', { name: 'Buy Bitcoin' }).click();
    await expect(page.getByTestId('buy-error')).toContainText(
      'You have opened several card payments in a short time. Please try again in',
    );
    await expect(page.getByRole('dialog', { name: 'Pay by Debit Card' })).toHaveCount(0);
  });
});
