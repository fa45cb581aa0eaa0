/** Period tabs (All time, Day, Week, Month, Year): a tab list with arrow-key movement. */
import { useRef } from 'react';
import { PERIODS, type PeriodId } from '../../lib/periods.js';

export interface PeriodTabsProps {
  value: PeriodId;
  onChange(p: PeriodId): void;
  panelId: string;
}

export function PeriodTabs({ value, onChange, panelId }: PeriodTabsProps) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const move = (to: number) => {
    const i = (to + PERIODS.length) % PERIODS.length;
    const period = PERIODS[i];
    if (!period) return;
    onChange(period.id);
    refs.current[i]?.focus();
  };
  return (
    <div
      className="period-tabs"
      role="tablist"
      aria-label="Period"
      onKeyDown={(e) => {
        const i = PERIODS.findIndex((p) => p.id === value);
        if (e.key === 'ArrowRight') move(i + 1);
        else if (e.key === 'ArrowLeft') move(i - 1);
        else if (e.key === 'Home') move(0);
        else if (e.key === 'End') move(PERIODS.length - 1);
        else return;
        e.preventDefault();
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
          {p.label}
        </button>
      ))}
    </div>
  );
}
