/**
 * Signing in as the demo staff, who have 2FA on with the demo secret (server/seed.ts). A code is
 * accepted once per account, so a sign-in that finds the current step's code spent waits for the
 * next step; each worker signs in through the calls once and reuses the session.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CALLS } from '../../../contract/calls/index.js';
import { apiCall, apiOk, login, type Session, STRONG_PASSWORD, uniqueEmail } from './api.js';
import { expect } from './fixtures.js';
import { totpCode } from './wallet.js';

export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const DEMO_ADMIN = { email: 'admin@coinvault.example', password: 'Demo-Admin-1!' };

const nextStep = () => new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 250));

async function signIn(who: { email: string; password: string }): Promise<Session> {
  for (let tries = 0; tries < 4; tries++) {
    const { answer } = await apiCall(CALLS.login, { ...who, otp: totpCode(DEMO_STAFF_TOTP_SECRET) });
    if (answer.status === 'success' && answer.data) return answer.data;
    if (answer.status === 'error' && answer.code !== 'OTP_INVALID') throw new Error(`${who.email}: ${answer.code}`);
    await nextStep();
  }
  throw new Error(`${who.email}: no code accepted`);
}

const sessions = new Map<string, Promise<Session>>();

/** The staff member's session, signed in once per worker. */
export function staffSession(who: { email: string; password: string } = DEMO_ADMIN): Promise<Session> {
  let s = sessions.get(who.email);
  if (!s) {
    s = signIn(who);
    sessions.set(who.email, s);
  }
  return s;
}

/** Signs in through the form: email and password, then the 2FA code the server asks for. */
export async function signInStaffThroughForm(page: Page, who = DEMO_ADMIN): Promise<void> {
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const code = page.getByLabel('2FA code', { exact: true });
  await expect(code).toBeVisible();
  for (let tries = 0; tries < 3; tries++) {
    await code.fill(totpCode(DEMO_STAFF_TOTP_SECRET));
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    const invalid = page.getByText('Invalid 2FA code. Please try again.');
    const outcome = await Promise.race([
      page.waitForURL((u) => u.pathname !== '/', { timeout: 10_000 }).then(() => 'in' as const),
      invalid.waitFor({ timeout: 10_000 }).then(() => 'spent' as const),
    ]);
    if (outcome === 'in') return;
    await nextStep();
  }
  throw new Error('no 2FA code accepted');
}

/** A second compliance officer, made by the demo admin; signed in with the secret shown once. */
export async function secondOfficer(): Promise<Session> {
  const admin = await staffSession();
  const email = uniqueEmail('officer');
  const made = await apiOk(
    CALLS.createStaff,
    {
      email,
      password: STRONG_PASSWORD,
      firstName: 'Second',
      lastName: 'Officer',
      role: 'compliance',
      reason: 'A second officer',
    },
    { token: admin.token, idempotencyKey: randomUUID() },
  );
  const secret = new URL(made.otpauthUri).searchParams.get('secret') ?? '';
  return login(email, STRONG_PASSWORD, totpCode(secret));
}
