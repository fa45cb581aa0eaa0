/**
 * Staff management: admins create staff accounts, list them, change a role and disable or
 * re-enable an account, each with a reason (decisions 234, 320). A new member enrols their own
 * password and authenticator from an emailed link; a grant of compliance or admin waits for a
 * second admin (decision 359).
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
  /** When the account was made staff, and when it took its present role (ISO 8601). */
  staffSince: string;
  roleSince: string;
  /** A grant of compliance or admin waiting for a second admin; null: none. */
  pendingRole: PendingRole | null;
}

/**
 * Who a staff member is, as a decider weighs them: name, role, and when they were made staff and
 * took that role (a compliance officer made yesterday by the admin who asks is worth a look).
 */
export interface StaffFace {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  staffSince: string;
  roleSince: string;
}

export interface PendingRole {
  requestId: string;
  role: StaffRole;
  requestedBy: string;
  requestedByEmail: string;
  requestedAt: string;
  reason: string;
}

const staffRole = () =>
  required(
    (v): v is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(v),
    'must be support, compliance or admin',
  );

/**
 * No password and no secret: the new member sets both from the link emailed to them, so no admin
 * ever holds them (decision 359). A compliance or admin role is asked for, not given, while
 * another admin can approve it.
 */
export const createStaff = defineSpec<StaffMember>()({
  path: '/admin/staff/create',
  access: 'admin',
  idempotent: true,
  payload: payload({
    email: trimmed(),
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

/** A grant of compliance or admin is asked for here and waits for decideStaffRole (decision 359). */
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

/** A second admin approves or rejects a waiting grant; never the admin who asked, never its subject. */
export const decideStaffRole = defineSpec<StaffMember>()({
  path: '/admin/staff/decide-role',
  access: 'admin',
  idempotent: true,
  payload: payload({ requestId: trimmed(), approve: flag(), reason: trimmed() }),
});

/** The emailed link's first step: a fresh authenticator secret, shown only to the link's holder. */
export const beginStaffEnrolment = defineSpec<{ otpauthUri: string }>()({
  path: '/staff/enrolment/begin',
  access: 'public',
  payload: payload({ email: trimmed(), code: trimmed() }),
});

/** The second step: the member's own password and a code from the new authenticator; spends the link. */
export const finishStaffEnrolment = defineSpec<undefined>()({
  path: '/staff/enrolment/finish',
  access: 'public',
  payload: payload({ email: trimmed(), code: trimmed(), password: text(), totp: trimmed() }),
});
