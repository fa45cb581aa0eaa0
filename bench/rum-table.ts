/** The real-user benchmark's figures, the goal each is held to, and the printed table (Markdown). */
import type { Figures } from './rum-scenarios.js';

export interface Figure {
  key: string;
  label: string;
  unit: 'ms' | 'KB';
  /** The goal: the median must be at or under it. */
  goal?: number;
}

export const FIGURES: Figure[] = [
  { key: 'fcp', label: 'first visit /: FCP', unit: 'ms' },
  { key: 'lcp', label: 'first visit /: LCP', unit: 'ms', goal: 1200 },
  { key: 'tbt', label: 'first visit /: blocking time', unit: 'ms' },
  { key: 'kb', label: 'first visit /: bytes', unit: 'KB' },
  { key: 'reopenBalance', label: 'reopen /wallet: balance on screen', unit: 'ms', goal: 500 },
  { key: 'reopenFresh', label: 'reopen /wallet: fresh data on screen', unit: 'ms' },
  { key: 'reopenFloor', label: 'reopen /privacy-policy: first paint (floor)', unit: 'ms' },
  { key: 'keyToQuote', label: '/swap: key to quote', unit: 'ms', goal: 400 },
  { key: 'swapInp', label: '/swap: INP while typing', unit: 'ms', goal: 50 },
  { key: 'buyToForm', label: 'Buy: tap to card form', unit: 'ms', goal: 1500 },
  { key: 'historyRows', label: 'history (10k): first rows', unit: 'ms', goal: 1000 },
  { key: 'historyAsked', label: 'history (10k): first page asked', unit: 'ms' },
  { key: 'historyInp', label: 'history (10k): INP scrolling', unit: 'ms', goal: 50 },
  { key: 'historyReopenRows', label: 'history (10k) reopened: first rows', unit: 'ms', goal: 1000 },
  { key: 'historyReopenFresh', label: "history (10k) reopened: the server's rows", unit: 'ms' },
  { key: 'refreshRows', label: 'history (10k), token refused: first rows', unit: 'ms', goal: 1000 },
  { key: 'refreshFirstAsked', label: 'history (10k), token refused: first page asked', unit: 'ms' },
  { key: 'refreshStart', label: 'history (10k), token refused: refresh asked', unit: 'ms' },
  { key: 'refreshEnd', label: 'history (10k), token refused: refresh answered', unit: 'ms' },
  { key: 'refreshAskedAgain', label: 'history (10k), token refused: page asked again', unit: 'ms' },
  { key: 'pageP50', label: 'history page call: server p50', unit: 'ms' },
  { key: 'pageP99', label: 'history page call: server p99', unit: 'ms' },
];

export function median(xs: number[]): number {
  const s = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  if (s.length === 0) return Number.NaN;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

function cell(xs: number[], unit: Figure['unit']): string {
  const ok = xs.filter((x) => Number.isFinite(x));
  if (ok.length === 0) return '–';
  const f = (x: number) => (unit === 'KB' ? x.toFixed(1) : Math.round(x).toString());
  const m = median(ok);
  return ok.length === 1 ? f(m) : `${f(m)} (${f(Math.min(...ok))}–${f(Math.max(...ok))})`;
}

/** One row per figure, one column per side (median and range), then the goal and its verdict for each side. */
export function printTable(sides: string[], results: Map<string, Figures[]>, figures: Figure[]): void {
  const header = ['figure', ...sides.map((s) => `${s}: median (range)`), 'goal', ...sides.map((s) => `${s}: verdict`)];
  const rows = figures.map((fig) => {
    const values = sides.map((s) => (results.get(s) ?? []).map((r) => r[fig.key] ?? Number.NaN));
    const verdicts = values.map((xs) => {
      if (fig.goal === undefined) return '';
      const m = median(xs);
      if (!Number.isFinite(m)) return 'no figure';
      return m <= fig.goal ? 'pass' : 'FAIL';
    });
    return [
      `${fig.label} (${fig.unit})`,
      ...values.map((xs) => cell(xs, fig.unit)),
      fig.goal === undefined ? '' : `≤ ${fig.goal}`,
      ...verdicts,
    ];
  });
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((r) => (r[i] ?? '').length)));
  const line = (r: string[]) => `| ${r.map((c, i) => c.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
}
