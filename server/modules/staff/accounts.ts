/**
 * Staff accounts, made only here: by an admin's call or by the command-line tool, never by
 * sign-up. Each is made with an authenticator secret already on, because a staff member signs in
 * only with 2FA or a passkey (decision 234); the secret is shown once, to be handed over.
 */

import type { StaffRole } from '../../../contract/staff.js';
import {
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
} from '../../../contract/validation/accounts.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { insertAccount, newTotpSecret, sealTotpSecret, totpFor } from '../accounts/index.js';

interface NewStaff {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
}

/** The fields refused, by name; empty when the new staff member may be made. */
export function staffProblems(s: NewStaff): Record<string, string> {
  const problems: Record<string, string> = {};
  const add = (field: keyof NewStaff, problem: string | null | undefined | false) => {
    if (problem) problems[field] = problem;
  };
  add('email', validateEmail(s.email));
  add('password', validatePassword(s.password));
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
