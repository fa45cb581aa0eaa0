/** Staff management: admins create staff accounts and list them (decision 234). */
import { STAFF_ROLES, type StaffRole } from '../staff.js';
import { defineSpec } from './define.js';
import { noFields, payload, required, text, trimmed } from './fields.js';

export interface StaffMember {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  secondFactor: boolean;
}

/** A new staff member, and the authenticator secret to hand over once (otpauth URI). */
export interface NewStaffMember extends StaffMember {
  otpauthUri: string;
}

export const createStaff = defineSpec<NewStaffMember>()({
  path: '/admin/staff/create',
  access: 'admin',
  idempotent: true,
  payload: payload({
    email: trimmed(),
    password: text(),
    firstName: trimmed(),
    lastName: trimmed(),
    role: required(
      (v): v is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(v),
      'must be support, compliance or admin',
    ),
  }),
});

export const getStaffList = defineSpec<StaffMember[]>()({
  path: '/admin/staff/get-list',
  access: 'admin',
  readOnly: true,
  payload: noFields,
});
