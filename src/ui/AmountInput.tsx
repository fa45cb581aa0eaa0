/**
 * An amount field that never holds forbidden input: digits and one decimal mark (the language's
 * comma or a point), at most 8 decimals (or the asset's precision) in crypto mode, 2 decimals in
 * fiat mode with the currency symbol where the language writes it. Whatever else is typed or
 * pasted is dropped as it arrives. The field keeps the person's own marks while they type and
 * shows the amount in the language's writing when they leave it; `value` is always canonical.
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { amountFieldText, fieldDecimals, readAmount } from '../lib/amount-input.js';
import { currencyAffix } from '../lib/money-format.js';
import { FieldMessages, useFieldIds } from './Field.js';
import './field.css';
import './amount-input.css';

interface AmountInputProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'prefix'> {
  label: ReactNode;
  value: string;
  onValueChange: (value: string) => void;
  mode: 'crypto' | 'fiat';
  /** Crypto mode: decimals the asset allows (capped at 8). */
  precision?: number;
  /** Fiat mode: the currency whose symbol prefixes the amount. */
  currency?: string;
  /** Crypto mode: the symbol shown after the amount. */
  unit?: string;
  error?: string | null;
  hint?: ReactNode;
  /** Keeps the hint's line while there is no hint (FieldMessages). */
  holdHint?: boolean;
  /** A control drawn at the end of the field (the crypto/fiat switch). */
  adornment?: ReactNode;
  hideLabel?: boolean;
}

export const AmountInput = forwardRef<HTMLInputElement, AmountInputProps>(function AmountInput(
  {
    label,
    value,
    onValueChange,
    mode,
    precision,
    currency = 'USD',
    unit,
    error,
    hint,
    holdHint,
    adornment,
    hideLabel,
    id,
    className,
    onBlur,
    ...rest
  },
  ref,
) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, error, hint);
  const decimals = fieldDecimals(mode, precision);
  const [typed, setTyped] = useState('');
  // What was typed while it still reads as the value; an amount set from outside in the language's writing.
  const shown = readAmount(typed, decimals).value === value ? typed : amountFieldText(value);
  const affix = currencyAffix(currency);
  return (
    <div className={`field amount-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'field-label'}>
        {label}
      </label>
      <div className={`field-control${error ? ' field-invalid' : ''}`}>
        {mode === 'fiat' && !affix.after ? (
          <span className="amount-affix" aria-hidden="true">
            {affix.symbol}
          </span>
        ) : null}
        <input
          ref={ref}
          id={inputId}
          className="amount amount-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          placeholder={mode === 'fiat' ? amountFieldText('0.00') : '0'}
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const next = readAmount(e.target.value, decimals);
            setTyped(next.text);
            if (next.value !== value) onValueChange(next.value);
            if (next.text !== e.target.value) e.target.value = next.text;
          }}
          onBlur={(e) => {
            setTyped(amountFieldText(value));
            onBlur?.(e);
          }}
          {...rest}
        />
        {mode === 'fiat' && affix.after ? (
          <span className="amount-affix" aria-hidden="true">
            {affix.symbol}
          </span>
        ) : null}
        {mode === 'crypto' && unit ? (
          <span className="amount-affix" aria-hidden="true">
            {unit}
          </span>
        ) : null}
        {adornment}
      </div>
      <FieldMessages hintId={hintId} hint={hint} holdHint={holdHint} errorId={errorId} error={error} />
    </div>
  );
});
