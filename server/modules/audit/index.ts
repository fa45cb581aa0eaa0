/**
 * The audit trail (decision 235): append-only in the database (migration 031's triggers), each
 * entry chained to the one before by its hash. Entries are written through writeAudit
 * (http/audit.ts) by every module; this module reads the trail for staff and checks its chain.
 */
import { defineModule } from '../descriptor.js';
import { auditCalls } from './calls.js';

export const auditModule = defineModule({
  name: 'audit',
  needs: [],
  calls: auditCalls,
});
export { checkAuditChain } from './chain.js';
export { auditVisibleTo } from './visibility.js';
