/** The price alert editor: coin, rule and level, for a new alert or one being changed. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';
import type { PriceAlertKind, PriceAlertView } from '../../../contract/alerts.js';
import { COIN_SYMBOLS, isCoin } from '../../../contract/assets.js';
import type * as calls from '../../../contract/calls/alerts.js';
import { ApiCallError } from '../../api/errors.js';
import type { AlertInput } from '../../api/price-alerts.js';
import { toWireAmount } from '../../lib/amount-input.js';
import { type FormFields, useForm } from '../../state/use-form.js';
import { AmountInput } from '../../ui/AmountInput.js';
import { Button } from '../../ui/Button.js';

const KIND_LABELS: Record<PriceAlertKind, MessageDescriptor> = {
  above: msg`Price rises above`,
  below: msg`Price falls below`,
  move: msg`Moves more than (% in 24 h)`,
};

const COIN_OPTIONS = COIN_SYMBOLS.map((c) => ({ value: c, label: c }));
/** The level is the call's `price`, or its `percent` for a move. */
type Fields = FormFields<typeof calls.createPriceAlert, 'coin' | 'kind', 'value'>;
const noRules = () => ({});

/** A move's percentage keeps two decimals, as the server's rule does. */
const PERCENT_DECIMALS = 2;

const KINDS = Object.keys(KIND_LABELS) as PriceAlertKind[];

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
  const form = useForm<Fields>(
    {
      coin: p.initial?.coin ?? (isCoin(p.coin) ? p.coin : 'BTC'),
      kind: p.initial?.kind ?? 'above',
      value: p.initial?.price ?? p.initial?.percent ?? '',
    },
    noRules,
  );
  const { coin, value } = form.values;
  const kind = form.values.kind as PriceAlertKind;
  const { i18n, t } = useLingui();
  const kindOptions = KINDS.map((k) => ({ value: k, label: i18n._(KIND_LABELS[k]) }));
  const fiat = p.currency;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The server checks the level; its refusal shows under the field it names.
    void form.submit(async () => {
      form.setServerErrors({});
      try {
        // The field holds the canonical amount, read from the customer's writing as Buy reads it.
        const v = toWireAmount(value);
        await p.onSave(kind === 'move' ? { coin, kind, percent: v } : { coin, kind, price: v });
        if (!p.initial) form.set('value', '');
      } catch (err) {
        if (err instanceof ApiCallError) form.setServerErrors(err.errors);
      }
    });
  };

  const errors = form.server;
  const valueError = kind === 'move' ? errors.percent : errors.price;
  return (
    <form className="alert-form" onSubmit={submit} noValidate>
      <SelectField label={t`Coin`} value={coin} onChange={(c) => form.set('coin', c)} options={COIN_OPTIONS} />
      <SelectField
        label={t({ message: 'When', context: 'alert condition' })}
        value={kind}
        onChange={(k) => form.set('kind', k)}
        options={kindOptions}
      />
      {/* A level is a fiat amount and a move a percentage with two decimals: the one amount field reads both. */}
      <AmountInput
        label={kind === 'move' ? t`Percent` : t`Price in ${fiat}`}
        mode={kind === 'move' ? 'crypto' : 'fiat'}
        precision={PERCENT_DECIMALS}
        currency={fiat}
        value={value}
        onValueChange={(v) => form.set('value', v)}
        error={valueError ?? errors.coin ?? errors.kind ?? null}
      />
      {errors.alerts ? (
        <p className="form-error" role="alert">
          {errors.alerts}
        </p>
      ) : null}
      <div className="alert-form-actions">
        <Button type="submit" busy={form.submitting}>
          {p.initial ? t`Save alert` : t`Set alert`}
        </Button>
        {p.onCancel ? (
          <Button type="button" variant="ghost" onClick={p.onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
