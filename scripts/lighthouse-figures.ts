/**
 * The figures of a Lighthouse run that say how fast a page was (decision 382): the performance
 * score and the metrics it is made of, with the machine's benchmark index beside them, since the
 * simulated phone is the host's CPU slowed four times and a slower or busier host scores lower
 * with the same code. Printed per page by scripts/lighthouse.ts; asserted nowhere.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The parts of a Lighthouse result (LHR) read here. */
export interface LighthouseResult {
  finalDisplayedUrl?: string;
  finalUrl?: string;
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
  environment?: { benchmarkIndex?: number };
}

export interface RunFigures {
  page: string;
  score: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  speedIndexMs: number | null;
  cls: number | null;
  benchmarkIndex: number | null;
}

const metric = (lhr: LighthouseResult, id: string): number | null => lhr.audits[id]?.numericValue ?? null;

export function figuresOf(lhr: LighthouseResult): RunFigures {
  const url = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl ?? 'http://unknown/');
  return {
    page: url.pathname,
    score: lhr.categories.performance?.score ?? null,
    fcpMs: metric(lhr, 'first-contentful-paint'),
    lcpMs: metric(lhr, 'largest-contentful-paint'),
    tbtMs: metric(lhr, 'total-blocking-time'),
    speedIndexMs: metric(lhr, 'speed-index'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

/** The median of the numbers given (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

const ms = (v: number | null) => (v === null ? '–' : `${Math.round(v)} ms`);
const num = (v: number | null, digits: number) => (v === null ? '–' : v.toFixed(digits));

/** A block per page, in the order the pages were first seen: its median score, then each run. */
export function figuresTable(runs: readonly RunFigures[]): string[] {
  const pages = [...new Set(runs.map((r) => r.page))];
  const lines: string[] = [];
  for (const page of pages) {
    const own = runs.filter((r) => r.page === page);
    const scores = own.flatMap((r) => (r.score === null ? [] : [r.score]));
    lines.push(
      `${page}: performance median ${num(median(scores), 2)} of ${own.length} run${own.length === 1 ? '' : 's'}`,
    );
    for (const r of own) {
      lines.push(
        `  ${num(r.score, 2)}  FCP ${ms(r.fcpMs)}  LCP ${ms(r.lcpMs)}  TBT ${ms(r.tbtMs)}  SI ${ms(r.speedIndexMs)}  CLS ${num(r.cls, 3)}  benchmark index ${num(r.benchmarkIndex, 0)}`,
      );
    }
  }
  return lines;
}

/** The runs lhci collected into its folder (lhr-*.json), oldest first. */
export function collectedRuns(dir = '.lighthouseci'): RunFigures[] {
  return readdirSync(dir)
    .filter((f) => /^lhr-\d+\.json$/.test(f))
    .sort()
    .map((f) => figuresOf(JSON.parse(readFileSync(join(dir, f), 'utf8')) as LighthouseResult));
}
