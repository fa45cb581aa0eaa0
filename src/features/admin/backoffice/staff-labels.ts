/** Words for the staff roles (the server sends their codes). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffRole } from '../../../../contract/staff.js';

export const ROLE_LABEL: Record<StaffRole, MessageDescriptor> = {
  support: msg`Support`,
  compliance: msg`Compliance`,
  admin: msg`Admin`,
};
