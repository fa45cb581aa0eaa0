/**
 * Lighthouse before and after, side by side in one run: this checkout (its production build on the
 * compiled server) against another built checkout of the project (served by its own
 * `npm run serve`), with lighthouserc.json's settings, on the pages of scripts/lighthouse.ts
 * (signed-in /wallet included). The two take turns, one run of every page each per round, so
 * both see the same machine load. Prints medians and ranges; asserts nothing.
 *
 *   node --import tsx bench/lighthouse-compare.ts /path/to/other/checkout
 *   (build both first; BENCH_ROUNDS (3), BENCH_PORT (9131) and BENCH_PORT + 1 for the other one;
 *   BENCH_BUSY_CORES=n keeps n cores busy with spinning processes meanwhile, as a CI machine
 *   running other work is; BENCH_PAGES=/wallet audits only the pages named, comma-separated;
 *   BENCH_KEEP=<folder> keeps every run's report there, to read where the main thread went)
 *
 * Both sides are prepared by this checkout's scripts/lighthouse-signin.cjs, so only the builds
 * differ. BENCH_BEFORE_SIGNIN=<path> prepares the other side with another script instead: the same
 * build under two preparations, to see what a change of the measurement itself does.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { serveBuilt } from '../scripts/serve-built.js';
import { CHROME_PATH, CHROMIUM_ARGS } from '../tests/e2e/support/chromium.js';

const other = process.argv[2];
if (!other) throw new Error('usage: bench/lighthouse-compare.ts <other checkout, built>');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 9131);
const only = process.env.BENCH_PAGES?.split(',').map((p) => p.trim());
const chosen = (pages: string[]) => pages.filter((p) => !only || only.includes(p));
const PUBLIC_PAGES = chosen(['/', '/privacy-policy']);
const SIGNED_IN_PAGES = chosen(['/wallet']);

const { lighthouseCustomer } = await import('../scripts/lighthouse-customer.js');

async function startOther(dir: string, p: number): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coinvault-compare-'));
  const child: ChildProcess = spawn('npm', ['run', '--silent', 'serve'], {
    cwd: dir,
    detached: true,
    env: { ...process.env, APP_MODE: 'local', PORT: String(p), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${p}`;
  for (let i = 0; i < 360; i++) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  return {
    url,
    async stop() {
      process.kill(-(child.pid as number), 'SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A customer of that server, as the app keeps the session after signing in. */
async function sessionOn(p: number) {
  process.env.E2E_PORT = String(p);
  return lighthouseCustomer();
}

const base = JSON.parse(readFileSync('lighthouserc.json', 'utf8'));
const lhciBin = resolve('node_modules/.bin/lhci');
const signInScripts = {
  before: resolve(process.env.BENCH_BEFORE_SIGNIN ?? 'scripts/lighthouse-signin.cjs'),
  after: resolve('scripts/lighthouse-signin.cjs'),
};

/** The signed-in pages' customer and the script that prepares the browser for them. */
interface SignIn {
  session: object;
  script: string;
}

function collect(cwd: string, urls: string[], signIn: SignIn | null): void {
  const collectConfig = {
    ...base.ci.collect,
    numberOfRuns: 1,
    settings: { ...base.ci.collect.settings, ...(signIn ? { disableStorageReset: true } : {}) },
    // lhci joins the script's path to its working folder, even an absolute one.
    ...(signIn
      ? { puppeteerScript: relative(cwd, signIn.script), puppeteerLaunchOptions: { args: [...CHROMIUM_ARGS] } }
      : {}),
  };
  const config = join(cwd, signIn ? 'signed-in.json' : 'public.json');
  writeFileSync(config, JSON.stringify({ ci: { collect: collectConfig } }));
  const flags = [...CHROMIUM_ARGS, '--headless=new'].join(' ');
  spawnSync(
    lhciBin,
    [
      'collect',
      `--config=${config}`,
      '--additive',
      ...urls.map((u) => `--url=${u}`),
      `--chromePath=${CHROME_PATH}`,
      `--settings.chromeFlags=${flags}`,
    ],
    {
      cwd,
      stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
      env: { ...process.env, LHCI_SESSION: signIn ? JSON.stringify(signIn.session) : '' },
    },
  );
}

interface Row {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
  si: number;
}

function readRuns(cwd: string): Map<string, Row[]> {
  const byPage = new Map<string, Row[]>();
  const dir = join(cwd, '.lighthouseci');
  for (const name of readdirSync(dir).filter((n) => n.startsWith('lhr-') && n.endsWith('.json'))) {
    const lhr = JSON.parse(readFileSync(join(dir, name), 'utf8'));
    const page = new URL(lhr.requestedUrl).pathname;
    const rows = byPage.get(page) ?? [];
    rows.push({
      score: lhr.categories.performance.score,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
    });
    byPage.set(page, rows);
  }
  return byPage;
}

const work = mkdtempSync(join(tmpdir(), 'coinvault-lh-compare-'));
const servers = {
  before: await startOther(resolve(other), port + 1),
  after: await serveBuilt(port),
};
const loads: number[] = [];
// Load of our own, the same for both sides: each spinner keeps one core busy until it is killed.
const spinners: ChildProcess[] = Array.from({ length: Number(process.env.BENCH_BUSY_CORES ?? 0) }, () =>
  spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
);
try {
  const sessions = { before: await sessionOn(port + 1), after: await sessionOn(port) };
  for (const name of ['before', 'after'] as const) mkdirSync(join(work, name));
  for (let r = 0; r < rounds; r++) {
    const order = r % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    for (const name of order) {
      loads.push(loadavg()[0] ?? 0);
      const url = servers[name].url;
      if (PUBLIC_PAGES.length > 0)
        collect(
          join(work, name),
          PUBLIC_PAGES.map((p) => url + p),
          null,
        );
      if (SIGNED_IN_PAGES.length > 0)
        collect(
          join(work, name),
          SIGNED_IN_PAGES.map((p) => url + p),
          { session: sessions[name], script: signInScripts[name] },
        );
    }
  }
  const results = { before: readRuns(join(work, 'before')), after: readRuns(join(work, 'after')) };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const fmt = (xs: number[], digits: number) =>
    xs.length === 0
      ? 'n/a'
      : `${median(xs).toFixed(digits)} (${Math.min(...xs).toFixed(digits)}–${Math.max(...xs).toFixed(digits)})`;
  console.log(
    `load average (1 min) during the runs: ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}`,
  );
  console.log(`load average (1 min) before each run, in order: ${loads.map((l) => l.toFixed(1)).join(', ')}`);
  console.log('| Page | | Performance | TBT ms | LCP ms | FCP ms | SI ms | runs |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const page of [...PUBLIC_PAGES, ...SIGNED_IN_PAGES]) {
    for (const name of ['before', 'after'] as const) {
      const rows = results[name].get(page) ?? [];
      console.log(
        `| \`${page}\` | ${name} | ${fmt(
          rows.map((x) => x.score),
          2,
        )} | ${fmt(
          rows.map((x) => x.tbt),
          0,
        )} | ${fmt(
          rows.map((x) => x.lcp),
          0,
        )} | ${fmt(
          rows.map((x) => x.fcp),
          0,
        )} | ${fmt(
          rows.map((x) => x.si),
          0,
        )} | ${rows.length} |`,
      );
    }
  }
  const keep = process.env.BENCH_KEEP;
  if (keep) cpSync(work, keep, { recursive: true });
} finally {
  for (const spinner of spinners) spinner.kill('SIGKILL');
  await servers.before.stop();
  await servers.after.stop();
  rmSync(work, { recursive: true, force: true });
}
