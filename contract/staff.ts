/**
 * Staff roles (decision 234): support finds and helps customers, compliance decides on flagged
 * money and frozen accounts, admin manages staff. Staff accounts never come from sign-up.
 */
export const STAFF_ROLES = ['support', 'compliance', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export type Role = 'user' | StaffRole;

export const isStaffRole = (role: string | null | undefined): role is StaffRole =>
  (STAFF_ROLES as readonly string[]).includes(role ?? '');

/**
 * The roles that may make a call of each signed-in access: a compliance officer also does
 * support's work (finding a customer, reading their page); support never makes a compliance
 * decision; admin manages staff and reads the merchant history, nothing of a customer's.
 */
export const ROLES_FOR_ACCESS = {
  user: ['user'],
  support: ['support', 'compliance'],
  compliance: ['compliance'],
  admin: ['admin'],
} as const satisfies Record<string, readonly Role[]>;

/**
 * A grant of compliance or admin decides on customers' money or on staff: it waits for a second
 * admin (decision 359), always, however many admins are active (decision 491). Taking such a role
 * away, like disabling, holds at once.
 */
export const needsSecondAdmin = (role: StaffRole): boolean => role === 'compliance' || role === 'admin';

/** How long a new staff member's enrolment link stays valid. */
export const STAFF_ENROLMENT_TTL_HOURS = 72;

export const STAFF_MESSAGES = {
  secondFactorRequired:
    'Staff accounts sign in with two-factor authentication or a passkey. Ask an admin to set it up for you.',
  forbidden: 'You do not have access to this.',
  twoFactorKept: 'Staff accounts keep two-factor authentication on. Ask an admin if it must change.',
} as const;
