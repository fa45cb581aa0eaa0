/**
 * The statement years to choose from, as the yearly statement and the Tax screen both offer them.
 * The select's look is the picker's own; `className` places the label and select on the screen.
 */
import { Trans } from '@lingui/react/macro';
import type { StatementYear } from '../../../contract/statements.js';
import './year-picker.css';

export function StatementYearPicker({
  className,
  years,
  value,
  onChange,
}: {
  className: string;
  years: readonly StatementYear[];
  value: number | null;
  onChange(year: number): void;
}) {
  return (
    <label className={`year-picker ${className}`}>
      <span>
        <Trans>Year</Trans>
      </span>
      <select value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        {years.map((y) => (
          <option key={y.year} value={y.year}>
            {y.label}
          </option>
        ))}
      </select>
    </label>
  );
}
