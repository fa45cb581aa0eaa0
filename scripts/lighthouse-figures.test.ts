/** The speed figures printed after the Lighthouse runs (decision 382), from results shaped as Lighthouse writes them. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectedRuns, figuresOf, figuresTable, type LighthouseResult, median } from './lighthouse-figures.js';

function lhr(page: string, score: number | null, tbt: number, bench = 1500): LighthouseResult {
  return {
    finalDisplayedUrl: `http://localhost:8184${page}`,
    categories: { performance: { score } },
    audits: {
      'first-contentful-paint': { numericValue: 812.4 },
      'largest-contentful-paint': { numericValue: 1190.6 },
      'total-blocking-time': { numericValue: tbt },
      'speed-index': { numericValue: 2400 },
      'cumulative-layout-shift': { numericValue: 0.0412 },
    },
    environment: { benchmarkIndex: bench },
  };
}

describe('lighthouse figures', () => {
  it('reads the score, the metrics and the benchmark index of a run', () => {
    expect(figuresOf(lhr('/wallet', 0.97, 150.2, 1838.5))).toEqual({
      page: '/wallet',
      score: 0.97,
      fcpMs: 812.4,
      lcpMs: 1190.6,
      tbtMs: 150.2,
      speedIndexMs: 2400,
      cls: 0.0412,
      benchmarkIndex: 1838.5,
    });
  });

  it('takes the middle value, or the mean of the middle two', () => {
    expect(median([0.9, 0.76, 0.8, 0.78, 0.78])).toBe(0.78);
    expect(median([0.99, 0.95])).toBe(0.97);
    expect(median([])).toBeNull();
  });

  it('prints each page once with its median, then a line per run', () => {
    const runs = [
      lhr('/', 0.99, 60),
      lhr('/wallet', 0.9, 700),
      lhr('/', 0.97, 140),
      lhr('/wallet', 0.78, 900),
      lhr('/wallet', 0.8, 800),
    ];
    const lines = figuresTable(runs.map(figuresOf));
    expect(lines[0]).toBe('/: performance median 0.98 of 2 runs');
    expect(lines[3]).toBe('/wallet: performance median 0.80 of 3 runs');
    expect(lines[4]).toBe('  0.90  FCP 812 ms  LCP 1191 ms  TBT 700 ms  SI 2400 ms  CLS 0.041  benchmark index 1500');
    expect(lines).toHaveLength(7);
  });

  it('names a page audited once as one run', () => {
    expect(figuresTable([figuresOf(lhr('/privacy-policy', 0.93, 90))])[0]).toBe(
      '/privacy-policy: performance median 0.93 of 1 run',
    );
  });

  it('shows a run without a performance score as such, and leaves it out of the median', () => {
    const lines = figuresTable([figuresOf(lhr('/', null, 60)), figuresOf(lhr('/', 0.9, 60))]);
    expect(lines[0]).toBe('/: performance median 0.90 of 2 runs');
    expect(lines[1]).toMatch(/^ {2}– {2}FCP/);
  });

  it("reads lhci's result files in the order they were written, and nothing else in the folder", () => {
    const dir = mkdtempSync(join(tmpdir(), 'lh-figures-'));
    writeFileSync(join(dir, 'lhr-1795655548463.json'), JSON.stringify(lhr('/wallet', 0.5, 1)));
    writeFileSync(join(dir, 'lhr-1795655532869.json'), JSON.stringify(lhr('/', 0.99, 1)));
    writeFileSync(join(dir, 'assertion-results.json'), '[]');
    writeFileSync(join(dir, 'lhr-1795655532869.html'), '<html></html>');
    expect(collectedRuns(dir).map((r) => [r.page, r.score])).toEqual([
      ['/', 0.99],
      ['/wallet', 0.5],
    ]);
  });
});
