/**
 * `npm test`: every check, in order, on a clean machine with Chromium and PostgreSQL installed.
 * Typecheck, lint (Biome, the import rules, dead code), unit and server integration tests (PGlite, plus real PostgreSQL for the
 * concurrency tests: a throwaway cluster is started when TEST_DATABASE_URL is not given), the
 * production build (the PWA, then the server compiled to dist-server/), the bundle budget and
 * Lighthouse, and end-to-end tests in Chromium. Every step runs; the run fails if any step failed.
 * The checks that only read the code (typecheck to translations), then the build, then the bundle
 * budget and Lighthouse run one after another beside the unit step, their output printed as each
 * ends (decisions 450 and 503). The bundle budget and Lighthouse drive one built server, started
 * once for both and stopped before the end-to-end step.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { offlineReopenFigure } from '../tests/e2e/support/figures.js';
import { playwrightFailures, readReport, vitestFailures } from './failure-summary.js';
import { startThrowawayPostgres } from './postgres.js';
import { serveBuilt } from './serve-built.js';

interface Step {
  name: string;
  cmd: string;
  args: string[];
  /** The failed tests of the step, a line each, from the report it wrote. */
  failures?: () => string[];
  /**
   * Run beside the unit step, one after another, its output printed when it ends: the checks that
   * read the code only, then the build. The unit step leaves a core idle much of its time
   * (decision 450).
   */
  beside?: boolean;
  /** Drives the built server in a browser: the steps that do share one server (BUILT_SERVER_URL). */
  onBuiltServer?: boolean;
  /** Makes what the browser steps drive: once one fails, the later ones and the browser steps do not run. */
  builds?: boolean;
  /** A figure the step leaves, printed once it ends: reported, never asserted. */
  figure?: () => string;
}

// Both test runners also write a JSON report, so the summary can name what failed.
const reports = mkdtempSync(join(tmpdir(), 'coinvault-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const e2eReport = join(reports, 'e2e.json');

const npx = (args: string[]) => ({ cmd: 'npx', args });
const node = (script: string) => ({ cmd: process.execPath, args: ['--import', 'tsx', script] });

const steps: Step[] = [
  // TypeScript's native compiler: the same checks in a third of tsc's CPU (decision 499). The
  // server is still compiled by tsc (build server), without a check of its own (noCheck in
  // tsconfig.server.json): this step is the only type check.
  { name: 'typecheck', ...npx(['tsgo', '-b']), beside: true },
  { name: 'lint', ...npx(['biome', 'check', '.']), beside: true },
  { name: 'import rules', ...node('scripts/check-imports.ts'), beside: true },
  { name: 'dead code', ...npx(['knip', '--no-progress']), beside: true },
  // Every message of the code in every catalog, translated in every language, none left unused.
  {
    name: 'translations',
    cmd: process.execPath,
    args: ['--import', 'tsx', 'scripts/i18n.ts', 'check'],
    beside: true,
  },
  {
    name: 'unit and server integration',
    ...npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
    failures: () => vitestFailures(readReport(vitestReport) ?? {}, process.cwd()),
  },
  // The production build, also beside the unit step, after the checks: no unit test reads dist/ or
  // dist-server/. It shares the cores with that step; the run no longer waits for it on its own.
  { name: 'build', ...npx(['vite', 'build']), beside: true, builds: true },
  { name: 'compress', ...node('scripts/compress-dist.ts'), beside: true, builds: true },
  { name: 'build server', ...npx(['tsc', '-p', 'tsconfig.server.json']), beside: true, builds: true },
  {
    name: 'end-to-end',
    ...npx(['playwright', 'test']),
    failures: () => playwrightFailures(readReport(e2eReport) ?? {}),
    figure: () => `offline reopen of /wallet: ${offlineReopenFigure()}`,
  },
  // The bundle budget and Lighthouse read the build only, never what the end-to-end step leaves,
  // and assert sizes, markup and headers, no timing (decision 382): they run beside the unit step
  // once the build is done, on one built server (decision 503).
  { name: 'bundle budget', ...node('scripts/bundle-budget.ts'), beside: true, onBuiltServer: true },
  { name: 'lighthouse', ...node('scripts/lighthouse.ts'), beside: true, onBuiltServer: true },
];

const isBuild = (name: string) => steps.some((step) => step.name === name && step.builds);

const only = process.argv.slice(2);
const pg = process.env.TEST_DATABASE_URL ? null : await startThrowawayPostgres();
const env: NodeJS.ProcessEnv = {
  ...process.env,
  E2E_JSON_REPORT: e2eReport,
  ...(pg ? { TEST_DATABASE_URL: pg.url } : {}),
};

type Result = { name: string; ok: boolean; seconds: number; failures: string[] };
const results: Result[] = [];
const heading = (step: Step) =>
  `\n━━ ${step.name} ━━ ${[step.cmd === process.execPath ? 'node' : step.cmd, ...step.args].join(' ')}`;

/** A step run with its output kept, printed whole when it ends so it does not mix with another's. */
function runKept(step: Step): Promise<Result> {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(step.cmd, step.args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    child.stdout.on('data', (b: Buffer) => out.push(b));
    child.stderr.on('data', (b: Buffer) => out.push(b));
    const end = (ok: boolean) => {
      console.log(`${heading(step)} (beside the unit step)\n${Buffer.concat(out).toString()}`);
      done({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000), failures: [] });
    };
    child.on('error', (e) => {
      out.push(Buffer.from(String(e)));
      end(false);
    });
    child.on('close', (code) => end(code === 0));
  });
}

const BUILT_SERVER_PORT = 8183;
type BuiltServer = Awaited<ReturnType<typeof serveBuilt>>;
// Set and cleared inside functions: typed so that control flow does not narrow it to null here.
let builtServer = null as BuiltServer | null;

/** Starts the built server for the steps that drive it, once: a fresh server's start is ten seconds. */
async function startBuiltServer(): Promise<void> {
  if (builtServer) return;
  builtServer = await serveBuilt(BUILT_SERVER_PORT).catch((e: Error) => {
    console.error(`the built server did not start: ${e.message}`);
    return null;
  });
  if (builtServer) env.BUILT_SERVER_URL = builtServer.url;
}

const chosen = steps.filter((step) => only.length === 0 || only.includes(step.name));
try {
  // The checks beside the unit step, one after another, started with it.
  const besideSteps = chosen.some((s) => s.name === 'unit and server integration')
    ? chosen.filter((s) => s.beside)
    : [];
  const beside = (async () => {
    const done: Result[] = [];
    for (const step of besideSteps) {
      const buildFailed = done.some((r) => !r.ok && isBuild(r.name));
      if ((step.builds || step.onBuiltServer) && buildFailed) continue;
      if (step.onBuiltServer) await startBuiltServer();
      done.push(await runKept(step));
    }
    // Stopped once its steps are done: a server in local mode runs its markets' jobs, and the
    // end-to-end step that follows is bound by the CPU.
    await builtServer?.stop();
    builtServer = null;
    delete env.BUILT_SERVER_URL;
    return done;
  })();
  for (const step of chosen) {
    if (besideSteps.includes(step)) continue;
    console.log(heading(step));
    const started = Date.now();
    if (step.onBuiltServer) await startBuiltServer();
    // Async, so the checks beside it keep running while it does.
    const code = await new Promise<number | null>((done) => {
      const child = spawn(step.cmd, step.args, { stdio: 'inherit', env });
      child.on('error', () => done(1));
      child.on('close', done);
    });
    const ok = code === 0;
    const failures = ok ? [] : (step.failures?.() ?? []);
    results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000), failures });
    if (step.figure) console.log(step.figure());
    if (step.name === 'unit and server integration') results.unshift(...(await beside));
    // A failed build makes the browser steps meaningless.
    if (results.some((r) => !r.ok && isBuild(r.name))) break;
  }
} finally {
  await builtServer?.stop();
  await pg?.stop();
}

console.log('\n━━ summary ━━');
for (const r of results) {
  console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
  for (const line of r.failures) console.log(`       ✗ ${line}`);
}
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
