/**
 * The recurring-buy editor (decision 143): coin, a fixed amount in the currency cards are charged
 * in, and how often. Creates a plan, or changes one when given. The server checks everything again
 * (limits, identity threshold, the saved card) and its refusal is shown by the field it concerns.
 */

import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { COINS, type CoinSymbol, type FiatSymbol, offeredCoins } from '../../../contract/assets.js';
import type * as calls from '../../../contract/calls/recurring.js';
import type { FundingSource } from '../../../contract/cash-trade.js';
import {
  isPlanAmount,
  RECURRING_FREQUENCIES,
  type RecurringFrequency,
  type RecurringPlanView,
} from '../../../contract/recurring.js';
import { ApiCallError } from '../../api/errors.js';
import { toWireAmount } from '../../lib/amount-input.js';
import { currencySymbol } from '../../lib/money-format.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { AmountInput } from '../../ui/AmountInput.js';
import { Button } from '../../ui/Button.js';
import { Modal } from '../../ui/Modal.js';
import { toast } from '../../ui/toast.js';
import { createRecurringBuy, updateRecurringBuy } from './api/recurring.js';
import { FREQUENCY_LABELS } from './frequency-labels.js';
import './recurring.css';
import { cashCurrencyOf } from '../../../contract/bank.js';

export interface PlanDraft {
  coin: CoinSymbol;
  amount: string;
  frequency: RecurringFrequency;
}

type Fields = FormFields<typeof calls.createRecurringBuy, 'coin' | 'amount' | 'frequency'>;

/** The amount as sent: the field reads the customer's writing ('25,50', '1.234,5') as Buy does. */
const wireAmount = (amount: string) => toWireAmount(amount);

export function RecurringPlanEditor({
  currency,
  initial,
  plan,
  onSaved,
  onClose,
}: {
  currency: FiatSymbol;
  initial: PlanDraft;
  /** The plan being changed; absent for a new one. */
  plan?: RecurringPlanView;
  onSaved: (plan: RecurringPlanView) => void;
  onClose: () => void;
}) {
  // The amount's rule shows when the form is sent and hides while the amount is edited.
  const { t, i18n } = useLingui();
  const rules = (v: Record<Fields, string>) => ({
    amount: isPlanAmount(wireAmount(v.amount)) ? undefined : t`Enter an amount above 0 with at most 2 decimals`,
  });
  const form = useForm<Fields>(initial, rules, 'submit');
  const symbol = currencySymbol(currency);
  const coin = form.values.coin as CoinSymbol;
  const frequency = form.values.frequency as RecurringFrequency;
  // Card or cash balance (decision 268): the balance is offered in a region with a cash currency,
  // from the first frame: choosing it does not need the balance, and waiting for it moved the
  // note and the button below under the customer's finger.
  const cashRegion = cashCurrencyOf(currency) !== null;
  const [funding, setFunding] = useState<FundingSource>(plan?.funding ?? 'card');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.touchOnly('amount');
    if (!form.valid) return;
    void form.submit(async () => {
      try {
        const terms = { coin, amount: wireAmount(form.values.amount), frequency, funding };
        const saved = plan ? await updateRecurringBuy(plan.id, terms) : await createRecurringBuy(terms);
        if (saved) {
          toast.success(plan ? t`Recurring buy updated` : t`Recurring buy created`);
          onSaved(saved);
        }
      } catch (err) {
        if (!(err instanceof ApiCallError)) throw err;
        const field = err.field ?? Object.keys(err.errors)[0];
        if (field === 'amount' || err.code === 'ABOVE_MAX_AMOUNT') form.setServerErrors({ amount: err.message });
        else form.setMessage(err.message);
      }
    });
  };

  return (
    <Modal title={plan ? t`Change recurring buy` : t`Repeat this purchase`} onClose={onClose}>
      <form className="recurring-editor" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor="recurring-coin">
            <Trans>Crypto</Trans>
          </label>
          <div className="field-control">
            <select id="recurring-coin" value={coin} onChange={(e) => form.set('coin', e.target.value)}>
              {offeredCoins(currency).map((c) => (
                <option key={c} value={c}>
                  {COINS[c].name} ({c})
                </option>
              ))}
            </select>
          </div>
        </div>
        <AmountInput
          label={funding === 'balance' ? t`Amount (${symbol})` : t`Amount (${symbol}, before the card fee)`}
          mode="fiat"
          currency={currency}
          value={form.values.amount}
          onValueChange={(v) => form.set('amount', v)}
          error={form.error('amount')}
        />
        <fieldset className="recurring-frequency">
          <legend className="field-label">
            <Trans>How often</Trans>
          </legend>
          {RECURRING_FREQUENCIES.map((f) => (
            <label key={f} className="recurring-frequency-option">
              <input
                type="radio"
                name="frequency"
                value={f}
                checked={frequency === f}
                onChange={() => form.set('frequency', f)}
              />
              <span>{i18n._(FREQUENCY_LABELS[f])}</span>
            </label>
          ))}
        </fieldset>
        {cashRegion || plan?.funding === 'balance' ? (
          <fieldset className="recurring-frequency" data-testid="recurring-funding">
            <legend className="field-label">
              <Trans>Pay with</Trans>
            </legend>
            <label className="recurring-frequency-option">
              <input
                type="radio"
                name="funding"
                value="card"
                checked={funding === 'card'}
                onChange={() => setFunding('card')}
              />
              <span>
                <Trans>Saved card</Trans>
              </span>
            </label>
            <label className="recurring-frequency-option">
              <input
                type="radio"
                name="funding"
                value="balance"
                checked={funding === 'balance'}
                onChange={() => setFunding('balance')}
              />
              <span>
                <Trans>Cash balance</Trans>
              </span>
            </label>
          </fieldset>
        ) : null}
        <p className="muted small">
          {funding === 'balance' ? (
            <Trans>
              Each buy is paid from your cash balance at the price of that moment, with no fee, and emailed to you. If
              the balance is too low, the buy is tried once more an hour later, then the plan is paused.
            </Trans>
          ) : (
            <Trans>
              Each buy is charged to your saved card at the price of that moment, with the card fee, and emailed to you.
            </Trans>
          )}
        </p>
        {form.message ? (
          <p className="field-error" role="alert">
            {form.message}
          </p>
        ) : null}
        <div className="trade-dialog-actions">
          <Button type="submit" block busy={form.submitting}>
            {form.submitting ? t`Saving...` : plan ? t`Save changes` : t`Start recurring buy`}
          </Button>
          <Button variant="secondary" block onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </form>
    </Modal>
  );
}
