import { beforeAll, describe, expect, it } from 'vitest';
import { ApiCallError } from '../../api/errors.js';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { EXPORT_TEXT, failureText, historyOutcome, historyRequest } from './customer-export.js';

const NOW = new Date('2026-03-15T02:00:00Z');

beforeAll(async () => {
  await loadCatalogs(['transactions']);
  await activateLanguage('en');
});

describe('historyRequest', () => {
  it('sends all time as no start, and the end as now', () => {
    expect(historyRequest('csv', 'All', 'all', NOW, 'Australia/Sydney')).toEqual({
      format: 'csv',
      type: 'All',
      from: null,
      to: '2026-03-15T02:00:00.000Z',
      timeZone: 'Australia/Sydney',
    });
  });

  it('counts the period chips back from now as the list does', () => {
    expect(historyRequest('pdf', 'Swap', 'day', NOW, 'UTC').from).toBe('2026-03-14T02:00:00.000Z');
    // Noon 8 April in Sydney (AEST, +10) back seven days across the end of daylight saving on
    // 5 April: noon 1 April on Sydney's clocks (AEDT, +11), not 168 hours.
    const week = historyRequest('pdf', 'Swap', 'week', new Date('2026-04-08T02:00:00Z'), 'Australia/Sydney');
    expect(week.from).toBe('2026-04-01T01:00:00.000Z');
    expect(week.type).toBe('Swap');
  });
});

describe('historyOutcome', () => {
  it('downloads a file with transactions and names it', () => {
    expect(historyOutcome({ rows: 3, fileName: 'coinvault_history_all_2026-03-15.csv' })).toEqual({
      save: true,
      text: 'coinvault_history_all_2026-03-15.csv downloaded',
    });
  });

  it('downloads nothing when the filters match no transaction, and says so', () => {
    expect(historyOutcome({ rows: 0, fileName: 'x.csv' })).toEqual({ save: false, text: EXPORT_TEXT.nothing() });
  });
});

describe('failureText', () => {
  it('says a connection is needed when the server cannot be reached', () => {
    expect(failureText(new ApiCallError('NETWORK', 'Network error', 0))).toBe('A connection is needed to export.');
    expect(failureText(new TypeError('Failed to fetch'))).toBe('A connection is needed to export.');
  });

  it('names the refused fields', () => {
    const e = new ApiCallError('VALIDATION', 'Invalid input', 400, { year: 'must be a year from 2023 to 2025' });
    expect(failureText(e)).toBe('year must be a year from 2023 to 2025.');
  });

  it("keeps the server's message for other refusals, and a plain one for anything else", () => {
    const limited = new ApiCallError('RATE_LIMITED', 'Too many exports. Please wait 1 minute and try again.', 429);
    expect(failureText(limited)).toBe(limited.message);
    expect(failureText(new Error(''))).toBe(EXPORT_TEXT.failed());
  });
});
