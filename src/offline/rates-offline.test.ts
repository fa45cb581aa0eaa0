import { describe, expect, it } from 'vitest';
import { applySavedRates, loadRates, rates } from '../state/rates.js';

const answer = (fetchedAt: string, eur: string) =>
  (async () => new Response(JSON.stringify({ base: 'USD', rates: { EUR: eur }, fetchedAt }))) as any;
const down = (async () => {
  throw new TypeError('Failed to fetch');
}) as any;

describe('rates while offline', () => {
  it('values a snapshot at its own rates and time when nothing fresher is in hand', async () => {
    await loadRates({ force: true, fetchImpl: down });
    expect(rates.status).toBe('error');
    applySavedRates({ rates: { EUR: '0.91' }, fetchedAt: '2026-01-01T14:05:00Z' });
    expect(rates).toMatchObject({
      status: 'ready',
      rates: { EUR: '0.91' },
      fetchedAt: '2026-01-01T14:05:00Z',
      error: null,
    });
  });

  it('never replaces fresher rates with a snapshot', async () => {
    await loadRates({ force: true, fetchImpl: answer('2026-01-02T09:00:00Z', '0.92') });
    applySavedRates({ rates: { EUR: '0.5' }, fetchedAt: '2025-01-01T00:00:00Z' });
    expect(rates.rates).toEqual({ EUR: '0.92' });
    expect(rates.fetchedAt).toBe('2026-01-02T09:00:00Z');
  });

  it('keeps the rates in hand when a routine refresh cannot reach the server', async () => {
    await loadRates({ force: true, fetchImpl: answer('2026-01-02T09:00:00Z', '0.92') });
    await loadRates({ fetchImpl: down, now: () => Date.now() + 2 * 3_600_000 });
    expect(rates).toMatchObject({ status: 'ready', rates: { EUR: '0.92' }, fetchedAt: '2026-01-02T09:00:00Z' });
  });
});
