/**
 * Help end to end: reached from Profile at both widths, the support address and hours the server
 * is set up with, the customer number, the contact form (its rules, then a message that reaches
 * support's mailbox with the number, and the customer's confirmation), and the region's legal pages.
 */

import type { Page } from '@playwright/test';
import { accessibilityViolations } from './support/accessibility.js';
import { baseUrl, type OutboxMessage } from './support/api.js';
import { expect, test } from './support/fixtures.js';

const SUPPORT = 'support@coinvault.example';

async function mailbox(to: string): Promise<OutboxMessage[]> {
  const res = await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(to)}`);
  return (await res.json()) as OutboxMessage[];
}

async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR)
    await page.screenshot({
      path: `${process.env.SHOTS_DIR}/${name}-${page.viewportSize()?.width}.png`,
      fullPage: true,
    });
}

test('signed in, Help gives the support contact, a contact form that reaches support, and the legal pages', async ({
  page,
  customer,
  signIn,
}) => {
  await signIn(page, customer);
  await page.goto('/profile/account');
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('link', { name: SUPPORT })).toHaveAttribute('href', `mailto:${SUPPORT}`);
  await expect(page.getByText('Monday to Friday, 9:00 to 17:00 (Vilnius time)')).toBeVisible();
  const number = (await page.getByTestId('customer-number').innerText()).trim();
  expect(number).toMatch(/^CU-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);

  const legal = page.getByRole('region', { name: 'Legal' });
  await expect(legal.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
    'href',
    '/au/terms-and-conditions',
  );
  await expect(legal.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  await shot(page, 'help');
  expect(await accessibilityViolations(page)).toEqual([]);

  // The rules show under their fields, and nothing is sent.
  const send = page.getByRole('button', { name: 'Send message' });
  await send.click();
  await expect(page.getByText('Enter a subject')).toBeVisible();
  await expect(page.getByText('Message must be 10 to 2000 characters')).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Subject', { exact: true }).fill('Question about my deposit');
  await page.getByLabel('Message', { exact: true }).fill('My deposit of 0.1 BTC has not arrived yet.\n\nThanks.');
  await send.click();
  await expect(page.getByRole('status').getByText(/Message sent/)).toBeVisible();
  await shot(page, 'help-sent');

  await expect
    .poll(async () => (await mailbox(SUPPORT)).some((m) => m.subject === `[${number}] Question about my deposit`))
    .toBe(true);
  const toSupport = (await mailbox(SUPPORT)).find((m) => m.subject.startsWith(`[${number}]`));
  expect(toSupport?.text).toContain(customer.email);
  expect(toSupport?.text).toContain('My deposit of 0.1 BTC has not arrived yet.');
  await expect.poll(async () => (await mailbox(customer.email)).some((m) => m.text.includes(number))).toBe(true);

  await legal.getByRole('link', { name: 'Terms and Conditions' }).click();
  await expect(page).toHaveURL('/au/terms-and-conditions');
});

// An EU customer's Terms link (the EU Terms) is checked by legal-links.test.ts and the server's support test.
test('at 360 px Help is in the profile menu and fits the screen', async ({ page, customer, signIn }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, customer);
  await page.goto('/profile');
  await page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link', { name: 'Help' }).click();
  await expect(page).toHaveURL('/help');
  await expect(page.getByTestId('customer-number')).toHaveText(/^CU-/);
  await expect(
    page.getByRole('region', { name: 'Legal' }).getByRole('link', { name: 'Terms and Conditions' }),
  ).toHaveAttribute('href', '/au/terms-and-conditions');
  await shot(page, 'help');
  // Nothing runs off the screen at this width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
