/**
 * The texts of the refusals only staff meet in the back office. They are in the `later` catalog
 * (lingui.config.ts), which every signed-in screen loads, so a customer's first screen does not
 * carry words written for officers and admins (decision 286's first-route budget).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type StaffErrorCode =
  | 'OWN_REQUEST'
  | 'ALREADY_DECIDED'
  | 'VERIFICATION_NOT_OPEN'
  | 'OWN_ACCOUNT'
  | 'STAFF_TWO_FACTOR_KEPT'
  | 'EXIT_STOPPED'
  | 'ROLE_CHANGE_WAITING';

export const STAFF_ERROR_TEXT: Record<StaffErrorCode, MessageDescriptor> = {
  // The request was the officer's own, or (an admin's role change) asked by an admin linked to them (decision 491).
  OWN_REQUEST: msg`Another officer, independent of whoever asked, must decide this request.`,
  ALREADY_DECIDED: msg`This request has already been decided.`,
  VERIFICATION_NOT_OPEN: msg`This customer's identity verification is under review or already decided, so there is nothing to remind them of.`,
  OWN_ACCOUNT: msg`You cannot change your own staff account. Ask another admin.`,
  STAFF_TWO_FACTOR_KEPT: msg`Staff accounts keep two-factor authentication on.`,
  EXIT_STOPPED: msg`Money cannot leave this customer's account now: it is frozen, has an open sanctions case, or its withdrawals are paused.`,
  ROLE_CHANGE_WAITING: msg`A role change for this staff member is already waiting for a second admin.`,
};
