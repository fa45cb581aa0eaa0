import { describe, expect, it } from 'vitest';
import { CHOSEN_LANGUAGE_CACHE, isOldVersionCache, outlivesSessions, versionCaches } from './worker-caches.js';

describe('the caches the worker keeps', () => {
  it('are named by the version, and only other versions of them are dropped', () => {
    const current = versionCaches('abc');
    const older = versionCaches('def');
    expect(current.pages).not.toBe(older.pages);
    expect(current.languages).not.toBe(older.languages);
    expect(current.pages).not.toBe(current.languages);
    expect(isOldVersionCache(older.pages, current)).toBe(true);
    expect(isOldVersionCache(older.languages, current)).toBe(true);
    expect(isOldVersionCache(current.pages, current)).toBe(false);
    expect(isOldVersionCache(current.languages, current)).toBe(false);
    // Workbox's precache, the forex rates and the chosen language are not versions' caches.
    expect(isOldVersionCache('forex-rates', current)).toBe(false);
    expect(isOldVersionCache('workbox-precache-v2-http://localhost/', current)).toBe(false);
    expect(isOldVersionCache(CHOSEN_LANGUAGE_CACHE, current)).toBe(false);
  });

  it('outlive a session when they hold the app and its languages, the same for everyone', () => {
    const current = versionCaches('abc');
    expect(outlivesSessions('workbox-precache-v2-http://localhost/')).toBe(true);
    expect(outlivesSessions(current.pages)).toBe(true);
    expect(outlivesSessions(current.languages)).toBe(true);
    expect(outlivesSessions(CHOSEN_LANGUAGE_CACHE)).toBe(true);
    // What a session filled goes with it (decision 082).
    expect(outlivesSessions('forex-rates')).toBe(false);
    expect(outlivesSessions('anything-else')).toBe(false);
  });
});
