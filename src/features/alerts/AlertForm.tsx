/** The price alert editor: coin, rule and level, for a new alert or one being changed. */
import { type FormEvent, useState } from 'react';
import type { PriceAlertKind, PriceAlertView } from '../../../contract/alerts.js';
import { COIN_SYMBOLS, isCoin } from '../../../contract/assets.js';
import { ApiCallError } from '../../api/errors.js';
import type { AlertInput } from '../../api/price-alerts.js';
import { Button } from '../../ui/Button.js';
import { Field } from '../../ui/Field.js';

const KIND_LABELS: Record<PriceAlertKind, string> = {
  above: 'Price rises above',
  below: 'Price falls below',
  move: 'Moves more than (% in 24 h)',
};

export function AlertForm(p: {
  currency: string;
  initial?: PriceAlertView;
  coin?: string;
  onSave: (input: AlertInput) => Promise<unknown>;
  onCancel?: () => void;
}) {
  const [coin, setCoin] = useState<string>(p.initial?.coin ?? (isCoin(p.coin) ? p.coin : 'BTC'));
  const [kind, setKind] = useState<PriceAlertKind>(p.initial?.kind ?? 'above');
  const [value, setValue] = useState(p.initial?.price ?? p.initial?.percent ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const v = value.trim();
      await p.onSave(kind === 'move' ? { coin, kind, percent: v } : { coin, kind, price: v });
      if (!p.initial) setValue('');
    } catch (err) {
      if (err instanceof ApiCallError) setErrors({ form: err.message, ...err.errors });
      else setErrors({ form: 'That did not work. Please try again.' });
    } finally {
      setBusy(false);
    }
  };

  const valueError = kind === 'move' ? errors.percent : errors.price;
  return (
    <form className="alert-form" onSubmit={submit} noValidate>
      <label className="alert-select">
        <span className="field-label">Coin</span>
        <select value={coin} onChange={(e) => setCoin(e.target.value)}>
          {COIN_SYMBOLS.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="alert-select">
        <span className="field-label">When</span>
        <select value={kind} onChange={(e) => setKind(e.target.value as PriceAlertKind)}>
          {(Object.keys(KIND_LABELS) as PriceAlertKind[]).map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </label>
      <Field
        label={kind === 'move' ? 'Percent' : `Price in ${p.currency}`}
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={valueError ?? errors.coin ?? errors.kind ?? null}
      />
      {errors.alerts ? (
        <p className="form-error" role="alert">
          {errors.alerts}
        </p>
      ) : null}
      <div className="alert-form-actions">
        <Button type="submit" busy={busy}>
          {p.initial ? 'Save alert' : 'Set alert'}
        </Button>
        {p.onCancel ? (
          <Button type="button" variant="ghost" onClick={p.onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
