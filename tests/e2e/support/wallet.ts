/**
 * Helpers of the wallet end-to-end tests, all through the real server: identity verification
 * through the sandbox provider's own submit path, 2FA switched on through the profile calls, a
 * page opened with a real session, a valid Bitcoin address to withdraw to, balances read back,
 * at the main server or the EU market's (support/servers.ts).
 */

import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { encodeSegwitAddress } from '../../../contract/addresses/index.js';
import { CALLS } from '../../../contract/calls/index.js';
import {
  type AnswerFor,
  apiOk,
  baseUrl,
  type CallOptions,
  type CreatedUser,
  latestCode,
  registerUser,
  type Session,
  type Target,
} from './api.js';

/** A product call to the server at `base` (the main test server unless told). */
export async function callAt<C extends Target>(
  base: string,
  call: C,
  payload: unknown,
  opts: Omit<CallOptions, 'base'> = {},
): Promise<AnswerFor<C>> {
  return apiOk(call, payload, { ...opts, base });
}

/** Opens the app with a real session, as the app keeps it after signing in. */
export async function openSession(page: Page, session: Session, opts: { popupSeen?: boolean } = {}): Promise<void> {
  await page.addInitScript(
    ({ s, popupSeen }) => {
      if (sessionStorage.getItem('e2e-session')) return;
      sessionStorage.setItem('e2e-session', '1');
      // The once-per-session 'Secure your account' popup is tested by the profile area.
      if (popupSeen) sessionStorage.setItem('hasSeenAccountVerificationPopup', 'true');
      localStorage.setItem('auth-storage', JSON.stringify({ state: { ...s, isAuthenticated: true }, version: 0 }));
    },
    {
      s: {
        token: session.token,
        refreshToken: session.refreshToken,
        user: session.user,
        country: null,
        countryName: null,
        continentCode: null,
        currencyName: (session.user as { currency_code?: string }).currency_code ?? null,
        timeZone: 'UTC',
      },
      popupSeen: opts.popupSeen ?? true,
    },
  );
}

export async function loginAt(base: string, email: string, password: string, otp?: string): Promise<Session> {
  return callAt(base, CALLS.login, otp ? { email, password, otp } : { email, password });
}

/** Registers a customer through the real sign-up calls of the server at `base`. */
export async function registerAt(base: string, o: Partial<CreatedUser> = {}): Promise<CreatedUser> {
  return registerUser(o, { base, countryCode: 'LT', currencyCode: 'EUR', isEu: true });
}

/** Identity verification through the sandbox provider's submit path; resolves with the verdict. */
export async function verifyIdentity(token: string, base = baseUrl()): Promise<string> {
  const access = await callAt(base, CALLS.getSumsubToken, {}, { token });
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const form = new FormData();
  form.set('token', access.token);
  form.set('document', new Blob([png], { type: 'image/png' }), 'id.png');
  form.set('selfie', new Blob([png], { type: 'image/png' }), 'me.png');
  const res = await fetch(`${base}/sandbox/kyc/submit`, { method: 'POST', body: form });
  if (!res.ok) throw new Error(`sandbox kyc submit failed: ${res.status}`);
  const deadline = Date.now() + 20_000;
  for (;;) {
    // Asking the sandbox for the status reports a review that fell due, as the widget does.
    await fetch(`${base}/sandbox/kyc/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: access.token }),
    });
    const data = await callAt(base, CALLS.getKycStatus, {}, { token });
    const status = data.kyc_data.find((e) => e.kyc_property === 'kyc_status')?.kyc_value ?? 'pending';
    if (status === 'approved' || status === 'rejected') return status;
    if (Date.now() > deadline) throw new Error(`identity verification still ${status}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: at,
  });
}

/**
 * Switches 2FA on for the session's user, who has neither 2FA nor a passkey (the current password
 * and the code emailed for the change are asked: decision 492); returns the secret. The set-up code
 * is the previous step's (still accepted), so the current step's code is free for the test to use at once.
 */
export async function enableTwoFactor(token: string, password: string, base = baseUrl()): Promise<string> {
  const { base32, qrCodeUrl } = await callAt(base, CALLS.generate2faSecret, {}, { token });
  // The otpauth URI's label names the account: "CoinVault:<email>".
  const email = decodeURIComponent(/:([^:?]+)\?/.exec(qrCodeUrl)?.[1] ?? '');
  const after = Date.now();
  await callAt(base, CALLS.sendSecurityCode, {}, { token });
  const emailCode = await latestCode(email, { after, base, subject: /security change/ });
  // The previous step's code is two steps old once the step turns: on a loaded machine the call
  // can straddle the turn, so near a step's end wait for the next step first.
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 6_000) await new Promise((r) => setTimeout(r, left + 100));
  await callAt(
    base,
    CALLS.enable2fa,
    { security_key: base32, otp: totpCode(base32, Date.now() - 30_000), password, emailCode },
    { token },
  );
  return base32;
}

/** A valid Bitcoin mainnet address (P2WPKH) nobody holds the key of. */
export function bitcoinAddress(): string {
  return encodeSegwitAddress('bc', 0, randomBytes(20));
}

export async function balanceOf(token: string, coin: string, base = baseUrl()): Promise<string> {
  const list = await callAt(base, CALLS.getWalletList, { quoteCurrencyId: 'USD' }, { token });
  return list.find((e) => e.currency.currency_id === coin)?.free_balance ?? '0';
}

/** Waits until the balance of `coin` differs from `from`. */
export async function balanceChange(token: string, coin: string, from: string, base = baseUrl()): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const b = await balanceOf(token, coin, base);
    if (b !== from) return b;
    if (Date.now() > deadline) throw new Error(`${coin} balance stayed ${from}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * The pixels of the QR canvas, for decoding in the test. They cross as one base64 string: as an
 * array of 115,600 numbers, Playwright's serialisation took 3 to 6 s a read on a loaded machine,
 * so a poll that first caught the canvas before it was drawn ran out of time on its second read.
 */
export async function qrPixels(page: Page): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const { base64, width, height } = await page.locator('.qr-box canvas').evaluate((c: HTMLCanvasElement) => {
    const ctx = c.getContext('2d');
    if (!ctx) throw new Error('no 2d context');
    const img = ctx.getImageData(0, 0, c.width, c.height);
    let binary = '';
    for (let i = 0; i < img.data.length; i += 8192) binary += String.fromCharCode(...img.data.subarray(i, i + 8192));
    return { base64: btoa(binary), width: img.width, height: img.height };
  });
  return { data: new Uint8ClampedArray(Buffer.from(base64, 'base64')), width, height };
}

/** Who receives a withdrawal (decision 256), answered on the withdraw form. */
export async function answerBeneficiary(
  page: Page,
  a:
    | { owner: 'other'; wallet: 'provider'; provider: string; name: string }
    | { owner: 'other'; wallet: 'self_hosted'; name: string }
    | { owner: 'self'; wallet: 'self_hosted' },
): Promise<void> {
  const form = page.getByTestId('beneficiary');
  await form.getByLabel(a.owner === 'self' ? 'My own wallet' : "Someone else's wallet").check();
  await form.getByLabel(a.wallet === 'provider' ? 'At an exchange or another provider' : /\(self-hosted\)/).check();
  if (a.wallet === 'provider') {
    await form.getByLabel('Which provider?').fill(a.provider);
    await form
      .getByTestId('providers')
      .getByRole('radio', { name: new RegExp(a.provider) })
      .check();
  }
  if (a.owner === 'other') {
    await form.getByRole('radio', { name: 'A person' }).check();
    await form.getByLabel('Their full name').fill(a.name);
  }
}
