/**
 * What is left of the withdrawal limits, shown under the amount before the customer types
 * (decision 135). The limits are in the region currency; when values are shown in another one,
 * each figure carries its conversion for reading (decision 173).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { SummaryList } from '../../ui/SummaryList.js';
import { leftIn, leftShownIn, type WithdrawalLimitsState } from './use-withdrawal-limits.js';

interface Shown {
  /** The currency values are shown in. */
  currency: string;
  rates: Record<string, string> | null;
}

function Left({ state, window, shown }: { state: WithdrawalLimitsState; window: '24h' | '30d'; shown: Shown }) {
  const { limits } = state;
  if (!limits) return <Trans>Loading...</Trans>;
  const converted = leftShownIn(limits, window, shown.currency, shown.rates);
  return (
    <>
      <span className="withdraw-limit-figure">{leftIn(limits, window)}</span>
      {converted ? (
        <span className="muted small withdraw-limit-shown">
          {' '}
          <Trans>(about {converted})</Trans>
        </span>
      ) : null}
    </>
  );
}

export function WithdrawLimits({ state, shown }: { state: WithdrawalLimitsState; shown: Shown }) {
  const { t } = useLingui();
  const { limits, status } = state;
  if (status === 'failed') return null;
  if (limits?.tier === 'unverified')
    return (
      <p className="muted small">
        <Trans>Withdrawal limits apply once your identity is verified.</Trans>
      </p>
    );
  return (
    <SummaryList
      className="withdraw-limits"
      label={t`Withdrawal limits`}
      rows={[
        {
          label: t`Left to withdraw today`,
          value: <Left state={state} window="24h" shown={shown} />,
          testId: 'withdraw-left-today',
        },
        {
          label: t`Left this month`,
          value: <Left state={state} window="30d" shown={shown} />,
          testId: 'withdraw-left-month',
        },
      ]}
    />
  );
}
