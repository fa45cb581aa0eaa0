/**
 * An amount field that never holds forbidden input: digits and one dot, at most 8 decimals (or
 * the asset's precision) in crypto mode, 2 decimals in fiat mode with the currency symbol shown
 * as a prefix. Whatever else is typed or pasted is dropped as it arrives.
 */
import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { filterCryptoAmount, filterFiatAmount } from '../lib/amount-input.js';
import { currencySymbol } from '../lib/money-format.js';
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
    adornment,
    hideLabel,
    id,
    className,
    ...rest
  },
  ref,
) {
  const { inputId, hintId, errorId, describedBy } = useFieldIds(id, error, hint);
  const filter = (raw: string) => (mode === 'fiat' ? filterFiatAmount(raw) : filterCryptoAmount(raw, precision));
  return (
    <div className={`field amount-field${className ? ` ${className}` : ''}`}>
      <label htmlFor={inputId} className={hideLabel ? 'visually-hidden' : 'field-label'}>
        {label}
      </label>
      <div className={`field-control${error ? ' field-invalid' : ''}`}>
        {mode === 'fiat' ? (
          <span className="amount-affix" aria-hidden="true">
            {currencySymbol(currency)}
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
          placeholder={mode === 'fiat' ? '0.00' : '0'}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => {
            const next = filter(e.target.value);
            if (next !== value) onValueChange(next);
            else if (e.target.value !== value) e.target.value = value;
          }}
          {...rest}
        />
        {mode === 'crypto' && unit ? (
          <span className="amount-affix" aria-hidden="true">
            {unit}
          </span>
        ) : null}
        {adornment}
      </div>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
});
