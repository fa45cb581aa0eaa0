/**
 * One deposit detail (a PayID, a BSB, an IBAN...) with its copy button: the value can also be
 * selected whole with one tap; the button names what it copies and shows its check for 2 s.
 */
import { useLingui } from '@lingui/react/macro';
import { Check, Copy } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from '../../ui/toast.js';

const COPIED_MS = 2000;

export function CopyValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      toast.success(t`${label} copied`, { duration: COPIED_MS });
    } catch {
      toast.error(t`Could not copy. Select the text and copy it instead.`);
    }
  };

  return (
    <div className="cash-detail">
      <dt id={`${id}-label`}>{label}</dt>
      <dd>
        <span className="cash-detail-value" data-testid={testId}>
          {value}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-label={t`Copy ${label}`}
          aria-describedby={`${id}-label`}
          onClick={() => void copy()}
        >
          {copied ? <Check aria-hidden="true" size={18} /> : <Copy aria-hidden="true" size={18} />}
        </button>
      </dd>
    </div>
  );
}
