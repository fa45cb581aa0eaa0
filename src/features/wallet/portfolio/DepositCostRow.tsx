/**
 * One deposit of a coin as the portfolio counts it (issue 46): when it came, how much, and what
 * it is counted as costing, the price of its day or the customer's own figure; and the form that
 * gives what it cost them. Focus moves into the form when it opens and back to its button after.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { DepositCost } from '../../../../contract/statements.js';
import { formatDay } from '../../../lib/dates.js';
import { formatCryptoWithSymbol, formatFiat } from '../../../lib/money-format.js';
import { useForm } from '../../../state/use-form.js';
import { AmountInput } from '../../../ui/AmountInput.js';
import { Button } from '../../../ui/Button.js';
import { OnlineButton } from '../../../ui/OnlineButton.js';
import { depositCostError } from './deposit-cost-texts.js';

interface Props {
  deposit: DepositCost;
  currency: string;
  timeZone: string;
  /** Saves the cost; throws the refusal, which the form shows under its field. */
  onSave(cost: string): Promise<void>;
  /** The form opened at first (tests). */
  initiallyEditing?: boolean;
}

export function DepositCostRow({ deposit, currency, timeZone, onSave, initiallyEditing = false }: Props) {
  const { t } = useLingui();
  const [editing, setEditing] = useState(initiallyEditing);
  // The server holds the rule (contract/calls/deposit-costs.ts): its refusal shows under the field.
  const form = useForm({ cost: '' }, () => ({}));
  const opener = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement>(null);
  // Where focus goes after the form opens or closes: into the field, or back to the button.
  const focusNext = useRef<'field' | 'opener' | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the form has opened or closed
  useEffect(() => {
    if (focusNext.current === 'field') field.current?.focus();
    if (focusNext.current === 'opener') opener.current?.focus();
    focusNext.current = null;
  }, [editing]);

  const describedBy = useId();
  const amount = formatCryptoWithSymbol(deposit.amount, deposit.currency_id);
  const day = formatDay(deposit.received_at, timeZone);
  const counted = formatFiat(deposit.cost, currency);

  const open = () => {
    form.reset({ cost: deposit.corrected ? deposit.cost : '' });
    focusNext.current = 'field';
    setEditing(true);
  };
  const close = () => {
    focusNext.current = 'opener';
    setEditing(false);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    form.setServerErrors({});
    return form.submit(async () => {
      try {
        await onSave(form.values.cost);
        close();
      } catch (err) {
        form.setServerErrors({ cost: depositCostError(err) });
        field.current?.focus();
      }
    });
  };
  const busy = form.submitting;

  return (
    <li className="deposit-cost" data-testid="deposit-cost">
      <div id={describedBy}>
        <p className="deposit-cost-what">{t`Deposited ${amount} on ${day}`}</p>
        <p className="muted" data-testid="deposit-cost-counted">
          {deposit.corrected ? t`Counted at ${counted}, your cost` : t`Counted at ${counted}, the price of that day`}
        </p>
      </div>
      {editing ? (
        <form className="deposit-cost-form" onSubmit={(e) => void submit(e)} aria-describedby={describedBy} noValidate>
          <AmountInput
            ref={field}
            label={t`What it cost you`}
            hint={t`In ${currency}, fees included`}
            mode="fiat"
            currency={currency}
            value={form.values.cost}
            onValueChange={(v) => form.set('cost', v)}
            error={form.server.cost ?? null}
            onKeyDown={(e) => {
              if (e.key === 'Escape') close();
            }}
          />
          <div className="deposit-cost-actions">
            <OnlineButton type="submit" busy={busy}>
              {busy ? t`Saving...` : t`Save`}
            </OnlineButton>
            <Button variant="secondary" onClick={close} disabled={busy}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : (
        // Opening the form writes nothing: its Save is the button that needs a connection.
        <button ref={opener} type="button" className="btn btn-secondary" onClick={open} aria-describedby={describedBy}>
          {deposit.corrected ? t`Change the cost` : t`Give what it cost`}
        </button>
      )}
    </li>
  );
}
