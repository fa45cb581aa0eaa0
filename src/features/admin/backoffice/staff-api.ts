/** The admin's staff calls (decisions 320, 359); the server checks the admin role on each again. */
import * as staff from '../../../../contract/calls/staff.js';
import type { StaffRole } from '../../../../contract/staff.js';
import { api } from '../../../api/client.js';

export const getStaffList = async () => (await api.call(staff.getStaffList, {})).data ?? [];

export interface NewStaff {
  email: string;
  firstName: string;
  lastName: string;
  role: StaffRole;
  reason: string;
}

export const createStaff = async (p: NewStaff) => (await api.call(staff.createStaff, p)).data;
export const setStaffRole = async (staffId: string, role: StaffRole, reason: string) =>
  (await api.call(staff.setStaffRole, { staffId, role, reason })).data;
export const decideStaffRole = async (requestId: string, approve: boolean, reason: string) =>
  (await api.call(staff.decideStaffRole, { requestId, approve, reason })).data;
export const setStaffDisabled = async (staffId: string, disabled: boolean, reason: string) =>
  (await api.call(staff.setStaffDisabled, { staffId, disabled, reason })).data;

/** The enrolment link's calls: public, answered only to the holder of the emailed code. */
export const beginStaffEnrolment = async (email: string, code: string) =>
  (await api.call(staff.beginStaffEnrolment, { email, code })).data?.otpauthUri;
export const finishStaffEnrolment = async (p: { email: string; code: string; password: string; totp: string }) =>
  api.call(staff.finishStaffEnrolment, p);
