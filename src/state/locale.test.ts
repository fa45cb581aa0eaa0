/**
 * The time zone a page starts with: this browser session's, else (a new session of a signed-in
 * customer) the zone they signed in with, else the browser's own. A visitor's page does not ask
 * the browser at start (its first Intl call costs tens of milliseconds): only on signing in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.js';

async function startWith(local: Record<string, string>, session: Record<string, string>) {
  return (await startModule(local, session)).locale;
}

async function startModule(local: Record<string, string>, session: Record<string, string>) {
  vi.resetModules();
  vi.stubGlobal('localStorage', memoryStorage(local));
  vi.stubGlobal('sessionStorage', memoryStorage(session));
  return import('./locale.js');
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

  it("signed in without a zone, it is the browser's from the start", async () => {
    const browsers = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect((await startWith({ 'auth-storage': signedIn(null) }, {})).timeZone).toBe(browsers);
  });

  it('signed out, the browser is asked only when the visitor signs in, and then once', async () => {
    const browsers = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const starts: Record<string, string>[] = [{ 'auth-storage': signedIn(ZONE, null) }, {}];
    for (const local of starts) {
      const resolvedOptions = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
      try {
        const { locale, settledTimeZone } = await startModule(local, {});
        expect(resolvedOptions).not.toHaveBeenCalled();
        expect(locale.timeZone).toBe('UTC');
        expect(settledTimeZone()).toBe(browsers);
        expect(locale.timeZone).toBe(browsers);
        settledTimeZone();
        expect(resolvedOptions).toHaveBeenCalledTimes(1);
      } finally {
        resolvedOptions.mockRestore();
      }
    }
  });

  it('signed out, a zone from the location or the customer is kept: signing in does not ask the browser', async () => {
    const resolvedOptions = vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions');
    try {
      const { locale, applyUserLocale, settledTimeZone } = await startModule({}, {});
      applyUserLocale(undefined, ZONE);
      expect(settledTimeZone()).toBe(ZONE);
      expect(locale.timeZone).toBe(ZONE);
      expect(resolvedOptions).not.toHaveBeenCalled();
    } finally {
      resolvedOptions.mockRestore();
    }
  });
});

describe("a staff member's time zone", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  // The account's zone is its region's, set when the account was made; the officer sits elsewhere.
  const REGION = 'Australia/Sydney';
  const DEVICE = 'Europe/Vilnius';
  const onDevice = () =>
    vi
      .spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions')
      .mockReturnValue({ timeZone: DEVICE } as Intl.ResolvedDateTimeFormatOptions);
  const staffSignedIn = JSON.stringify({
    state: { token: 't', refreshToken: 'r', timeZone: REGION, user: { id: 's1', role: 'compliance' } },
    version: 0,
  });

  it("signing in, is the device's, not the account's", async () => {
    const { locale, applyUserLocale, settledTimeZone } = await startModule({}, { userTimeZone: REGION });
    onDevice();
    applyUserLocale(undefined, REGION, 'compliance');
    expect(locale.timeZone).toBe(DEVICE);
    expect(settledTimeZone()).toBe(DEVICE);
  });

  it("in a new tab or after a reload, is the device's, whatever was kept", async () => {
    onDevice();
    expect((await startWith({ 'auth-storage': staffSignedIn }, {})).timeZone).toBe(DEVICE);
    expect((await startWith({ 'auth-storage': staffSignedIn }, { userTimeZone: REGION })).timeZone).toBe(DEVICE);
  });

  it("a customer's own zone still wins over the device's", async () => {
    const { locale, applyUserLocale } = await startModule({}, {});
    onDevice();
    applyUserLocale(undefined, REGION, 'user');
    expect(locale.timeZone).toBe(REGION);
  });
});
