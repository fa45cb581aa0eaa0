/**
 * For tests that fund a customer through a deposit without Travel Rule information: the customer
 * answers who sent it (their own account at another provider), as they would in the app, so the
 * deposit can be withdrawn (decision 274).
 */
import { CALLS } from '../../../contract/calls/index.js';
import type { ApiClient } from '../../test/harness.js';

export async function answerDepositOriginsForTest(api: ApiClient, token: string): Promise<void> {
  const list = await api.call(CALLS.depositOrigins, {}, { token });
  for (const d of (list.answer as { data: { deposits: { id: string }[] } }).data.deposits)
    await api.call(
      CALLS.answerDepositOrigin,
      { depositId: d.id, owner: 'self', wallet: 'provider', providerId: 'coinbase-eu' },
      { token },
    );
}
