/**
 * Staff accounts, made only here: by an admin's call or by the command-line tool, never by
 * sign-up. Staff sign in only with 2FA or a passkey (decision 234).
 *
 * An admin's call makes the account with a password nobody knows and no second factor, and emails
 * the new member a one-time link from which they set both (decision 359): no admin ever holds a
 * staff member's credentials, so one admin cannot act as two people. The command-line tool, run by
 * the operator who holds the server's keys, still prints the secret once.
 */
import { randomBytes } from 'node:crypto';
import { STAFF_ENROLMENT_TTL_HOURS, type StaffRole } from '../../../contract/staff.js';
import {
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
} from '../../../contract/validation/accounts.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import {
  insertAccount,
  newTotpSecret,
  STAFF_ENROLMENT_PURPOSE,
  sealTotpSecret,
  sendAccountNotice,
  storeCode,
  totpFor,
} from '../accounts/index.js';
import { staffMail } from './staff-mail.js';

interface NewStaff {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

type Invited = Omit<NewStaff, 'password'>;

/** The fields refused, by name; empty when the new staff member may be made. */
export function staffProblems(s: Invited & { password?: string }): Record<string, string> {
  const problems: Record<string, string> = {};
  const add = (field: keyof NewStaff, problem: string | null | undefined | false) => {
    if (problem) problems[field] = problem;
  };
  add('email', validateEmail(s.email));
  if (s.password !== undefined) add('password', validatePassword(s.password));
  add('firstName', validateFirstName(s.firstName));
  add('lastName', validateLastName(s.lastName));
  return problems;
}

type StaffDeps = Pick<AppDeps, 'secrets'> & { db: Database };

/** Turns on an authenticator for a staff account; returns its otpauth URI, to be shown once. */
export async function enableStaffTotp(deps: StaffDeps, user: { id: string; email: string }): Promise<string> {
  const secret = newTotpSecret();
  await deps.db
    .updateTable('users')
    .set({ totp_enabled: true, totp_secret_enc: sealTotpSecret(deps, user.id, secret), totp_pending_secret_enc: null })
    .where('id', '=', user.id)
    .execute();
  return totpFor(secret, user.email).toString();
}

/** The command-line tool's account: password given, authenticator on, its secret printed once. */
export async function createStaffAccount(
  deps: StaffDeps,
  s: NewStaff,
  country: string,
  now: Date,
): Promise<{ id: string; otpauthUri: string }> {
  const id = await insertAccount(
    deps.db,
    { email: s.email, password: s.password, role: s.role, firstName: s.firstName, lastName: s.lastName, country },
    now,
  );
  return { id, otpauthUri: await enableStaffTotp(deps, { id, email: s.email }) };
}

/** An admin's new staff member: no usable password and no second factor until they enrol. */
export async function insertInvitedStaff(db: Database, s: Invited, country: string, now: Date): Promise<string> {
  const unknowable = randomBytes(32).toString('base64url');
  return insertAccount(
    db,
    { email: s.email, password: unknowable, role: s.role, firstName: s.firstName, lastName: s.lastName, country },
    now,
  );
}

/** Emails the one-time enrolment link; a new link replaces any earlier one. */
export async function sendStaffEnrolment(
  deps: Pick<AppDeps, 'db' | 'clock' | 'secrets' | 'config' | 'providers' | 'log'>,
  email: string,
): Promise<void> {
  const code = randomBytes(32).toString('base64url');
  const ttlMs = STAFF_ENROLMENT_TTL_HOURS * 3_600_000;
  await storeCode(deps, email, STAFF_ENROLMENT_PURPOSE, code, ttlMs);
  const url = `${deps.config.publicUrl}/staff-enrolment#email=${encodeURIComponent(email)}&code=${code}`;
  const until = new Date(deps.clock.now().getTime() + ttlMs);
  // A failed mail undoes nothing: the member is listed without a second factor, and is invited again.
  await sendAccountNotice(deps, email, staffMail.enrolment(url, until));
}
