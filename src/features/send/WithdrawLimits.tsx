/** What is left of the withdrawal limits, shown under the amount before the customer types (decision 135). */
import { WITHDRAWAL_LIMIT_MESSAGES } from '../../../contract/withdrawal-limits.js';
import { SummaryList } from '../../ui/SummaryList.js';
import { leftIn, type WithdrawalLimitsState } from './use-withdrawal-limits.js';

export function WithdrawLimits({ state }: { state: WithdrawalLimitsState }) {
  const { limits, status } = state;
  if (status === 'failed') return null;
  if (limits?.tier === 'unverified') return <p className="muted small">{WITHDRAWAL_LIMIT_MESSAGES.verifyFirst}</p>;
  const loading = 'Loading...';
  return (
    <SummaryList
      className="withdraw-limits"
      label="Withdrawal limits"
      rows={[
        {
          label: WITHDRAWAL_LIMIT_MESSAGES.leftToday,
          value: limits ? leftIn(limits, '24h') : loading,
          testId: 'withdraw-left-today',
        },
        {
          label: WITHDRAWAL_LIMIT_MESSAGES.leftThisMonth,
          value: limits ? leftIn(limits, '30d') : loading,
          testId: 'withdraw-left-month',
        },
      ]}
    />
  );
}
