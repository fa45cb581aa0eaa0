/** The withdraw amount: typed in crypto or fiat (the switch), its equivalent, and the quick fiat amounts. */
import { useLingui } from '@lingui/react/macro';
import { ArrowUpDown } from 'lucide-react';
import { COINS } from '../../../contract/assets.js';
import { formatFiatWhole } from '../../lib/money-format.js';
import { AmountInput } from '../../ui/AmountInput.js';
import type { WithdrawState } from './use-withdraw.js';
import { QUICK_AMOUNTS } from './withdraw-logic.js';

export function WithdrawAmount({ w }: { w: WithdrawState }) {
  const { t } = useLingui();
  const { symbol, mode } = w;
  const currency = w.view.currency;
  const fiatOk = w.price !== null;
  return (
    <>
      <AmountInput
        label={t`Amount`}
        mode={mode}
        value={w.value}
        precision={Math.min(8, COINS[symbol].scale)}
        currency={currency}
        unit={symbol}
        onValueChange={w.typeAmount}
        error={w.limits.amountError ?? (w.shown?.field === 'amount' ? w.shown.message : null)}
        hint={w.hint}
        // The equivalent shows from the first digit: the quick amounts below stay where they are.
        holdHint
        adornment={
          <button
            type="button"
            className="icon-button"
            disabled={!fiatOk}
            aria-label={mode === 'crypto' ? t`Enter the amount in ${currency}` : t`Enter the amount in ${symbol}`}
            onClick={w.toggleMode}
          >
            <ArrowUpDown size={20} aria-hidden="true" />
          </button>
        }
      />

      <fieldset className="quick-amounts">
        <legend className="visually-hidden">{t`Quick amounts`}</legend>
        {QUICK_AMOUNTS.map((q) => (
          <button key={q} type="button" className="chip" disabled={!fiatOk} onClick={() => w.quickAmount(q)}>
            {formatFiatWhole(q, currency)}
          </button>
        ))}
      </fieldset>
    </>
  );
}
