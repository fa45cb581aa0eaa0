/**
 * Swap, Buy and Sell: now, at the quote, or "When the price reaches…" (an order, decision 427).
 * The order's form is its own chunk, with its texts: loaded only once the customer picks it.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import './orders.css';

export type When = 'now' | 'price';

export function WhenChoice({ value, onChange }: { value: When; onChange: (when: When) => void }) {
  const { t } = useLingui();
  const name = useId();
  const options: Array<[When, string]> = [
    ['now', t`Now`],
    ['price', t`When the price reaches…`],
  ];
  return (
    <fieldset className="when-choice">
      <legend className="visually-hidden">
        <Trans>When</Trans>
      </legend>
      {options.map(([when, label]) => (
        <label key={when} className={`when-option${value === when ? ' when-option-on' : ''}`}>
          <input type="radio" name={name} value={when} checked={value === when} onChange={() => onChange(when)} />
          {label}
        </label>
      ))}
    </fieldset>
  );
}
