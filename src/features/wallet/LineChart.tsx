/**
 * The wallet's one line chart: a range tab list (`TabList`) and a small SVG of points over time, drawn by
 * `chartGeometry`. The coin's price chart (decision 149) and the portfolio's value chart
 * (decision 462) both draw with it. The picture's name is its text alternative; colour repeats
 * the direction the words already say.
 */
import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { TabList } from '../../ui/TabList.js';
import { chartGeometry } from './price-chart-model.js';
import './wallet.css';
import './price-chart.css';

const BOX = { width: 320, height: 120, pad: 4 };

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
  const { t } = useLingui();
  return (
    <section className={`chart-card ${className}`} aria-labelledby={`${panelId}-title`}>
      <div className="chart-head">
        <h2 id={`${panelId}-title`}>{title}</h2>
        <TabList
          ids={ranges}
          labels={label}
          current={range}
          onSelect={onRange}
          base={panelId}
          panelOf={() => panelId}
          label={t`Chart range`}
          className="chart-ranges"
          tabClassName="chart-range"
        />
      </div>
      <div id={panelId} role="tabpanel" aria-label={panelLabel}>
        {children}
      </div>
    </section>
  );
}
