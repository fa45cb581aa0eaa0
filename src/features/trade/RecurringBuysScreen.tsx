/**
 * /recurring-buys (decision 143): the customer's recurring buys with pause, resume, change and
 * cancel, a new one, and the saved card they are charged to, with remove.
 */
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import { COINS, isCoin } from '../../../contract/assets.js';
import {
  FREQUENCY_LABELS,
  RECURRING_MESSAGES,
  type RecurringBuysData,
  type RecurringPlanView,
} from '../../../contract/recurring.js';
import { ApiCallError } from '../../api/errors.js';
import { formatWhen } from '../../lib/dates.js';
import { formatFiat } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';
import { useMarketCurrency } from '../../state/use-assets.js';
import { Button } from '../../ui/Button.js';
import { InlineError } from '../../ui/InlineError.js';
import { toast } from '../../ui/toast.js';
import { changeRecurringBuy, getRecurringBuys, type PlanAction, removeSavedCard } from './api/recurring.js';
import { type PlanDraft, RecurringPlanEditor } from './RecurringPlanEditor.js';
import '../../ui/screens.css';
import './recurring.css';
import { useSnapshot } from 'valtio';
import { locale } from '../../state/locale.js';

const PAUSED_WHY: Record<string, string> = {
  customer: 'Paused',
  payment_failed: 'Paused: the card payment failed twice',
  no_card: 'Paused: no saved card',
  refused: 'Paused: the purchase was refused',
};

const ACTION_DONE: Record<PlanAction, string> = {
  pause: RECURRING_MESSAGES.paused,
  resume: RECURRING_MESSAGES.resumed,
  cancel: RECURRING_MESSAGES.cancelledNow,
};

type Editing = { plan?: RecurringPlanView; draft: PlanDraft } | null;

export default function RecurringBuysScreen() {
  const currency = useMarketCurrency();
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
      toast.error(e instanceof ApiCallError ? e.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  const act = (plan: RecurringPlanView, action: PlanAction) =>
    change(`${plan.id}:${action}`, () => changeRecurringBuy(plan.id, action), ACTION_DONE[action]);
  const removeCard = () => change('card', removeSavedCard, RECURRING_MESSAGES.cardRemoved);

  return (
    <div className="screen">
      <h1>Recurring buys</h1>
      {failed ? (
        <InlineError className="card" onRetry={() => void load()}>
          <p>Failed to load your recurring buys.</p>
        </InlineError>
      ) : null}

      <section className="card recurring-card" aria-labelledby="saved-card-title">
        <div>
          <h2 id="saved-card-title" className="field-label">
            Saved card
          </h2>
          <p data-testid="saved-card">
            {data === null ? '…' : data.card ? `Card ending ${data.card.last4 ?? '····'}` : RECURRING_MESSAGES.noCard}
          </p>
        </div>
        {data?.card ? (
          <Button variant="danger" busy={busy === 'card'} onClick={() => void removeCard()}>
            Remove card
          </Button>
        ) : null}
      </section>

      {data && data.plans.length === 0 ? (
        <p className="empty-text">
          No recurring buys yet. Buy once with "Save this card for recurring buys" ticked, then choose "Repeat this
          purchase".
        </p>
      ) : null}

      <ul className="recurring-list" aria-label="Your recurring buys">
        {data?.plans.map((p) => (
          <li key={p.id} className="card recurring-plan" data-testid="recurring-plan">
            <div className="recurring-plan-head">
              <span className="recurring-plan-amount">
                {formatFiat(p.amount, p.currency)} of {isCoin(p.coin) ? COINS[p.coin].name : p.coin}
              </span>
              <span className="muted">{FREQUENCY_LABELS[p.frequency]}</span>
            </div>
            <p className={p.status === 'paused' ? 'recurring-status-paused' : 'muted'} data-testid="plan-status">
              {p.status === 'paused'
                ? (PAUSED_WHY[p.pausedReason ?? 'customer'] ?? 'Paused')
                : `Next buy ${formatWhen(p.nextRunAt, timeZone)}`}
            </p>
            <div className="recurring-plan-actions">
              {p.status === 'active' ? (
                <Button variant="secondary" busy={busy === `${p.id}:pause`} onClick={() => void act(p, 'pause')}>
                  Pause
                </Button>
              ) : (
                <Button variant="secondary" busy={busy === `${p.id}:resume`} onClick={() => void act(p, 'resume')}>
                  Resume
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
                Change
              </Button>
              <Button variant="ghost" busy={busy === `${p.id}:cancel`} onClick={() => void act(p, 'cancel')}>
                Cancel plan
              </Button>
            </div>
          </li>
        ))}
      </ul>

      {data?.card ? (
        <Button onClick={() => setEditing({ draft: { coin: 'BTC', amount: '', frequency: 'weekly' } })}>
          New recurring buy
        </Button>
      ) : null}
      <p>
        <Link href={paths.buySell}>Back to Buy</Link>
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
