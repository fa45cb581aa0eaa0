import { describe, expect, it } from 'vitest';
import { answeredFromPages, deviceLanguage, pageUrl, pageUrls, shownLanguage } from './prerendered-pages.js';

describe('the prerendered pages the worker keeps', () => {
  it('are the legal pages in one language, never the sign-in page', () => {
    const urls = pageUrls('de');
    expect(urls).toContain('/pages/de/privacy-policy.html');
    expect(urls).toContain('/pages/de/au/terms-and-conditions.html');
    expect(urls).not.toContain('/pages/de/index.html');
    expect(urls).toHaveLength(7);
    expect(urls.every((url) => url.startsWith('/pages/de/'))).toBe(true);
    expect(answeredFromPages('/')).toBe(false);
    expect(answeredFromPages('/impressum')).toBe(true);
    expect(answeredFromPages('/wallet')).toBe(false);
  });

  it('answer a visit with the page of the language asked for', () => {
    expect(pageUrl('/privacy-policy', 'pl')).toBe('/pages/pl/privacy-policy.html');
    expect(pageUrls('pl')).toContain(pageUrl('/cookie-policy', 'pl'));
  });

  it('follow the device language as the app does, English when it speaks none of them', () => {
    expect(deviceLanguage({ languages: ['ja', 'pl-PL'] })).toBe('pl');
    expect(deviceLanguage({ languages: ['ja'] })).toBe('en');
    expect(deviceLanguage({ language: 'fr-CA' })).toBe('fr');
    expect(deviceLanguage({})).toBe('en');
  });

  it('are in the language the app told the worker last, else the device language', () => {
    expect(shownLanguage('en', 'pl')).toBe('pl');
    expect(shownLanguage('de', null)).toBe('de');
    // A remembered value the app could not have sent is not a language.
    expect(shownLanguage('de', 'pseudo')).toBe('de');
    expect(shownLanguage('en', 'PL')).toBe('en');
  });
});
