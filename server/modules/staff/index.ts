/**
 * Staff: the support, compliance and admin roles, staff accounts (made by an admin or the
 * command-line tool, never by sign-up; their role changed, disabled and re-enabled by an admin,
 * decision 320), the shorter staff session (decision 234) and the support desk: finding a customer, their page and the actions on it (decision 236), four-eyes approvals
 * (decisions 237, 278), the compliance case queue (decision 277) and its report drafts (decision 296).
 */
import { defineModule } from '../descriptor.js';
import { approvalCalls } from './approval-calls.js';
import { staffCalls } from './calls.js';
import { caseCalls } from './case-calls.js';
import { deskCalls } from './desk-calls.js';
import { enrolmentCalls } from './enrolment-calls.js';
import { reportCalls } from './report-calls.js';
import { roleRequestCalls } from './role-requests.js';
import { parseStaffSettings } from './settings.js';
import { staffChangeCalls } from './staff-changes.js';

export { createStaffAccount, enableStaffTotp } from './accounts.js';
export { casesAwaitingDecision } from './case-queue.js';

export const staffModule = defineModule({
  name: 'staff',
  needs: [],
  settings: (env) => ({ staff: parseStaffSettings(env) }),
  calls: [
    ...staffCalls,
    ...staffChangeCalls,
    ...roleRequestCalls,
    ...enrolmentCalls,
    ...deskCalls,
    ...approvalCalls,
    ...caseCalls,
    ...reportCalls,
  ],
});
