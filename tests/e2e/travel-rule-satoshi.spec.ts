/**
 * An own Tron wallet above the Travel Rule threshold (decision 307): Tron wallets cannot sign, so
 * the proof step names an exact test deposit; sent from the chain sandbox with that sender, it is
 * credited, the screen sees the proof arrive, and the withdrawal goes through.
 */
import { login, registerUser } from './support/api.js';
import { expect, test } from './support/fixtures.js';
import { depositCoins } from './support/funds.js';
import { answerBeneficiary, balanceOf, openSession, verifyIdentity } from './support/wallet.js';
import { confirmByEmail } from './support/withdrawal-confirm.js';

const OWN_TRON = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';

test('to an own Tron wallet above the threshold, proven with a test deposit of the exact amount', async ({ page }) => {
  test.setTimeout(300_000);
  const u = await registerUser();
  const session = await login(u.email, u.password);
  await depositCoins(session.token, { USDT: '3000' });
  expect(await verifyIdentity(session.token)).toBe('approved');

  await openSession(page, session);
  await page.goto('/wallet');
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('button', { name: /Tether/ }).click();
  await page.getByLabel('Network', { exact: true }).selectOption({ label: 'Tron (TRC-20)' });
  await page.getByLabel('Address', { exact: true }).fill(OWN_TRON);
  await page.getByLabel('Amount', { exact: true }).fill('2000');
  await answerBeneficiary(page, { owner: 'self', wallet: 'self_hosted' });
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await page.getByRole('dialog', { name: 'Review withdrawal' }).getByRole('button', { name: 'Confirm' }).click();

  const dialog = page.getByRole('dialog', { name: 'Prove this wallet is yours' });
  const proof = dialog.getByTestId('test-deposit-proof');
  await expect(proof).toContainText(/Send exactly 1\.\d+ USDT from this address to your deposit address/);
  const amount = /exactly (1\.\d+) USDT/.exec((await proof.textContent()) ?? '')?.[1] ?? '';
  const depositAddress = await dialog.getByLabel('Your deposit address').inputValue();
  expect(depositAddress).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
  await expect(dialog.getByRole('status')).toHaveText('Waiting for the deposit…');
  // "Check again" asks at once; nothing has been sent yet.
  await dialog.getByRole('button', { name: 'Check again' }).click();
  await expect(dialog.getByRole('button', { name: 'Check again' })).toBeEnabled();
  await expect(dialog.getByRole('status')).toHaveText('Waiting for the deposit…');

  // A newcomer's way: the chain sandbox page, with the own address as sender.
  const chain = await page.context().newPage();
  await chain.goto('/sandbox/chain');
  await chain.getByLabel('Deposit address').fill(depositAddress);
  await chain.getByLabel(/^Amount/).fill(amount);
  await chain.getByLabel(/^Sender address/).fill(OWN_TRON);
  await chain.getByRole('button', { name: 'Send deposit' }).click();
  await expect(chain.getByRole('status')).toBeVisible();
  await chain.close();

  // The screen asks every few seconds by itself. The "Withdraw" that then takes the place of "Check
  // again" takes no tap for a second (TestDepositProof.test.tsx): the click below waits for it.
  await expect(dialog.getByRole('status')).toHaveText('The deposit has arrived: the address is proven yours.', {
    timeout: 60_000,
  });
  // Once the wallet is proven, without 2FA the withdrawal is confirmed with an emailed code and the password (decision 367).
  const after = Date.now();
  await dialog.getByRole('button', { name: 'Withdraw' }).click();
  await confirmByEmail(page, u.email, { after, password: u.password });
  await expect(page.getByRole('heading', { name: /You're withdrawing 2,?000 USDT/ })).toBeVisible();
  // 3,000 less 2,000 withdrawn, plus the test deposit credited (less any network fee shown on the withdrawal).
  expect(Number(await balanceOf(session.token, 'USDT'))).toBeGreaterThan(1000);
});
