/** A row of a detail list whose value the customer can copy: the value, then its copy button. */
import { Copy } from 'lucide-react';
import type { ReactNode } from 'react';

export function CopyValueRow({
  label,
  value,
  valueClassName = 'mono',
  testId,
  copyLabel,
  onCopy,
}: {
  label: ReactNode;
  value: string;
  valueClassName?: string;
  testId?: string;
  /** The button's name for screen readers ("Copy transaction ID"). */
  copyLabel: string;
  onCopy: () => void;
}) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className="copy-value">
        <span className={valueClassName} data-testid={testId}>
          {value}
        </span>
        <button type="button" className="icon-button" aria-label={copyLabel} onClick={onCopy}>
          <Copy size={18} aria-hidden="true" />
        </button>
      </dd>
    </div>
  );
}
