/**
 * After a second compliance officer decided a cash withdrawal that waited for one (decision 315):
 * approved, it is asked of the bank at once (the payouts job asks again while the bank cannot
 * answer); rejected, its hold goes back to the balance, once, however many times this runs.
 */
import type { BankDeps } from './deps.js';
import { sendCashPayout } from './payouts.js';
import { settleCashWithdrawal } from './settle.js';

export async function afterCashDecision(deps: BankDeps, withdrawalId: string, approved: boolean): Promise<void> {
  if (!approved) {
    await settleCashWithdrawal(deps, withdrawalId, {
      sent: false,
      payoutId: null,
      reason: 'not approved by compliance',
      by: 'compliance',
    });
    return;
  }
  try {
    await sendCashPayout(deps, withdrawalId);
  } catch (e) {
    // The approval stands; the payouts job sends it on its next pass.
    deps.log.warn('approved cash payout not asked yet', { withdrawalId, error: (e as Error).message });
  }
}
