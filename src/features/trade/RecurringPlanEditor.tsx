/**
 * The recurring-buy editor (decision 143): coin, a fixed amount in the currency cards are charged
 * in, and how often. Creates a plan, or changes one when given. The server checks everything again
 * (limits, identity threshold, the saved card) and its refusal is shown by the field it concerns.
 */
import { type FormEvent, useState } from 'react';
import { COINS, type CoinSymbol, type FiatSymbol, offeredCoins } from '../../../contract/assets.js';
import { currencySymbol } from '../../../contract/payments.js';
import {
  FREQUENCY_LABELS,
  isPlanAmount,
  RECURRING_FREQUENCIES,
  RECURRING_MESSAGES,
  type RecurringFrequency,
  type RecurringPlanView,
} from '../../../contract/recurring.js';
import { ApiCallError } from '../../api/errors.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';
import { Modal } from '../../ui/Modal.js';
import { toast } from '../../ui/toast.js';
import { createRecurringBuy, updateRecurringBuy } from './api/recurring.js';
import './recurring.css';

export interface PlanDraft {
  coin: CoinSymbol;
  amount: string;
  frequency: RecurringFrequency;
}

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
  const [coin, setCoin] = useState<CoinSymbol>(initial.coin);
  const [amount, setAmount] = useState(initial.amount);
  const [frequency, setFrequency] = useState<RecurringFrequency>(initial.frequency);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const wire = amount.trim().replace(/,/g, '');
    if (!isPlanAmount(wire)) return setErrors({ amount: RECURRING_MESSAGES.amount });
    setErrors({});
    setFormError(null);
    setBusy(true);
    try {
      const terms = { coin, amount: wire, frequency };
      const saved = plan ? await updateRecurringBuy(plan.id, terms) : await createRecurringBuy(terms);
      if (saved) {
        toast.success(plan ? RECURRING_MESSAGES.updated : RECURRING_MESSAGES.created);
        onSaved(saved);
      }
    } catch (err) {
      if (!(err instanceof ApiCallError)) throw err;
      const field = err.field ?? Object.keys(err.errors)[0];
      if (field === 'amount' || err.code === 'ABOVE_MAX_AMOUNT') setErrors({ amount: err.message });
      else setFormError(err.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={plan ? 'Change recurring buy' : 'Repeat this purchase'} onClose={onClose}>
      <form className="recurring-editor" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field-label" htmlFor="recurring-coin">
            Crypto
          </label>
          <div className="field-control">
            <select id="recurring-coin" value={coin} onChange={(e) => setCoin(e.target.value as CoinSymbol)}>
              {offeredCoins(currency).map((c) => (
                <option key={c} value={c}>
                  {COINS[c].name} ({c})
                </option>
              ))}
            </select>
          </div>
        </div>
        <Field
          label={`Amount (${currencySymbol(currency)}, before the card fee)`}
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={errors.amount}
          className="amount"
        />
        <fieldset className="recurring-frequency">
          <legend className="field-label">How often</legend>
          {RECURRING_FREQUENCIES.map((f) => (
            <label key={f} className="recurring-frequency-option">
              <input
                type="radio"
                name="frequency"
                value={f}
                checked={frequency === f}
                onChange={() => setFrequency(f)}
              />
              <span>{FREQUENCY_LABELS[f]}</span>
            </label>
          ))}
        </fieldset>
        <p className="muted small">
          Each buy is charged to your saved card at the price of that moment, with the card fee, and emailed to you.
        </p>
        {formError ? (
          <p className="field-error" role="alert">
            {formError}
          </p>
        ) : null}
        <div className="trade-dialog-actions">
          <Button type="submit" block busy={busy}>
            {busy ? 'Saving...' : plan ? 'Save changes' : 'Start recurring buy'}
          </Button>
          <Button variant="secondary" block onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
