/** The price alert editor: coin, rule and level, for a new alert or one being changed. */
import { type FormEvent, useId, useState } from 'react';
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

const COIN_OPTIONS = COIN_SYMBOLS.map((c) => ({ value: c, label: c }));
const KIND_OPTIONS = (Object.keys(KIND_LABELS) as PriceAlertKind[]).map((k) => ({ value: k, label: KIND_LABELS[k] }));

function SelectField(p: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {p.label}
      </label>
      <div className="field-control">
        <select id={id} value={p.value} onChange={(e) => p.onChange(e.target.value)}>
          {p.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

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
      <SelectField label="Coin" value={coin} onChange={setCoin} options={COIN_OPTIONS} />
      <SelectField label="When" value={kind} onChange={(k) => setKind(k as PriceAlertKind)} options={KIND_OPTIONS} />
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
