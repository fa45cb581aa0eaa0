/**
 * A first visit until the app works offline: a fresh browser opens /, and the clock stops once the
 * service worker controls the page and has installed (its precache, the device's language and its
 * legal pages held). Behind a proxy that makes every round trip INSTALL_RTT_MS (150 ms, as
 * bench:rum's phone), the CPU as the machine's. Prints each round and the medians: the time, and
 * the CPU of the browser's processes.
 *
 *   npm run build && npm run bench:install                                # this build
 *   INSTALL_SIDES=http://localhost:8301,http://localhost:8302 npm run bench:install
 *
 * INSTALL_SIDES compares servers already running (say two checkouts' builds), interleaved round by
 * round on this shared machine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { serveBuilt } from '../scripts/serve-built.js';
import { CHROMIUM_ARGS, TEST_CHROME_PATH } from '../tests/e2e/support/chromium.js';
import { delayProxy } from './delay-proxy.js';
import { MOBILE } from './rum-page.js';
import { median } from './rum-table.js';

const ROUNDS = Number(process.env.INSTALL_ROUNDS ?? 3);
const RTT_MS = Number(process.env.INSTALL_RTT_MS ?? MOBILE.rttMs);

/** User and system CPU seconds of `root` and every process under it, ended ones included. */
function treeCpuSeconds(root: number): number {
  const procs = new Map<number, { ppid: number; ticks: number }>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      procs.set(Number(pid), {
        ppid: Number(f[1]),
        ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]),
      });
    } catch {
      // Ended while read.
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, p] of procs)
      if (!tree.has(pid) && tree.has(p.ppid)) {
        tree.add(pid);
        grew = true;
      }
  }
  return [...tree].reduce((sum, pid) => sum + (procs.get(pid)?.ticks ?? 0), 0) / 100;
}

const own = process.env.INSTALL_SIDES ? null : await serveBuilt(Number(process.env.INSTALL_PORT ?? 8330));
const sides = own ? [own.url] : (process.env.INSTALL_SIDES ?? '').split(',');
const proxies = await Promise.all(sides.map((url, i) => delayProxy(8340 + i, Number(new URL(url).port), RTT_MS / 2)));
const browser = await chromium.launch({ executablePath: TEST_CHROME_PATH, args: CHROMIUM_ARGS });
const figures = sides.map(() => ({ ms: [] as number[], cpu: [] as number[] }));
try {
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [i, side] of sides.entries()) {
      const cpu = treeCpuSeconds(process.pid);
      const began = Date.now();
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`http://localhost:${8340 + i}/`);
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 180_000 });
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
      const ms = Date.now() - began;
      await context.close();
      figures[i]?.ms.push(ms);
      figures[i]?.cpu.push(treeCpuSeconds(process.pid) - cpu);
      console.log(`round ${round}  ${side}  ${ms} ms  ${(figures[i]?.cpu.at(-1) ?? 0).toFixed(2)} s of CPU`);
    }
  }
  console.log(`\nfirst visit to offline-ready, ${RTT_MS} ms round trips, median of ${ROUNDS}:`);
  for (const [i, side] of sides.entries())
    console.log(`  ${side}: ${median(figures[i]?.ms ?? [])} ms, ${median(figures[i]?.cpu ?? []).toFixed(2)} s of CPU`);
} finally {
  await browser.close();
  for (const proxy of proxies) proxy.close();
  await own?.stop();
}
process.exit(0);
