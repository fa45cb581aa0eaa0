/** Period tabs (All time, Day, Week, Month, Year): a tab list with arrow-key movement. */
import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { PERIODS, type PeriodId } from '../../lib/periods.js';
import { tabIndexForKey } from '../../lib/tab-keys.js';
import { PERIOD_LABELS } from './labels.js';

interface PeriodTabsProps {
  value: PeriodId;
  onChange(p: PeriodId): void;
  panelId: string;
}

export function PeriodTabs({ value, onChange, panelId }: PeriodTabsProps) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  return (
    <div
      className="period-tabs"
      role="tablist"
      aria-label={t`Period`}
      onKeyDown={(e) => {
        const i = tabIndexForKey(
          e.key,
          PERIODS.findIndex((p) => p.id === value),
          PERIODS.length,
        );
        const period = i === null ? undefined : PERIODS[i];
        if (i === null || !period) return;
        e.preventDefault();
        onChange(period.id);
        refs.current[i]?.focus();
      }}
    >
      {PERIODS.map((p, i) => (
        <button
          key={p.id}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          id={`period-tab-${p.id}`}
          aria-selected={p.id === value}
          aria-controls={panelId}
          tabIndex={p.id === value ? 0 : -1}
          className="period-tab"
          onClick={() => onChange(p.id)}
        >
          {i18n._(PERIOD_LABELS[p.id])}
        </button>
      ))}
    </div>
  );
}
