/** A four-eyes request names the customer it is about and the officer who asked, not only ids. */
import { describe, expect, it } from 'vitest';
import type { ApprovalRequest } from '../../../../contract/calls/approvals.js';
import { staffRendering } from '../../../test-support/server-render.js';
import { RequestCard } from './Approvals.js';

const officer = {
  id: 'o1',
  name: 'Rūta Officer',
  email: 'ruta@coinvault.example',
  role: 'compliance' as const,
  staffSince: '2026-01-01T00:00:00Z',
  roleSince: '2026-01-01T00:00:00Z',
};
const request: ApprovalRequest = {
  id: 'a1',
  kind: 'freeze',
  withdrawalId: null,
  caseId: null,
  customerId: '0b7e6a8e-0000-4000-8000-000000000001',
  customerName: 'Ana Example',
  customerEmail: 'ana@example.com',
  reason: 'pattern confirmed',
  requestedBy: 'o1',
  requestedAt: '2026-11-20T10:00:00Z',
  state: 'pending',
  decidedBy: null,
  decidedAt: null,
  requester: officer,
  decider: null,
};

const renderAt = staffRendering();
const render = (r: ApprovalRequest) => renderAt('/admin/approvals', <RequestCard r={r} reload={() => undefined} />);

describe('a freeze, unfreeze or release request', () => {
  it('names the customer, linked to their page, and the officer who asked', () => {
    const html = render(request);
    expect(html).toMatch(/<a href="\/admin\/customers\?id=0b7e6a8e-[^"]*">Ana Example<\/a>/);
    expect(html).toContain('ana@example.com');
    expect(html).toContain('Rūta Officer');
  });

  it('names a customer who gave no name by their email', () => {
    expect(render({ ...request, customerName: '' })).toMatch(/<a href="[^"]*">ana@example.com<\/a>/);
  });
});
