/**
 * The time zone a page starts with: this browser session's, else (a new session of a signed-in
 * customer) the zone they signed in with, else the browser's own.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.js';

async function startWith(local: Record<string, string>, session: Record<string, string>) {
  vi.resetModules();
  vi.stubGlobal('localStorage', memoryStorage(local));
  vi.stubGlobal('sessionStorage', memoryStorage(session));
  return (await import('./locale.js')).locale;
}

const signedIn = (timeZone: string | null, token: string | null = 't') =>
  JSON.stringify({ state: { token, refreshToken: token && 'r', timeZone }, version: 0 });

// A zone no test machine runs in, so the browser's own zone can never stand in for it.
const ZONE = 'Pacific/Chatham';

describe('the starting time zone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('a new session of a signed-in customer keeps the zone they signed in with, without asking the browser', async () => {
    const resolvedOptions = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    const locale = await startWith({ 'auth-storage': signedIn(ZONE) }, {});
    expect(locale.timeZone).toBe(ZONE);
    expect(resolvedOptions).not.toHaveBeenCalled();
    resolvedOptions.mockRestore();
  });

  it("this session's zone comes first", async () => {
    const locale = await startWith({ 'auth-storage': signedIn(ZONE) }, { userTimeZone: 'Europe/Berlin' });
    expect(locale.timeZone).toBe('Europe/Berlin');
  });

  it("signed out, or signed in without a zone, it is the browser's", async () => {
    const browsers = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect((await startWith({ 'auth-storage': signedIn(ZONE, null) }, {})).timeZone).toBe(browsers);
    expect((await startWith({ 'auth-storage': signedIn(null) }, {})).timeZone).toBe(browsers);
    expect((await startWith({}, {})).timeZone).toBe(browsers);
  });
});
