/**
 * What became of a withdrawal the Travel Rule stops or makes wait (decision 272): waiting for the
 * receiving provider (followed until it answers or the time runs out), refused or unanswered
 * (the funds are back), or held for review. Accepted goes on to the ordinary success page.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { TravelRuleState } from '../../../contract/travel-rule.js';
import { Button } from '../../ui/Button.js';
import { getWithdrawalStatus } from './api/travel-rule.js';

const POLL_MS = 2000;

export function TravelRuleOutcome({
  withdrawalId,
  state,
  onState,
  onDone,
}: {
  withdrawalId: string;
  state: TravelRuleState;
  onState: (s: TravelRuleState) => void;
  onDone: () => void;
}) {
  const { t } = useLingui();
  // The latest callback, so a re-render of the screen does not restart the polling.
  const report = useRef(onState);
  report.current = onState;
  useEffect(() => {
    if (state !== 'waiting') return;
    let live = true;
    const timer = setInterval(() => {
      getWithdrawalStatus(withdrawalId)
        .then((s) => {
          if (live && s.travelRule && s.travelRule.state !== 'waiting') report.current(s.travelRule.state);
        })
        // A missed look is taken again at the next tick.
        .catch(() => {});
    }, POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [state, withdrawalId]);

  const text: Partial<Record<TravelRuleState, { title: string; body: string }>> = {
    waiting: {
      title: t`Waiting for the receiving provider`,
      body: t`We sent the recipient's details to their provider, as the law requires. Your withdrawal goes out as soon as they confirm.`,
    },
    refused: {
      title: t`The receiving provider did not accept this transfer`,
      body: t`The transfer was cancelled and the funds are back in your wallet. Check the recipient's name and provider, then try again.`,
    },
    timed_out: {
      title: t`The receiving provider did not answer in time`,
      body: t`The transfer was cancelled and the funds are back in your wallet. You can try again later.`,
    },
    review: {
      title: t`This transfer is under review`,
      body: t`We will email you when it is done. The amount stays reserved until then.`,
    },
  };
  const shown = text[state];
  if (!shown) return null;
  return (
    <div className="screen send-page">
      <section className="card travel-rule-outcome" data-testid="travel-rule-outcome" data-state={state}>
        <div role={state === 'waiting' ? 'status' : 'alert'}>
          <h1>{shown.title}</h1>
          <p>{shown.body}</p>
        </div>
        {state === 'waiting' ? null : (
          <Button onClick={onDone}>
            <Trans>Back to wallet</Trans>
          </Button>
        )}
      </section>
    </div>
  );
}
