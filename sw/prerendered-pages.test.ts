import { describe, expect, it } from 'vitest';
import { answeredFromPages, deviceLanguage, pageUrls } from './prerendered-pages.js';

describe('the prerendered pages the worker keeps', () => {
  it('are the legal pages in the device language, never the sign-in page', () => {
    const urls = pageUrls({ languages: ['de-AT', 'en'] });
    expect(urls).toContain('/pages/de/privacy-policy.html');
    expect(urls).toContain('/pages/de/au/terms-and-conditions.html');
    expect(urls).not.toContain('/pages/de/index.html');
    expect(urls).toHaveLength(7);
    expect(answeredFromPages('/')).toBe(false);
    expect(answeredFromPages('/impressum')).toBe(true);
    expect(answeredFromPages('/wallet')).toBe(false);
  });

  it('follow the device language as the app does, English when it speaks none of them', () => {
    expect(deviceLanguage({ languages: ['ja', 'pl-PL'] })).toBe('pl');
    expect(deviceLanguage({ languages: ['ja'] })).toBe('en');
    expect(deviceLanguage({ language: 'fr-CA' })).toBe('fr');
    expect(deviceLanguage({})).toBe('en');
  });
});
