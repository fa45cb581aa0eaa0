/**
 * /recurring-buys (decision 143): the customer's recurring buys with pause, resume, change and
 * cancel, a new one, and the saved card they are charged to, with remove.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { COINS, isCoin } from '../../../contract/assets.js';
import type { RecurringBuysData, RecurringPlanView } from '../../../contract/recurring.js';
import { ApiCallError } from '../../api/errors.js';
import { formatWhen } from '../../lib/dates.js';
import { formatFiat } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';
import { useMarketCurrency } from '../../state/use-assets.js';
import { Button } from '../../ui/Button.js';
import { InlineError } from '../../ui/InlineError.js';
import { toast } from '../../ui/toast.js';
import { changeRecurringBuy, getRecurringBuys, type PlanAction, removeSavedCard } from './api/recurring.js';
import { FREQUENCY_LABELS } from './frequency-labels.js';
import { type PlanDraft, RecurringPlanEditor } from './RecurringPlanEditor.js';
import '../../ui/screens.css';
import './recurring.css';
import { useSnapshot } from 'valtio';
import { cashCurrencyOf } from '../../../contract/bank.js';
import { locale } from '../../state/locale.js';

type Editing = { plan?: RecurringPlanView; draft: PlanDraft } | null;

export default function RecurringBuysScreen() {
  const { t, i18n } = useLingui();
  const currency = useMarketCurrency();
  // A plan may be paid from the cash balance without a card (decision 268), in a region with a
  // cash currency: known at once, so the button does not wait for (and move with) the balance.
  const cashRegion = cashCurrencyOf(currency) !== null;
  const pausedWhy: Record<string, string> = {
    customer: t`Paused`,
    payment_failed: t`Paused: the card payment failed twice`,
    no_card: t`Paused: no saved card`,
    refused: t`Paused: the purchase was refused`,
  };
  const actionDone: Record<PlanAction, string> = {
    pause: t`Recurring buy paused`,
    resume: t`Recurring buy resumed`,
    cancel: t`Recurring buy cancelled`,
  };
  const { timeZone } = useSnapshot(locale);
  const [data, setData] = useState<RecurringBuysData | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);

  const load = useCallback(async () => {
    try {
      setData(await getRecurringBuys());
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  /** Does one change with its button busy, says it in a toast and reloads the list. */
  const change = async (key: string, run: () => Promise<unknown>, done: string) => {
    setBusy(key);
    try {
      await run();
      toast.success(done);
      await load();
    } catch (e) {
      toast.error(e instanceof ApiCallError ? e.message : t`Something went wrong. Please try again.`);
    } finally {
      setBusy(null);
    }
  };
  const act = (plan: RecurringPlanView, action: PlanAction) =>
    change(`${plan.id}:${action}`, () => changeRecurringBuy(plan.id, action), actionDone[action]);
  const last4 = data?.card?.last4 ?? '····';
  const nextRunText = (p: RecurringPlanView) => {
    const when = formatWhen(p.nextRunAt, timeZone);
    return t`Next buy ${when}`;
  };
  const removeCard = () =>
    change('card', removeSavedCard, t`Saved card removed. Your recurring buys are paused until you save a card again.`);

  return (
    <div className="screen">
      <h1>
        <Trans>Recurring buys</Trans>
      </h1>
      {failed ? (
        <InlineError className="card" onRetry={() => void load()}>
          <p>
            <Trans>Failed to load your recurring buys.</Trans>
          </p>
        </InlineError>
      ) : null}

      <section className="card recurring-card" aria-labelledby="saved-card-title">
        <div>
          <h2 id="saved-card-title" className="field-label">
            <Trans>Saved card</Trans>
          </h2>
          <p data-testid="saved-card">{data === null ? '…' : data.card ? t`Card ending ${last4}` : t`No saved card`}</p>
        </div>
        {data?.card ? (
          <Button variant="danger" busy={busy === 'card'} onClick={() => void removeCard()}>
            <Trans>Remove card</Trans>
          </Button>
        ) : null}
      </section>

      {data && data.plans.length === 0 ? (
        <p className="empty-text">
          <Trans>
            No recurring buys yet. Buy once with "Save this card for recurring buys" ticked, then choose "Repeat this
            purchase".
          </Trans>
        </p>
      ) : null}

      <ul className="recurring-list" aria-label={t`Your recurring buys`}>
        {data?.plans.map((p) => (
          <li key={p.id} className="card recurring-plan" data-testid="recurring-plan">
            <div className="recurring-plan-head">
              <span className="recurring-plan-amount">
                <PlanAmount plan={p} />
              </span>
              <span className="muted">{i18n._(FREQUENCY_LABELS[p.frequency])}</span>
            </div>
            <p className={p.status === 'paused' ? 'recurring-status-paused' : 'muted'} data-testid="plan-status">
              {p.status === 'paused' ? (pausedWhy[p.pausedReason ?? 'customer'] ?? pausedWhy.customer) : nextRunText(p)}
            </p>
            <div className="recurring-plan-actions">
              {p.status === 'active' ? (
                <Button variant="secondary" busy={busy === `${p.id}:pause`} onClick={() => void act(p, 'pause')}>
                  <Trans>Pause</Trans>
                </Button>
              ) : (
                <Button variant="secondary" busy={busy === `${p.id}:resume`} onClick={() => void act(p, 'resume')}>
                  <Trans>Resume</Trans>
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() =>
                  setEditing({
                    plan: p,
                    draft: { coin: isCoin(p.coin) ? p.coin : 'BTC', amount: p.amount, frequency: p.frequency },
                  })
                }
              >
                <Trans>Change</Trans>
              </Button>
              <Button variant="ghost" busy={busy === `${p.id}:cancel`} onClick={() => void act(p, 'cancel')}>
                <Trans>Cancel plan</Trans>
              </Button>
            </div>
          </li>
        ))}
      </ul>

      {data?.card || cashRegion ? (
        <Button onClick={() => setEditing({ draft: { coin: 'BTC', amount: '', frequency: 'weekly' } })}>
          <Trans>New recurring buy</Trans>
        </Button>
      ) : null}
      <p>
        <Link href={paths.buySell}>
          <Trans>Back to Buy</Trans>
        </Link>
      </p>

      {editing ? (
        <RecurringPlanEditor
          currency={currency}
          initial={editing.draft}
          plan={editing.plan}
          onSaved={() => {
            setEditing(null);
            void load();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** '€25.00 of Bitcoin': the plan's amount and coin. */
function PlanAmount({ plan }: { plan: RecurringPlanView }) {
  const amount = formatFiat(plan.amount, plan.currency);
  const coin = isCoin(plan.coin) ? COINS[plan.coin].name : plan.coin;
  return (
    <Trans>
      {amount} of {coin}
    </Trans>
  );
}
