/**
 * Signing in as the demo staff, who have 2FA on with the demo secret (server/seed.ts). A code is
 * accepted once per account, so a sign-in that finds the current step's code spent waits for the
 * next step; each worker signs in through the calls once and reuses the session.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { CALLS } from '../../../contract/calls/index.js';
import { apiCall, apiOk, baseUrl, login, type Session, STRONG_PASSWORD, uniqueEmail } from './api.js';
import { expect, test } from './fixtures.js';
import { totpCode } from './wallet.js';

export const DEMO_STAFF_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
export const DEMO_ADMIN = { email: 'admin@coinvault.example', password: 'Demo-Admin-1!' };
export const DEMO_SECOND_ADMIN = { email: 'admin2@coinvault.example', password: 'Demo-Admin-2!' };
export const DEMO_COMPLIANCE = { email: 'compliance@coinvault.example', password: 'Demo-Compliance-1!' };

const nextStep = () => new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 250));

/**
 * How many 30 s steps a staff sign-in may try: every worker signs the same seeded staff in, and a
 * step's code is accepted once per account, so each worker may find a step spent by another.
 */
const STEP_TRIES = Number(process.env.E2E_WORKERS ?? 4) + 2;

async function signIn(who: { email: string; password: string }): Promise<Session> {
  for (let tries = 0; tries < STEP_TRIES; tries++) {
    const { answer } = await apiCall(CALLS.login, { ...who, otp: totpCode(DEMO_STAFF_TOTP_SECRET) });
    if (answer.status === 'success' && answer.data) return answer.data;
    if (answer.status === 'error' && answer.code !== 'OTP_INVALID') throw new Error(`${who.email}: ${answer.code}`);
    await nextStep();
  }
  throw new Error(`${who.email}: no code accepted`);
}

const sessions = new Map<string, Promise<Session>>();

/** Seconds until the access token's expiry (its `exp` claim). */
function secondsLeft(token: string): number {
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: number };
  return (claims.exp ?? 0) - Date.now() / 1000;
}

/** Long enough for the longest test that holds the session (3 minutes). */
const RENEW_BELOW_SECONDS = 4 * 60;

/**
 * The staff member's session, signed in once per worker and again when its access token is about
 * to end (access tokens last 15 minutes; a worker's tests last longer). Signing in again, not the
 * refresh token: a page given this session may already have rotated that token, and using a
 * retired one ends the session, as it should.
 */
export async function staffSession(who: { email: string; password: string } = DEMO_ADMIN): Promise<Session> {
  const cached = sessions.get(who.email);
  if (cached) {
    const session = await cached.catch(() => null);
    if (session && secondsLeft(session.token) > RENEW_BELOW_SECONDS) return session;
    if (sessions.get(who.email) !== cached) return staffSession(who);
  }
  const fresh = signIn(who);
  sessions.set(who.email, fresh);
  return fresh;
}

/** Signs in through the form: email and password, then the 2FA code the server asks for. */
export async function signInStaffThroughForm(page: Page, who = DEMO_ADMIN): Promise<void> {
  // Other workers sign the same staff in: each spent step costs up to 30 s of waiting, which is
  // the single-use rule at work, not the page being slow.
  test.info().setTimeout(test.info().timeout + STEP_TRIES * 30_000);
  await page.goto('/');
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await page.getByLabel('Email', { exact: true }).fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  const code = page.getByLabel('2FA code', { exact: true });
  await expect(code).toBeVisible();
  for (let tries = 0; tries < STEP_TRIES; tries++) {
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

/** The enrolment link mailed to a new staff member (path and fragment), waiting briefly for it. */
export async function enrolmentLink(email: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${baseUrl()}/sandbox/mail?to=${encodeURIComponent(email)}`);
    const list = (await res.json()) as { text: string }[];
    const link = list.map((m) => /\/staff-enrolment#email=[^&\s]+&code=[A-Za-z0-9_-]+/.exec(m.text)?.[0]).find(Boolean);
    if (link) return link;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no enrolment link mailed to ${email}`);
}

const enrolmentCode = async (email: string) => /code=([A-Za-z0-9_-]+)/.exec(await enrolmentLink(email))?.[1] ?? '';

/**
 * A second compliance officer, asked for by the demo admin and approved by the second demo admin
 * (a grant of compliance waits for a second admin, decision 491), who enrols from the emailed link
 * as a new member does: no admin ever sees their secret.
 */
export async function secondOfficer(): Promise<Session> {
  const admin = await staffSession();
  const email = uniqueEmail('officer');
  const made = await apiOk(
    CALLS.createStaff,
    { email, firstName: 'Second', lastName: 'Officer', role: 'compliance', reason: 'A second officer' },
    { token: admin.token, idempotencyKey: randomUUID() },
  );
  await apiOk(
    CALLS.decideStaffRole,
    { requestId: made.pendingRole?.requestId ?? '', approve: true, reason: 'Agreed' },
    { token: (await staffSession(DEMO_SECOND_ADMIN)).token },
  );
  const code = await enrolmentCode(email);
  const begun = await apiOk(CALLS.beginStaffEnrolment, { email, code });
  const secret = new URL(begun.otpauthUri).searchParams.get('secret') ?? '';
  await apiOk(CALLS.finishStaffEnrolment, { email, code, password: STRONG_PASSWORD, totp: enrolmentTotpCode(secret) });
  return login(email, STRONG_PASSWORD, totpCode(secret));
}

/**
 * The code to finish an enrolment with: the previous step's, which the server still accepts (as
 * from someone who types it as it turns over). The enrolment spends that step, so the present
 * step's code signs the new member in at once instead of 30 s later.
 */
export function enrolmentTotpCode(secret: string): string {
  return totpCode(secret, Date.now() - 30_000);
}
