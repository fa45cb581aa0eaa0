/**
 * The wallet's one line chart: a range tab list and a small SVG of points over time, drawn by
 * `chartGeometry`. The coin's price chart (decision 149) and the portfolio's value chart
 * (decision 462) both draw with it. The picture's name is its text alternative; colour repeats
 * the direction the words already say.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId, useRef } from 'react';
import { tabIndexForKey } from '../../lib/tab-keys.js';
import { chartGeometry } from './price-chart-model.js';
import './wallet.css';
import './price-chart.css';

const BOX = { width: 320, height: 120, pad: 4 };

/** A tab list of ranges (WAI-ARIA tabs: arrows, Home and End); `label` writes a range as the language does. */
function RangeTabs<R extends string>({
  ranges,
  value,
  onChange,
  panelId,
  label,
}: {
  ranges: readonly R[];
  value: R;
  onChange(r: R): void;
  panelId: string;
  label(r: R): string;
}) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const { t } = useLingui();
  return (
    <div
      className="chart-ranges"
      role="tablist"
      aria-label={t`Chart range`}
      onKeyDown={(e) => {
        const i = tabIndexForKey(e.key, ranges.indexOf(value), ranges.length);
        const range = i === null ? undefined : ranges[i];
        if (i === null || !range) return;
        e.preventDefault();
        onChange(range);
        refs.current[i]?.focus();
      }}
    >
      {ranges.map((r, i) => (
        <button
          key={r}
          ref={(el) => {
            refs.current[i] = el;
          }}
          type="button"
          role="tab"
          aria-selected={r === value}
          aria-controls={panelId}
          tabIndex={r === value ? 0 : -1}
          className="chart-range"
          onClick={() => onChange(r)}
        >
          {label(r)}
        </button>
      ))}
    </div>
  );
}

/** The points as a line with its area, `label` its accessible name; null when there is nothing to draw. */
export function LineChart<P extends { at: string }>({
  points,
  y,
  label,
  falling,
  testId,
}: {
  points: readonly P[];
  y(p: P): string;
  label: string;
  falling: boolean;
  testId: string;
}) {
  const geometry = chartGeometry(points, BOX, y);
  if (!geometry) return null;
  return (
    <svg
      className={`chart-frame chart-svg ${falling ? 'falling' : 'rising'}`}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      preserveAspectRatio="none"
      data-testid={testId}
    >
      <path className="chart-area" d={geometry.area} />
      <path className="chart-line" d={geometry.line} vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/**
 * A chart's card: its heading, its range tabs and the tab panel holding `children` (named
 * `panelLabel`, e.g. 'Bitcoin price, 7 days').
 */
export function ChartCard<R extends string>({
  title,
  className = '',
  ranges,
  range,
  onRange,
  label,
  panelLabel,
  children,
}: {
  title: ReactNode;
  className?: string;
  ranges: readonly R[];
  range: R;
  onRange(r: R): void;
  label(r: R): string;
  panelLabel: string;
  children: ReactNode;
}) {
  const panelId = useId();
  return (
    <section className={`chart-card ${className}`} aria-labelledby={`${panelId}-title`}>
      <div className="chart-head">
        <h2 id={`${panelId}-title`}>{title}</h2>
        <RangeTabs<R> ranges={ranges} value={range} onChange={onRange} panelId={panelId} label={label} />
      </div>
      <div id={panelId} role="tabpanel" aria-label={panelLabel}>
        {children}
      </div>
    </section>
  );
}
