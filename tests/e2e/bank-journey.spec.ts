/**
 * Money in and out through the bank, the whole way, each step through the real screens: a verified
 * customer deposits 500 through the sandbox bank's page (Australia by PayID, the EU by SEPA with
 * the reference), buys BTC from the cash balance, swaps the BTC to ETH, sells the ETH to cash,
 * saves and confirms their own bank account, withdraws the cash to it and sees the sandbox bank
 * pay it out. Afterwards the balances add up to the cent against what each receipt showed, the
 * history lists every cash movement in the region's currency (decision 287), and the server's
 * ledger check (its metrics gauge), run after the journey, reports every currency balanced.
 * Australia is the main server's market, the EU the EU server's (support/servers.ts).
 */
import { randomInt } from 'node:crypto';
import type { Page } from '@playwright/test';
import Big from 'big.js';
import { CALLS } from '../../contract/calls/index.js';
import { baseUrl, registerUser } from './support/api.js';
import { buyFromBalance, expectPaidWithinReview } from './support/balance-buy.js';
import {
  confirmAndEndHold,
  endPayout,
  latestWithdrawal,
  saveBankAccount,
  sendFromSandboxBank,
  uniqueIban,
  withdraw,
} from './support/bank.js';
import { expect, test } from './support/fixtures.js';
import { euBase, METRICS_TOKEN } from './support/servers.js';
import { shots } from './support/shots.js';
import { balanceOf, callAt, loginAt, openSession, verifyIdentity } from './support/wallet.js';

interface Region {
  country: 'AU' | 'LT';
  currency: 'AUD' | 'EUR';
  /** How the app writes an amount of the region's cash in English. */
  money: (amount: string) => string;
  /** Sends `amount` from `from`'s account to the customer's deposit details on the sandbox bank's page. */
  deposit: (page: Page, bank: Page, base: string, from: string, amount: string) => Promise<void>;
  /** The Fiat Address Book form's fields of the customer's own account, and how payouts name it. */
  account: { fields: Record<string, string>; payee: string; label: string };
}

const grouped = (amount: string) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(amount));

/** Cents of an amount as a screen writes it ('AU$1,234.56', '€0.50'). */
const centsOf = (shown: string) => Number(new Big(shown.replace(/[^\d.]/g, '')).times(100).toFixed(0));
const decimalOfCents = (cents: number) => new Big(cents).div(100).toFixed(2);

/** The amounts a receipt heading names, in the order written. */
async function receipt(page: Page, pattern: RegExp): Promise<string[]> {
  const heading = page.getByRole('heading', { name: pattern });
  await expect(heading).toBeVisible({ timeout: 15_000 });
  const text = (await heading.textContent()) ?? '';
  return [...(pattern.exec(text) ?? [])].slice(1);
}

const gauge = (metrics: string, name: string) =>
  Number(
    metrics
      .split('\n')
      .find((l) => l.startsWith(`${name} `))
      ?.split(' ')[1],
  );

/**
 * The broken invariants a ledger check found that ran after `since` (ms since the epoch). The server
 * is shared with other tests: a scrape answers the last check for ten minutes, and none before the
 * first one has finished, so this asks until the check it reports is one that saw the journey.
 */
async function ledgerViolations(base: string, since: number): Promise<number> {
  let violations = Number.NaN;
  await expect
    .poll(
      async () => {
        const asked = Date.now();
        const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
        expect(res.status).toBe(200);
        const metrics = await res.text();
        // The check ran at most this long before the scrape was asked for.
        if (asked - gauge(metrics, 'coinvault_ledger_check_age_seconds') * 1000 < since) return false;
        violations = gauge(metrics, 'coinvault_ledger_check_violations');
        return true;
      },
      { message: 'a ledger check run after the journey', timeout: 30_000 },
    )
    .toBe(true);
  return violations;
}

async function journey(page: Page, bank: Page, region: Region, base: string) {
  const place = { base, countryCode: region.country, currencyCode: region.currency, isEu: region.country !== 'AU' };
  const user = await registerUser({ firstName: 'Alex', lastName: 'Morgan' }, place);
  const session = await loginAt(base, user.email, user.password);
  expect(await verifyIdentity(session.token, base)).toBe('approved');
  expect(session.user.currency_code).toBe(region.currency);
  await openSession(page, session);
  const cash = async () => (await callAt(base, CALLS.getCashBalance, {}, { token: session.token })).balance;

  // 1. Deposit 500 from the bank.
  await page.goto(`${base}/cash`);
  await region.deposit(page, bank, base, 'Alex Morgan', '500.00');
  // Someone else's transfer goes back to them: the history shows it as returned.
  await region.deposit(page, bank, base, 'Jordan Lee', '20.00');
  await page.reload();
  await expect(page.getByTestId('cash-balance')).toHaveText(region.money('500.00'));

  // Values shown in US dollars: the wallet's total still counts the cash, at the forex rate the
  // coins are valued at, rather than leaving it out.
  const showValuesIn = async (currency: string) => {
    await page.goto(`${base}/profile/account`);
    await page.getByLabel('Show values in').selectOption(currency);
    await expect(page.locator('.toast').filter({ hasText: `Values are now shown in ${currency}` })).toBeVisible();
  };
  await showValuesIn('USD');
  const usdRates = (await (await fetch(`${base}/api/rates?base=USD`)).json()) as { rates: Record<string, string> };
  const inUsd = new Big(500).div(usdRates.rates[region.currency]!).round(2, Big.roundHalfUp).toFixed(2);
  await page.goto(`${base}/wallet`);
  await expect(page.getByTestId('total-balance')).toContainText(grouped(inUsd));
  await showValuesIn(region.currency);

  // 2. Buy BTC from the cash balance.
  await page.goto(`${base}/buy-sell`);
  await page.getByRole('radio', { name: /Cash balance/ }).check();
  await page.getByLabel(`Amount in ${region.currency}`).fill('100');
  const { paidCents: paid } = await buyFromBalance(page, 'Bitcoin');
  const [btc = ''] = await receipt(page, /^You bought ([\d.,]+) BTC for (.+)$/);
  expectPaidWithinReview(paid, 10_000);
  expect(await balanceOf(session.token, 'BTC', base)).toBe(btc);
  await page.getByRole('button', { name: 'Done' }).click();

  // 3. Swap all of that BTC to ETH.
  await page.goto(`${base}/swap`);
  await expect(page.getByTestId('swap-balance')).toHaveText(`${btc} BTC`);
  await page.getByRole('button', { name: /Asset to receive/ }).click();
  await page
    .getByRole('dialog', { name: 'Select Asset to Receive' })
    .getByRole('button', { name: /Ethereum/ })
    .click();
  await page.getByLabel('Amount of BTC to swap').fill(btc);
  const swap = page.getByRole('button', { name: 'Swap', exact: true });
  await expect(swap).toBeEnabled({ timeout: 10_000 });
  await swap.click();
  const [swapped = '', eth = ''] = await receipt(page, /^You swapped ([\d.,]+) BTC for ([\d.,]+) ETH$/);
  expect(swapped).toBe(btc);
  await page.getByRole('button', { name: 'Done' }).click();
  expect(await balanceOf(session.token, 'BTC', base)).toBe('0');
  const ethHeld = await balanceOf(session.token, 'ETH', base);
  // The receipt shows the ETH credited to the 8 decimals it writes.
  expect(new Big(ethHeld).round(8, Big.roundDown).eq(eth)).toBe(true);

  // 4. Sell that ETH to the region's cash.
  await page.goto(`${base}/buy-sell`);
  await page.getByRole('tab', { name: 'Sell' }).click();
  await page.getByRole('button', { name: /Asset to sell/ }).click();
  await page
    .getByRole('dialog', { name: 'Select Asset to Sell' })
    .getByRole('button', { name: /Ethereum/ })
    .click();
  await page.getByRole('radio', { name: new RegExp(`${region.currency} cash balance`) }).check();
  await page.getByLabel(/Amount of ETH to sell/).fill(eth);
  const sell = page.getByRole('button', { name: 'Sell ETH' });
  await expect(sell).toBeEnabled({ timeout: 10_000 });
  await sell.click();
  const [sold = '', receivedText = ''] = await receipt(page, /^You sold ([\d.,]+) ETH for (.+)$/);
  expect(sold).toBe(eth);
  const received = centsOf(receivedText);
  expect(received).toBeGreaterThan(0);
  const afterSale = 50_000 - paid + received;
  expect(centsOf(await cash())).toBe(afterSale);
  expect(new Big(await balanceOf(session.token, 'ETH', base)).eq(new Big(ethHeld).minus(eth))).toBe(true);

  // 5. Save and confirm the customer's own bank account, then withdraw all the cash to it.
  await saveBankAccount(page, base, {
    fields: region.account.fields,
    password: user.password,
    label: region.account.label,
  });
  await confirmAndEndHold(page, base, user.email, region.account.label);
  const all = decimalOfCents(afterSale);
  await withdraw(page, base, { email: user.email, password: user.password, amount: all, shown: region.money(all) });
  await expect(page.getByTestId('cash-balance')).toHaveText(region.money('0.00'));
  await endPayout(bank, base, region.account.payee, 'Pay out');
  await expect(latestWithdrawal(page)).toHaveText('Paid out');
  // The cash screen accounts for every change of the balance: the purchase and the sale too.
  const movements = page.getByTestId('cash-movement');
  // The purchase at what it cost: a price that fell a little before Confirm buys for less than typed.
  await expect(movements.filter({ hasText: `-${region.money(decimalOfCents(paid))}` })).toContainText(
    /Bought [\d.,]+ BTC/,
  );
  await expect(movements.filter({ hasText: `+${region.money(decimalOfCents(received))}` })).toContainText(
    /Sold [\d.,]+ ETH/,
  );
  // The journey's last movement of money is behind it.
  const moved = Date.now();

  // Every cent is accounted for: 500 in, the purchase out, the sale in, the withdrawal out.
  expect(50_000 - paid + received - centsOf(all)).toBe(0);
  expect(await cash()).toBe('0.00');
  expect(await balanceOf(session.token, 'BTC', base)).toBe('0');

  // 6. The history lists each cash movement in the region's currency.
  await page.goto(`${base}/transactions`);
  const rows = page.getByRole('list', { name: 'Transactions' }).locator('.tx-row');
  await expect(rows.filter({ hasText: `+${region.money('500.00')}` })).toHaveAttribute('data-type', 'Deposit');
  await expect(rows.filter({ hasText: `-${region.money(decimalOfCents(paid))}` })).toHaveAttribute('data-type', 'Buy');
  // A sale to cash is a Sell, as in the export and the statement.
  await expect(rows.filter({ hasText: `+${region.money(decimalOfCents(received))}` })).toHaveAttribute(
    'data-type',
    'Sell',
  );
  await expect(rows.filter({ hasText: `-${region.money(all)}` })).toHaveAttribute('data-type', 'Withdraw');
  await shots(page, 'bank-journey-history');
  await page.getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(rows).toHaveCount(2);
  const returned = rows.filter({ hasText: 'Returned' });
  await expect(returned).toContainText(region.money('20.00'));
  await returned.click();
  await expect(page.getByTestId('detail-sender')).toHaveText(/^(JORDAN LEE|Lee, Jordan)$/);
  await expect(page.getByTestId('detail-returned-why')).toHaveText(
    'The sending account is not in your verified name. The money was returned to the sender.',
  );
  await shots(page, 'bank-journey-returned-deposit');
  await page.goBack();
  await rows.filter({ hasText: `+${region.money('500.00')}` }).click();
  await expect(page.getByTestId('detail-sender')).toHaveText(/^(ALEX MORGAN|Morgan, Alex)$/);

  // 7. The ledger check balances every currency.
  expect(await ledgerViolations(base, moved)).toBe(0);
}

test('an Australian customer: AUD 500 in by PayID, BTC bought, swapped to ETH, sold to AUD, withdrawn to their bank', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const accountNumber = String(randomInt(10_000_000, 99_999_999));
  await journey(
    page,
    await context.newPage(),
    {
      country: 'AU',
      currency: 'AUD',
      money: (amount) => `AU$${grouped(amount)}`,
      deposit: async (page, bank, base, from, amount) => {
        const payid = (await page.getByTestId('deposit-payid').textContent()) ?? '';
        await sendFromSandboxBank(bank, base, {
          from: from.toUpperCase(),
          account: `062000 ${accountNumber}`,
          to: payid,
          amount,
        });
      },
      account: {
        fields: { BSB: '062-000', 'Account number': accountNumber },
        payee: `062000 ${accountNumber}`,
        label: 'Everyday',
      },
    },
    baseUrl(),
  );
});

test('an EU customer: EUR 500 in by SEPA, BTC bought, swapped to ETH, sold to EUR, withdrawn to their bank', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const iban = uniqueIban();
  await journey(
    page,
    await context.newPage(),
    {
      country: 'LT',
      currency: 'EUR',
      money: (amount) => `€${grouped(amount)}`,
      deposit: async (page, bank, base, from, amount) => {
        const to = (await page.getByTestId('deposit-iban').textContent()) ?? '';
        const reference = (await page.getByTestId('deposit-reference').textContent()) ?? '';
        // The EU bank writes the sender's name surname first.
        const [first, last] = from.split(' ');
        await sendFromSandboxBank(bank, base, {
          from: `${last}, ${first}`,
          account: 'DE89370400440532013000',
          to,
          reference,
          amount,
        });
      },
      account: { fields: { IBAN: iban }, payee: iban, label: 'Girokonto' },
    },
    euBase(),
  );
});
