/**
 * The price chart's drawing and its words, as pure functions: the SVG path of the points (time
 * across, price up), and the text a screen reader gets in place of the picture (start, end,
 * high, low and change over the range).
 */
import { t } from '@lingui/core/macro';
import type { PricePoint, PriceRange } from '../../../contract/price-history.js';
import { formatFiat, formatPercent } from '../../lib/money-format.js';
import { formatSpan } from '../../lib/number-format.js';

interface ChartBox {
  width: number;
  height: number;
  /** Room kept free around the line so its stroke is never clipped. */
  pad: number;
}

interface ChartGeometry {
  /** The line through every point. */
  line: string;
  /** The line closed down to the bottom edge, for the shaded area under it. */
  area: string;
}

const RANGE_SPANS: Readonly<Record<PriceRange, [number, 'hour' | 'day']>> = {
  '24h': [24, 'hour'],
  '7d': [7, 'day'],
  '30d': [30, 'day'],
};

/** A range's button as the language writes the span ('24 hr', German '24 Std.'), never the code's '24h'. */
export function rangeLabel(range: PriceRange): string {
  return formatSpan(...RANGE_SPANS[range]);
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * The path of `points` in `box`: x by time from the first point to the last, y by `y` (a price, a
 * value) from the lowest (bottom) to the highest (top). One point, or values all equal, give a
 * level line across the middle. Null when there is nothing to draw. Both charts draw with it.
 */
export function chartGeometry<P extends { at: string }>(
  points: readonly P[],
  box: ChartBox,
  y: (p: P) => string,
): ChartGeometry | null {
  const values = points
    .map((p) => ({ t: Date.parse(p.at), v: Number(y(p)) }))
    .filter((p) => Number.isFinite(p.t) && Number.isFinite(p.v));
  const first = values[0];
  const last = values.at(-1);
  if (!first || !last) return null;
  const left = box.pad;
  const right = box.width - box.pad;
  const top = box.pad;
  const bottom = box.height - box.pad;
  let min = first.v;
  let max = first.v;
  for (const p of values) {
    min = Math.min(min, p.v);
    max = Math.max(max, p.v);
  }
  const span = last.t - first.t;
  const coords =
    values.length === 1
      ? [
          [left, (top + bottom) / 2],
          [right, (top + bottom) / 2],
        ]
      : values.map((p) => [
          span > 0 ? left + ((p.t - first.t) / span) * (right - left) : left,
          max > min ? bottom - ((p.v - min) / (max - min)) * (bottom - top) : (top + bottom) / 2,
        ]);
  const line = coords.map(([x = 0, y = 0], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');
  const firstX = round(coords[0]?.[0] ?? left);
  const lastX = round(coords.at(-1)?.[0] ?? right);
  return { line, area: `${line} L${lastX} ${box.height} L${firstX} ${box.height} Z` };
}

/** 'up 1.25%', 'down 3.00%', 'unchanged', or that the change is not known yet. */
export function changeWords(change: string | null): string {
  if (change === null) return t`change not known yet`;
  if (/^-?0(\.0+)?$/.test(change)) return t`unchanged`;
  const percent = formatPercent(change.replace(/^-/, ''));
  return change.startsWith('-') ? t`down ${percent}` : t`up ${percent}`;
}

interface ChartSummary {
  name: string;
  range: PriceRange;
  currency: string;
  points: readonly PricePoint[];
  high: string;
  low: string;
  change: string | null;
}

/**
 * 'Bitcoin price over the last 24 hours, in USD: from $100,000.00 to $97,000.00, high
 * $101,500.00, low $97,000.00, down 3.00%.'
 */
export function chartLabel(s: ChartSummary): string {
  const start = s.points[0]?.price;
  const end = s.points.at(-1)?.price;
  const money = (v: string | undefined) => formatFiat(v ?? null, s.currency);
  const { name, currency } = s;
  const from = money(start);
  const to = money(end);
  const high = money(s.high);
  const low = money(s.low);
  const change = changeWords(s.change);
  // One whole sentence per range, so each language words the period its own way.
  if (s.range === '24h')
    return t`${name} price over the last 24 hours, in ${currency}: from ${from} to ${to}, high ${high}, low ${low}, ${change}.`;
  if (s.range === '7d')
    return t`${name} price over the last 7 days, in ${currency}: from ${from} to ${to}, high ${high}, low ${low}, ${change}.`;
  return t`${name} price over the last 30 days, in ${currency}: from ${from} to ${to}, high ${high}, low ${low}, ${change}.`;
}
