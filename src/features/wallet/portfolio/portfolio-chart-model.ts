/**
 * The portfolio chart's words (decision 462): its ranges as the language writes them, the text a
 * screen reader gets in place of the picture (start, end, and the change in money and percent with
 * a word for its direction), and what the chart says about prices older than the market record.
 * Every figure is the server's; the signs and words are result-view's rule.
 */
import { t } from '@lingui/core/macro';
import type { PortfolioHistory, PortfolioRange } from '../../../../contract/portfolio-history.js';
import { formatDay } from '../../../lib/dates.js';
import { formatFiat } from '../../../lib/money-format.js';
import { formatSpan } from '../../../lib/number-format.js';
import { resultView } from '../../../lib/result-view.js';

/** A range's tab: '7 days', '30 days', '1 yr', 'All time' (German '7 Tg.', '30 Tg.', '1 J.', 'Gesamt'). */
export function portfolioRangeLabel(range: PortfolioRange): string {
  if (range === '7d') return formatSpan(7, 'day');
  if (range === '30d') return formatSpan(30, 'day');
  if (range === '1y') return formatSpan(1, 'year');
  // A tab's word, short enough for four tabs in a row at 360 px in every language.
  return t({ message: 'All time', context: 'chart range' });
}

/** 'up +AU$12.00 (+1.5%)', 'down -AU$3.00', 'unchanged': a word and a sign, never colour alone. */
function changeText(change: string, pct: string | null, currency: string): string {
  const { direction, money, percent } = resultView(change, pct, currency);
  if (direction === 'flat') return t`unchanged`;
  if (direction === 'up') return percent ? t`up ${money} (${percent})` : t`up ${money}`;
  return percent ? t`down ${money} (${percent})` : t`down ${money}`;
}

/**
 * 'Portfolio value over the last 7 days, in AUD: from AU$1,000.00 to AU$1,500.00, up +AU$500.00
 * (+50%).' Null without points.
 */
export function portfolioChartLabel(h: PortfolioHistory, timeZone: string): string | null {
  const first = h.points[0];
  const last = h.points.at(-1);
  if (!first || !last || h.change === null) return null;
  const { currency } = h;
  const from = formatFiat(first.value, currency);
  const to = formatFiat(last.value, currency);
  const change = changeText(h.change, h.change_pct, currency);
  // One whole sentence per range, so each language words the period its own way.
  if (h.range === '7d')
    return t`Portfolio value over the last 7 days, in ${currency}: from ${from} to ${to}, ${change}.`;
  if (h.range === '30d')
    return t`Portfolio value over the last 30 days, in ${currency}: from ${from} to ${to}, ${change}.`;
  if (h.range === '1y') return t`Portfolio value over the last year, in ${currency}: from ${from} to ${to}, ${change}.`;
  const day = formatDay(first.at, timeZone);
  return t`Portfolio value since ${day}, in ${currency}: from ${from} to ${to}, ${change}.`;
}

/**
 * What the chart must say about its prices: points before the market record are valued at the
 * rates recorded with the customer's own movements, and a coin with no rate at all counted as zero.
 */
export function pricingNotes(h: PortfolioHistory, timeZone: string): string[] {
  const notes: string[] = [];
  if (h.points.some((p) => p.priced === 'recorded')) {
    const day = h.market_from ? formatDay(h.market_from, timeZone) : null;
    notes.push(
      day
        ? t`Before ${day}, values use the prices recorded with your transactions.`
        : t`Values use the prices recorded with your transactions.`,
    );
  }
  if (h.points.some((p) => p.priced === 'missing'))
    notes.push(t`Some coins had no recorded price at times: they count as zero there.`);
  return notes;
}
