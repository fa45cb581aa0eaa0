/** Reading the audit trail and checking its chain: compliance officers (decision 235). */
import type { AuditChainCheck, AuditPage } from '../audit.js';
import { defineSpec } from './define.js';
import { noFields, payload, trimmed, wholeNumber } from './fields.js';

export const getAuditLog = defineSpec<AuditPage>()({
  path: '/staff/audit/get-list',
  access: 'compliance',
  readOnly: true,
  payload: payload({
    /** Entries about this customer (or staff member): their id or their email. */
    subjectId: trimmed(),
    /** Entries made by this account: its id or its email. */
    actorId: trimmed(),
    /** Entries whose action contains this, in any case: "approval" finds every approval.* action. */
    action: trimmed(),
    /** Entries older than this place in the chain. */
    beforeSeq: trimmed(),
    limit: wholeNumber(50, 1, 200),
  }),
});

export const checkAuditChain = defineSpec<AuditChainCheck>()({
  path: '/staff/audit/check-chain',
  access: 'compliance',
  readOnly: true,
  payload: noFields,
});
