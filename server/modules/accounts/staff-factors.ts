/**
 * A staff member signs in only with a second factor (decision 234), so nothing but an admin's
 * path may take one away (decision 321): not the member turning 2FA off, not a password reset
 * "without 2FA" that needs only their mailbox, not the removal of their last passkey. One refusal,
 * answered before anything is checked or spent.
 */
import { isStaffRole, STAFF_MESSAGES } from '../../../contract/staff.js';
import { ApiError } from '../../http/errors.js';

type FactorLoss = 'totp' | 'last-passkey';

/** Throws STAFF_TWO_FACTOR_KEPT (403) when `role` is a staff role; a customer's loss goes on. */
export function refuseStaffFactorLoss(role: string, _loss: FactorLoss): void {
  if (isStaffRole(role)) throw new ApiError('STAFF_TWO_FACTOR_KEPT', STAFF_MESSAGES.twoFactorKept);
}
