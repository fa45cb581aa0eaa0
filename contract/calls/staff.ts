/**
 * Staff management: admins create staff accounts, list them, change a role and disable or
 * re-enable an account, each with a reason (decisions 234, 320).
 */
import { STAFF_ROLES, type StaffRole } from '../staff.js';
import { defineSpec } from './define.js';
import { flag, noFields, payload, required, text, trimmed } from './fields.js';

export type StaffStatus = 'active' | 'disabled';

export interface StaffMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  /** 2FA or a passkey: staff sign in only with one of them. */
  secondFactor: boolean;
  totp: boolean;
  passkeys: number;
  status: StaffStatus;
  /** The start of the newest session (ISO 8601); null: never signed in. */
  lastSignInAt: string | null;
}

/** A new staff member, and the authenticator secret to hand over once (otpauth URI). */
interface NewStaffMember extends StaffMember {
  otpauthUri: string;
}

const staffRole = () =>
  required(
    (v): v is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(v),
    'must be support, compliance or admin',
  );

export const createStaff = defineSpec<NewStaffMember>()({
  path: '/admin/staff/create',
  access: 'admin',
  idempotent: true,
  payload: payload({
    email: trimmed(),
    password: text(),
    firstName: trimmed(),
    lastName: trimmed(),
    role: staffRole(),
    reason: trimmed(),
  }),
});

export const getStaffList = defineSpec<StaffMember[]>()({
  path: '/admin/staff/get-list',
  access: 'admin',
  readOnly: true,
  payload: noFields,
});

export const setStaffRole = defineSpec<StaffMember>()({
  path: '/admin/staff/set-role',
  access: 'admin',
  idempotent: true,
  payload: payload({ staffId: trimmed(), role: staffRole(), reason: trimmed() }),
});

/** Disabling ends the staff member's sessions and refuses their sign-in until re-enabled. */
export const setStaffDisabled = defineSpec<StaffMember>()({
  path: '/admin/staff/set-disabled',
  access: 'admin',
  idempotent: true,
  payload: payload({ staffId: trimmed(), disabled: flag(), reason: trimmed() }),
});
