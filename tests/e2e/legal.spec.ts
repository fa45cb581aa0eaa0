import type { Page } from '@playwright/test';
import { accessibilityViolations } from './support/accessibility.js';
import { expect, test } from './support/fixtures.js';
import { sidewaysOverflow } from './support/overlaps.js';

const PAGES: Array<[path: string, title: string, lastUpdated?: string]> = [
  ['/privacy-policy', 'Privacy Policy'],
  ['/cookie-policy', 'Cookie Policy'],
  ['/aml-cft-policy', 'Policy on Prevention of Money Laundering and Terrorist Financing'],
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/au/terms-and-conditions', 'Terms and Conditions (Australia)'],
  ['/msa-statement', 'Modern Slavery Statement'],
  ['/impressum', 'Legal Notice', '26/11/2026'],
];

/** Answers the app's geolocation call as if the visitor were in the given country. */
async function visitFrom(page: Page, countryCode: string, currency: string, continentCode: string) {
  await page.route('**/api/geo', (route) =>
    route.fulfill({
      json: {
        ip: '203.0.113.7',
        country: countryCode,
        countryName: countryCode,
        continentCode,
        currency,
        timezone: 'UTC',
        countryCode,
        isEu: continentCode === 'EU',
      },
    }),
  );
}

async function openLegalPage(page: Page, path: string, title: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
}

// Each page is opened once and checked as a reader and on a phone: a page load in a fresh browser
// context is most of what a check of a static page costs, and the step is bound by the CPU.
for (const [path, title, lastUpdated = '22/08/2025'] of PAGES) {
  test(`${path} opens signed out, titled '${title}', last updated ${lastUpdated}, passes the accessibility check and fits a 360 px phone`, async ({
    page,
  }) => {
    await openLegalPage(page, path, title);
    await expect(page).toHaveURL(path);
    await expect(page).toHaveTitle(`${title} | CoinVault`);
    await expect(page.getByText(`Last updated ${lastUpdated}`)).toBeVisible();
    // Legal pages have no close button and a logo that goes nowhere.
    await expect(page.getByRole('banner').getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('banner').getByRole('link')).toHaveCount(0);
    expect(await accessibilityViolations(page)).toEqual([]);

    // The same page on a 360 px phone: no sideways scrolling.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await sidewaysOverflow(page)).toBe(0);
  });
}

test('the accessibility check also passes in the dark theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openLegalPage(page, '/terms-and-conditions', 'Terms and Conditions');
  expect(await accessibilityViolations(page)).toEqual([]);
});

test.describe('the auth page footer links the terms for the visitor country', () => {
  test('an Australian visitor gets the Australian terms', async ({ page }) => {
    await visitFrom(page, 'AU', 'AUD', 'OC');
    await page.goto('/');
    const terms = page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms and Conditions' });
    await expect(terms).toHaveAttribute('href', '/au/terms-and-conditions');
    await terms.click();
    await expect(page).toHaveURL('/au/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions (Australia)' })).toBeVisible();
  });

  test('an EU visitor gets the EU terms', async ({ page }) => {
    await visitFrom(page, 'LT', 'EUR', 'EU');
    await page.goto('/');
    const terms = page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Terms and Conditions' });
    await expect(terms).toHaveAttribute('href', '/terms-and-conditions');
    await terms.click();
    await expect(page).toHaveURL('/terms-and-conditions');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms and Conditions', exact: true })).toBeVisible();
  });

  test('the footer links every legal page', async ({ page }) => {
    await visitFrom(page, 'DE', 'EUR', 'EU');
    await page.goto('/');
    const footer = page.getByRole('navigation', { name: 'Legal' });
    for (const [name, href] of [
      ['Privacy Policy', '/privacy-policy'],
      ['Cookie Policy', '/cookie-policy'],
      ['AML/CFT Policy', '/aml-cft-policy'],
      ['Modern Slavery Statement', '/msa-statement'],
      ['Legal Notice', '/impressum'],
    ] as const) {
      await expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });
});

test('the contents list jumps to a section and links between pages stay in the app', async ({ page }) => {
  await openLegalPage(page, '/terms-and-conditions', 'Terms and Conditions');
  const contents = page.getByRole('navigation', { name: 'Contents' });
  await expect(contents.getByRole('link')).toHaveCount(17);
  await contents.getByRole('link', { name: '14. Our liability' }).click();
  await expect(page).toHaveURL('/terms-and-conditions#14-our-liability');
  await expect(page.getByRole('heading', { level: 2, name: '14. Our liability' })).toBeInViewport();

  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('article').getByRole('link', { name: 'Privacy Policy' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a deep link to a section opens at that section', async ({ page }) => {
  await page.goto('/aml-cft-policy#7-reporting-to-the-authorities');
  await expect(page.getByRole('heading', { level: 2, name: '7. Reporting to the authorities' })).toBeInViewport();
});

test('prints the document without the site chrome', async ({ page }) => {
  await openLegalPage(page, '/msa-statement', 'Modern Slavery Statement');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Modern Slavery Statement' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Contents' })).toBeVisible();
});
