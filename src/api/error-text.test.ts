import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../contract/answers.js';
import { LANGUAGES } from '../../contract/languages.js';
import { activateLanguage, LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import type { ClientErrorCode } from './api-error.js';
import { ERROR_TEXT, errorText, fieldTexts } from './error-text.js';

const CODES: ClientErrorCode[] = [...ERROR_CODES, 'NETWORK', 'DECRYPTION_FAILED', 'INVALID_RESPONSE_FORMAT'];

afterAll(() => activateLanguage('en'));

describe('the app’s text for each error code', () => {
  it('exists for every code the server or the client names', () => {
    expect(CODES.filter((code) => !ERROR_TEXT[code])).toEqual([]);
  });

  it('is translated in every language, never left in English', async () => {
    // The back office's texts are in the later catalog, which every signed-in screen loads.
    await loadCatalogs([LATER_CATALOG]);
    await activateLanguage('en');
    const english = new Map(CODES.map((code) => [code, errorText(code)]));
    const untranslated: string[] = [];
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      await activateLanguage(language);
      for (const code of CODES) {
        const text = errorText(code);
        if (!text || text === english.get(code)) untranslated.push(`${language} ${code}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('replaces the server’s English message and field messages outside English, and keeps them in English', async () => {
    const server = 'Insufficient balance: you have 0.1 BTC available.';
    await activateLanguage('de');
    expect(errorText('INSUFFICIENT_BALANCE', server)).toBe('Ihr Guthaben reicht dafür nicht aus.');
    expect(fieldTexts({ amount: 'Must be a positive number' })).toEqual({ amount: 'Bitte prüfen Sie diese Angabe.' });
    await activateLanguage('en');
    expect(errorText('INSUFFICIENT_BALANCE', server)).toBe(server);
    expect(fieldTexts({ amount: 'Must be a positive number' })).toEqual({ amount: 'Must be a positive number' });
    expect(errorText('NETWORK')).toBe('Network error - please check your connection');
  });

  it('keeps the server’s own words while the catalog of refusals has not arrived', async () => {
    const server = 'Insufficient balance: you have 0.1 BTC available.';
    // A language active without the refusals' catalog, as when its fetch failed.
    i18n.loadAndActivate({ locale: 'de-AT', messages: {} });
    expect(errorText('INSUFFICIENT_BALANCE', server)).toBe(server);
    await activateLanguage('de');
    expect(errorText('INSUFFICIENT_BALANCE', server)).toBe('Ihr Guthaben reicht dafür nicht aus.');
  });
});
