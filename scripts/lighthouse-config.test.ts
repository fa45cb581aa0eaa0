/**
 * The Lighthouse gate as configured (decisions 156, 382, 393): each page audited once, and every
 * run of every page held to 1 on accessibility, best practices and SEO, performance printed only.
 */
import { describe, expect, it } from 'vitest';
import { baseConfig, signedInConfig } from './lighthouse-config.js';

const ONE_IN_EVERY_RUN = ['error', { minScore: 1, aggregationMethod: 'pessimistic' }];

describe('lighthouse gate', () => {
  const base = baseConfig();

  it('audits each page once, the signed-in wallet included', () => {
    expect(base.ci.collect.numberOfRuns).toBe(1);
    expect(signedInConfig(base).ci.collect.numberOfRuns).toBe(1);
  });

  it('holds every run to 1 on accessibility, best practices and SEO, and asserts no performance', () => {
    expect(base.ci.assert?.assertions).toEqual({
      'categories:accessibility': ONE_IN_EVERY_RUN,
      'categories:best-practices': ONE_IN_EVERY_RUN,
      'categories:seo': ONE_IN_EVERY_RUN,
    });
    // Performance is still collected, for the figures printed after the runs.
    expect(base.ci.collect.settings?.onlyCategories).toContain('performance');
  });

  it('audits the signed-in pages with the same gate, as a returning customer opens them', () => {
    const signedIn = signedInConfig(base);
    expect(signedIn.ci.assert).toEqual(base.ci.assert);
    expect(signedIn.ci.collect.puppeteerScript).toBe('scripts/lighthouse-signin.cjs');
    expect(signedIn.ci.collect.settings).toEqual({ ...base.ci.collect.settings, disableStorageReset: true });
  });
});
