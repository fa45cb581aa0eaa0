/**
 * `npm run bench:rum`: what customers feel, measured in a browser as they use the app, on the
 * production build and the real server, side by side with named baseline commits in one run.
 * Chromium through Playwright, each page throttled to Lighthouse's mobile conditions (CPU four
 * times slower, 150 ms round trip, 1.6 Mbit/s down; bench/rum-page.ts). Prints the median and
 * range of every figure per side, and pass or fail against the goals. It asserts nothing: timings
 * never gate the tests.
 *
 *   npm run build && npm run bench:rum                   this checkout against where it left main
 *   npm run bench:rum -- <commit> [<commit> …]           against those commits instead
 *   RUM_BASE=<commit>[,<commit>] npm run bench:rum       the same
 *   RUM_ROUNDS (5), RUM_PORT (4170: this checkout, then one port up per baseline),
 *   RUM_HISTORY_ROWS (10000), RUM_ONLY=first,customer,history,refresh (all),
 *   RUM_RTT_MS (150: slow 4G; more for a poorer network)
 *
 * Each baseline is checked out and built in /tmp/rum-<commit> (a git worktree, node_modules linked)
 * and kept for later runs; `git worktree remove /tmp/rum-<commit>` removes one. In every round each
 * side takes its turn at each moment, so all sides see the same machine load.
 */
import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { assertServerBuilt } from '../scripts/serve-built.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tests/e2e/support/chromium.js';
import { MOBILE } from './rum-page.js';
import {
  customerMoments,
  type Figures,
  firstVisit,
  historyAfterRefresh,
  historyMoments,
  historyPageCalls,
} from './rum-scenarios.js';
import { defaultBaseline, prepareCommit, type RunningSide, type Side, shortCommit, startSide } from './rum-sides.js';
import { FIGURES, printTable } from './rum-table.js';

const say = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);
const rounds = Number(process.env.RUM_ROUNDS ?? 5);
const port = Number(process.env.RUM_PORT ?? 4170);
const rows = Number(process.env.RUM_HISTORY_ROWS ?? 10_000);
const only = new Set((process.env.RUM_ONLY ?? 'first,customer,history,refresh').split(','));
const baselines = process.argv.slice(2).length
  ? process.argv.slice(2)
  : (process.env.RUM_BASE?.split(',').filter(Boolean) ?? [defaultBaseline()]);

assertServerBuilt();
const sides: Side[] = [
  { name: `this (${shortCommit('HEAD')}${dirty() ? '+' : ''})`, dir: process.cwd() },
  ...baselines.map((b) => prepareCommit(b, say)),
];

/** Uncommitted changes in this checkout: its name then carries a `+`. */
function dirty(): boolean {
  return (
    execFileSync('git', ['status', '--porcelain', '--', '.', ':!node_modules'], { encoding: 'utf8' }).trim() !== ''
  );
}

const running: RunningSide[] = [];
// A run stopped by Ctrl-C or `kill` stops its sides' servers and removes their data, as one that ends.
let stopped = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    stopped = true;
    say(`${signal}: stopping the sides`);
    void Promise.allSettled(running.map((side) => side.stop())).finally(() => process.exit(130));
  });
const browser = await chromium.launch({ executablePath: CHROME_PATH, args: [...CHROMIUM_ARGS] });
const results = new Map<string, Figures[]>();
const loads: number[] = [];
try {
  for (const [i, side] of sides.entries()) running.push(await startSide(side, port + i, rows, say));
  for (let round = 1; round <= rounds && !stopped; round++) {
    loads.push(loadavg()[0] ?? 0);
    say(`round ${round} of ${rounds} (load ${loads.at(-1)?.toFixed(1)})`);
    // The sides' order alternates, so neither is always the one measured first.
    const order = round % 2 === 1 ? running : [...running].reverse();
    for (const side of order) {
      const figures: Figures = {};
      const attempt = async (name: string, f: () => Promise<Figures>) => {
        try {
          Object.assign(figures, await f());
        } catch (e) {
          say(`${side.name}: ${name} failed: ${(e as Error).message.split('\n')[0]}`);
        }
      };
      if (only.has('first')) await attempt('first visit', () => firstVisit(browser, side));
      if (only.has('customer')) await attempt('customer', () => customerMoments(browser, side));
      if (only.has('history')) await attempt('history', () => historyMoments(browser, side));
      if (only.has('refresh')) await attempt('history, token refused', () => historyAfterRefresh(browser, side));
      if (only.has('history') && round === 1) await attempt('page calls', () => historyPageCalls(side));
      results.set(side.name, [...(results.get(side.name) ?? []), figures]);
    }
  }
} finally {
  await browser.close();
  for (const side of running) await side.stop();
}

// A stopped run's moments failed as the browser closed: no table of them, the signal's handler ends it.
if (stopped) await new Promise(() => {});

const fmt = (x: number) => x.toFixed(1);
console.log(
  `\n${rounds} rounds, round trip ${MOBILE.rttMs} ms, ${new Date().toISOString().slice(0, 16)} UTC, machine load (1 min) ${fmt(Math.min(...loads))}–${fmt(Math.max(...loads))}`,
);
printTable(
  sides.map((s) => s.name),
  results,
  FIGURES,
);
