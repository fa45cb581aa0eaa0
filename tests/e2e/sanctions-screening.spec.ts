/**
 * Sanctions screening (decision 250), on each side: a withdrawal to an address of the OFAC SDN
 * list is refused as "under review" and nothing leaves the balance; a deposit sent from one is
 * not credited, and the customer is emailed only that it is under review.
 */
import { randomUUID } from 'node:crypto';
import { CALLS } from '../../contract/calls/index.js';
import { apiOk, baseUrl, login, type OutboxMessage, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { answerBeneficiary, balanceOf, openSession, verifyIdentity } from './support/wallet.js';
import { confirmByEmail } from './support/withdrawal-confirm.js';

// On the sandbox's local copy of the OFAC SDN list.
const LISTED_BTC = 'bc1qsxf77cvwcd6jv6j8d8j3uhh4g0xqw4meswmwuc';
const REVIEW = 'This transfer is under review. We will email you when it is done.';

async function newCustomer() {
  const user = await registerUser();
  return { user, session: await login(user.email, user.password) };
}

test('a withdrawal to a listed address is refused as under review, and nothing leaves the balance', async ({
  page,
}) => {
  const { user, session } = await newCustomer();
  await depositCoins(session.token, { BTC: '0.01' });
  expect(await verifyIdentity(session.token)).toBe('approved');
  await openSession(page, session);
  await page.goto('/assets/send');
  await page.getByRole('button', { name: /Bitcoin/ }).click();
  await expect(page.getByRole('heading', { name: 'Withdraw to Bitcoin' })).toBeVisible();
  await page.getByLabel('Address', { exact: true }).fill(LISTED_BTC);
  await page.getByLabel('Amount', { exact: true }).fill('0.002');
  await answerBeneficiary(page, { owner: 'other', wallet: 'provider', provider: 'Sandbox', name: 'Ana Example' });
  await page.getByRole('button', { name: 'Withdraw' }).click();
  // Without 2FA the withdrawal is confirmed with an emailed code and the password (decision 367).
  const after = Date.now();
  await page.getByRole('dialog', { name: 'Review withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
  await confirmByEmail(page, user.email, { after, password: user.password });
  await expect(page.locator('.toast').filter({ hasText: REVIEW })).toBeVisible();
  await expect(page.getByText(/sanction|OFAC/i)).toHaveCount(0);
  expect(await balanceOf(session.token, 'BTC')).toBe('0.01');
});

test('a deposit from a listed address is not credited, and the email says only that it is under review', async () => {
  const { user, session } = await newCustomer();
  const { address } = await apiOk(
    CALLS.generateAddress,
    { currencyId: 'BTC', paymentRouteId: 1 },
    { token: session.token, idempotencyKey: randomUUID() },
  );
  const res = await fetch(`${baseUrl()}/sandbox/chain/deposit`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ address, amount: '0.5', senderAddress: LISTED_BTC }),
  });
  expect(res.ok).toBe(true);
  let mails: OutboxMessage[] = [];
  await expect
    .poll(async () => {
      const r = await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(user.email)}`);
      mails = (await r.json()) as OutboxMessage[];
      return mails.map((m) => m.subject);
    })
    .toContain('Deposit of 0.5 BTC under review');
  expect(mails.map((m) => m.text).join('\n')).not.toMatch(/sanction|OFAC/i);
  expect(Number(await balanceOf(session.token, 'BTC'))).toBe(0);
});
