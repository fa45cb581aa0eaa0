/**
 * `npm test`: every check, in order, on a clean machine with Chromium and PostgreSQL installed.
 * Typecheck, lint (Biome, the import rules, dead code), unit and server integration tests (PGlite, plus real PostgreSQL for the
 * concurrency tests: a throwaway cluster is started when TEST_DATABASE_URL is not given), the
 * production build (the PWA, then the server compiled to dist-server/), end-to-end tests in
 * Chromium, the bundle budget and Lighthouse. Every step runs; the run fails if any step failed.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { playwrightFailures, readReport, vitestFailures } from './failure-summary.js';
import { startThrowawayPostgres } from './postgres.js';

interface Step {
  name: string;
  cmd: string;
  args: string[];
  /** The failed tests of the step, a line each, from the report it wrote. */
  failures?: () => string[];
}

// Both test runners also write a JSON report, so the summary can name what failed.
const reports = mkdtempSync(join(tmpdir(), 'coinvault-test-reports-'));
const vitestReport = join(reports, 'vitest.json');
const e2eReport = join(reports, 'e2e.json');

const npx = (args: string[]) => ({ cmd: 'npx', args });
const node = (script: string) => ({ cmd: process.execPath, args: ['--import', 'tsx', script] });

const steps: Step[] = [
  { name: 'typecheck', ...npx(['tsc', '-b']) },
  { name: 'lint', ...npx(['biome', 'check', '.']) },
  { name: 'import rules', ...node('scripts/check-imports.ts') },
  { name: 'dead code', ...npx(['knip', '--no-progress']) },
  // Every message of the code in every catalog, translated in every language, none left unused.
  { name: 'translations', cmd: process.execPath, args: ['--import', 'tsx', 'scripts/i18n.ts', 'check'] },
  {
    name: 'unit and server integration',
    ...npx(['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]),
    failures: () => vitestFailures(readReport(vitestReport) ?? {}, process.cwd()),
  },
  { name: 'build', ...npx(['vite', 'build']) },
  { name: 'compress', ...node('scripts/compress-dist.ts') },
  { name: 'build server', ...npx(['tsc', '-p', 'tsconfig.server.json']) },
  {
    name: 'end-to-end',
    ...npx(['playwright', 'test']),
    failures: () => playwrightFailures(readReport(e2eReport) ?? {}),
  },
  { name: 'bundle budget', ...node('scripts/bundle-budget.ts') },
  { name: 'lighthouse', ...node('scripts/lighthouse.ts') },
];

const only = process.argv.slice(2);
const pg = process.env.TEST_DATABASE_URL ? null : await startThrowawayPostgres();
const env = { ...process.env, E2E_JSON_REPORT: e2eReport, ...(pg ? { TEST_DATABASE_URL: pg.url } : {}) };

const results: Array<{ name: string; ok: boolean; seconds: number; failures: string[] }> = [];
try {
  for (const step of steps) {
    if (only.length > 0 && !only.includes(step.name)) continue;
    console.log(`\n━━ ${step.name} ━━ ${[step.cmd === process.execPath ? 'node' : step.cmd, ...step.args].join(' ')}`);
    const started = Date.now();
    const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env });
    const ok = run.status === 0;
    const failures = ok ? [] : (step.failures?.() ?? []);
    results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000), failures });
    // A failed build makes the browser steps meaningless.
    if (!ok && (step.name === 'build' || step.name === 'compress' || step.name === 'build server')) break;
  }
} finally {
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
