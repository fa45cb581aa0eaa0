/**
 * A labelled list of figures shown before the customer confirms (fee, what is received). The
 * last row marked `total` is set apart, as the order totals of the trade screen are.
 */
import type { ReactNode } from 'react';
import './summary-list.css';

interface SummaryRow {
  label: ReactNode;
  value: ReactNode;
  total?: boolean;
  testId?: string;
}

export function SummaryList({ rows, label, className }: { rows: SummaryRow[]; label: string; className?: string }) {
  return (
    <dl className={`summary-list${className ? ` ${className}` : ''}`} aria-label={label}>
      {rows.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed per screen
        <div key={i} className={r.total ? 'summary-list-total' : undefined}>
          <dt>{r.label}</dt>
          <dd className="amount" data-testid={r.testId}>
            {r.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
