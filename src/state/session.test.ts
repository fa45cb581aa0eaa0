/**
 * The Session Expired notice outlives a reload of the tab: a session that ends as the customer
 * reloads still explains itself on the new page, and the notice goes once it is dismissed.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.js';

const signedIn = JSON.stringify({ state: { token: 't', refreshToken: 'r', isAuthenticated: true }, version: 0 });

async function startPage(local: Storage, tab: Storage) {
  vi.resetModules();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', tab);
  return import('./session.js');
}

describe('the Session Expired notice', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is written for the tab at once when the session ends, and the reloaded page starts with it', async () => {
    const local = memoryStorage({ 'auth-storage': signedIn });
    const tab = memoryStorage();
    const before = await startPage(local, tab);
    expect(before.sessionUi.expired).toBe(false);

    const ending = before.endSession({ expired: true });
    // Synchronously: the old page may be unloading right after this.
    expect(tab.getItem(before.SESSION_EXPIRED_KEY)).toBe('true');
    await ending;
    expect(JSON.parse(local.getItem('auth-storage') ?? '{}').state?.token ?? null).toBeNull();

    const after = await startPage(local, tab);
    expect(after.sessionUi.expired).toBe(true);
  });

  it('goes once dismissed, so the next page of the tab starts without it', async () => {
    const local = memoryStorage();
    const tab = memoryStorage({ sessionExpired: 'true' });
    const page = await startPage(local, tab);
    expect(page.sessionUi.expired).toBe(true);
    page.sessionUi.expired = false;
    expect(tab.getItem(page.SESSION_EXPIRED_KEY)).toBeNull();
    expect((await startPage(local, tab)).sessionUi.expired).toBe(false);
  });

  it('is not raised by a sign-out, nor when nobody was signed in', async () => {
    const tab = memoryStorage();
    const signingOut = await startPage(memoryStorage({ 'auth-storage': signedIn }), tab);
    await signingOut.endSession({ expired: false });
    expect(signingOut.sessionUi.expired).toBe(false);
    expect(tab.getItem(signingOut.SESSION_EXPIRED_KEY)).toBeNull();

    // A call sent before the sign-out, refused after it (the server revoked its token).
    await signingOut.endSession({ expired: true });
    expect(signingOut.sessionUi.expired).toBe(false);
    expect(tab.getItem(signingOut.SESSION_EXPIRED_KEY)).toBeNull();

    const nobody = await startPage(memoryStorage(), tab);
    await nobody.endSession({ expired: true });
    expect(nobody.sessionUi.expired).toBe(false);
    expect(tab.getItem(nobody.SESSION_EXPIRED_KEY)).toBeNull();
  });

  it('is not raised by a refusal after the account was closed here, which ends the session itself', async () => {
    const local = memoryStorage({ 'auth-storage': signedIn });
    const tab = memoryStorage();
    const page = await startPage(local, tab);
    page.markAccountClosed();

    // A poll sent while the closing message shows comes back refused: the account is gone.
    await page.endSession({ expired: true });
    expect(page.sessionUi.expired).toBe(false);
    expect(JSON.parse(local.getItem('auth-storage') ?? '{}').state?.token).toBe('t');

    // The closing screen's own sign-out forgets it; a later session expires as any other.
    await page.endSession({ expired: false });
    expect(JSON.parse(local.getItem('auth-storage') ?? '{}').state?.token ?? null).toBeNull();
    (await import('./auth.js')).setTokens('t2', 'r2');
    await page.endSession({ expired: true });
    expect(page.sessionUi.expired).toBe(true);
  });
});
