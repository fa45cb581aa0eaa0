import { describe, expect, it } from 'vitest';
import { aboveThreshold, thresholdFor } from './threshold.js';

const settings = { eur: 1000, aud: 1000 };
const now = new Date('2026-03-31T12:00:00Z');
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);

describe('self-hosted threshold (decision 248)', () => {
  it('values EU accounts in EUR and Australian accounts in AUD', () => {
    expect(thresholdFor('EUR', settings)).toEqual({ currency: 'EUR', amount: 1000 });
    expect(thresholdFor('AUD', { eur: 1000, aud: 1500 })).toEqual({ currency: 'AUD', amount: 1500 });
    expect(thresholdFor('USD', settings).currency).toBe('EUR');
  });

  it('is above only when strictly more than the threshold', () => {
    const eur = thresholdFor('EUR', settings);
    expect(aboveThreshold(eur, '1000.00', [], now)).toBe(false);
    expect(aboveThreshold(eur, '1000.01', [], now)).toBe(true);
  });

  it('adds linked transfers of the last 24 hours, not older ones', () => {
    const eur = thresholdFor('EUR', settings);
    expect(aboveThreshold(eur, '600.00', [{ at: hoursAgo(23), value: '400.01' }], now)).toBe(true);
    expect(aboveThreshold(eur, '600.00', [{ at: hoursAgo(24), value: '400.01' }], now)).toBe(false);
    expect(aboveThreshold(eur, '600.00', [{ at: hoursAgo(1), value: '400.00' }], now)).toBe(false);
  });
});

describe('threshold settings', () => {
  it('default to 1,000 and read TRAVEL_RULE_THRESHOLD_EUR and _AUD', async () => {
    const { parseThresholdSettings } = await import('./settings.js');
    expect(parseThresholdSettings({})).toEqual({ eur: 1000, aud: 1000 });
    expect(parseThresholdSettings({ TRAVEL_RULE_THRESHOLD_EUR: '500', TRAVEL_RULE_THRESHOLD_AUD: '1500' })).toEqual({
      eur: 500,
      aud: 1500,
    });
    expect(() => parseThresholdSettings({ TRAVEL_RULE_THRESHOLD_EUR: 'lots' })).toThrow(/TRAVEL_RULE_THRESHOLD_EUR/);
  });
});
