// @vitest-environment happy-dom
/**
 * When 'Secure your account' is offered: once per browser session, to a signed-in customer whose
 * verdict is not in, while connected. The wallet asks this before it loads the popup's code, so
 * every "no" must come without the popup, and a status that is not asked costs no call.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type KycStatus, SEEN_VERIFICATION_POPUP_KEY } from '../../contract/kyc.js';
import { network, resetNetworkStateForTests } from '../offline/network.js';
import { auth, clearAuth } from '../state/auth.js';
import { offerVerification } from './verification-offer.js';

const status = (s: KycStatus) => vi.fn(async () => s);

beforeEach(() => {
  sessionStorage.clear();
  resetNetworkStateForTests();
  Object.assign(auth, { token: 't', refreshToken: 'r', isAuthenticated: true, user: { id: 'u1', role: 'user' } });
});
afterEach(() => clearAuth());

describe('the verification offer', () => {
  it('is made once a session to a customer not yet verified, and marked', async () => {
    const asked = status('pending');
    expect(await offerVerification(asked)).toBe(true);
    expect(sessionStorage.getItem(SEEN_VERIFICATION_POPUP_KEY)).toBe('true');
    // The same session: not again, and not even asked.
    expect(await offerVerification(asked)).toBe(false);
    expect(asked).toHaveBeenCalledTimes(1);
  });

  it.each(['approved', 'rejected'] as const)('is not made once the verdict is in (%s), nor marked', async (verdict) => {
    expect(await offerVerification(status(verdict))).toBe(false);
    expect(sessionStorage.getItem(SEEN_VERIFICATION_POPUP_KEY)).toBeNull();
  });

  it('is not made offline, without asking, and is made once the connection is back', async () => {
    network.online = false;
    const asked = status('not_started');
    expect(await offerVerification(asked)).toBe(false);
    expect(asked).not.toHaveBeenCalled();
    network.online = true;
    expect(await offerVerification(asked)).toBe(true);
  });

  it('is not made when the connection goes while the status is on its way', async () => {
    const asked = vi.fn(async (): Promise<KycStatus> => {
      network.reachable = false;
      return 'pending';
    });
    expect(await offerVerification(asked)).toBe(false);
    expect(sessionStorage.getItem(SEEN_VERIFICATION_POPUP_KEY)).toBeNull();
  });

  it('is not made, nor marked, for a screen left while the status was on its way', async () => {
    expect(await offerVerification(status('pending'), () => false)).toBe(false);
    expect(sessionStorage.getItem(SEEN_VERIFICATION_POPUP_KEY)).toBeNull();
  });

  it('is never made to staff or to a visitor who is not signed in, without asking', async () => {
    const asked = status('pending');
    Object.assign(auth, { user: { id: 'a1', role: 'admin' } });
    expect(await offerVerification(asked)).toBe(false);
    clearAuth();
    expect(await offerVerification(asked)).toBe(false);
    expect(asked).not.toHaveBeenCalled();
  });
});
