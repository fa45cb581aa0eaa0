/** Four-eyes: one compliance officer asks, a second decides (decision 237). */
import { defineSpec } from './define.js';
import { flag, payload, required, trimmed } from './fields.js';

export interface ApprovalRequest {
  id: string;
  kind: 'freeze' | 'unfreeze';
  customerId: string;
  reason: string;
  requestedBy: string;
  requestedAt: string;
  state: 'pending' | 'approved' | 'rejected';
  decidedBy: string | null;
  decidedAt: string | null;
}

export const requestApproval = defineSpec<ApprovalRequest>()({
  path: '/staff/approvals/request',
  access: 'compliance',
  idempotent: true,
  payload: payload({
    kind: required((v): v is 'freeze' | 'unfreeze' => v === 'freeze' || v === 'unfreeze', 'must be freeze or unfreeze'),
    customerId: trimmed(),
    reason: trimmed(),
  }),
});

export const decideApproval = defineSpec<ApprovalRequest>()({
  path: '/staff/approvals/decide',
  access: 'compliance',
  idempotent: true,
  payload: payload({ approvalId: trimmed(), approve: flag(), reason: trimmed() }),
});

export const getApprovals = defineSpec<ApprovalRequest[]>()({
  path: '/staff/approvals/get-list',
  access: 'compliance',
  readOnly: true,
  payload: payload({ customerId: trimmed() }),
});
