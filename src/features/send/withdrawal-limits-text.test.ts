import { beforeAll, describe, expect, it } from 'vitest';
import type { WithdrawalLimitsAnswer } from '../../../contract/withdrawal-limits.js';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { leftIn, leftShownIn, limitMessage } from './use-withdrawal-limits.js';

beforeAll(async () => {
  await loadCatalogs(['send']);
  await activateLanguage('en');
});

const limits: WithdrawalLimitsAnswer = {
  tier: 'verified',
  currency: 'AUD',
  windows: [
    { window: '24h', limit: '25000.00', used: '24400.50', remaining: '599.50' },
    { window: '30d', limit: '100000.00', used: '24400.50', remaining: '75599.50' },
  ],
};

describe('the withdraw screen limit texts', () => {
  it('formats what is left per window in the customer currency', () => {
    expect(leftIn(limits, '24h')).toBe('AU$599.50');
    expect(leftIn(limits, '30d')).toBe('AU$75,599.50');
  });

  it('words a refusal on the amount from what is left', () => {
    expect(limitMessage(limits)).toBe(
      'This is more than your withdrawal limit allows. Left today: AU$599.50; this month: AU$75,599.50.',
    );
  });

  it('words it in the active language', async () => {
    await activateLanguage('de');
    try {
      expect(limitMessage(limits)).toMatch(/^Das ist mehr, als Ihr Auszahlungslimit erlaubt\. Heute noch: /);
    } finally {
      await activateLanguage('en');
    }
  });

  it('gives what is left in the currency values are shown in, for reading only', () => {
    const rates = { EUR: '0.85', AUD: '1.5' };
    // AU$599.50 is US$399.666..., €339.71 at 0.85.
    expect(leftShownIn(limits, '24h', 'EUR', rates)).toBe('€339.71');
    expect(leftShownIn(limits, '24h', 'USD', rates)).toBe('$399.66');
    expect(leftShownIn(limits, '24h', 'AUD', rates)).toBeNull();
    expect(leftShownIn(limits, '24h', 'EUR', null)).toBeNull();
  });
});
