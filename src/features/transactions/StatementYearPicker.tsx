/**
 * The statement years to choose from, as the yearly statement and the Tax screen both offer them.
 * `className` places the label and select on the screen; the select looks as every lone select does.
 */
import { Trans } from '@lingui/react/macro';
import type { StatementYear } from '../../../contract/statements.js';
import '../../ui/select.css';

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
    <label className={className}>
      <span>
        <Trans>Year</Trans>
      </span>
      <select className="select-control" value={value ?? ''} onChange={(e) => onChange(Number(e.target.value))}>
        {years.map((y) => (
          <option key={y.year} value={y.year}>
            {y.label}
          </option>
        ))}
      </select>
    </label>
  );
}
