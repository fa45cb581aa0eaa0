/**
 * `npm test`: every check, in order, on a clean machine with Chromium and PostgreSQL installed.
 * Typecheck, lint (Biome, the import rules, dead code), unit and server integration tests (PGlite, plus real PostgreSQL for the
 * concurrency tests: a throwaway cluster is started when TEST_DATABASE_URL is not given), the
 * production build (the PWA, then the server compiled to dist-server/), end-to-end tests in
 * Chromium, the bundle budget and Lighthouse. Every step runs; the run fails if any step failed.
 */
import { spawnSync } from 'node:child_process';
import { startThrowawayPostgres } from './postgres.js';

interface Step {
  name: string;
  cmd: string;
  args: string[];
}

const npx = (args: string[]) => ({ cmd: 'npx', args });
const node = (script: string) => ({ cmd: process.execPath, args: ['--import', 'tsx', script] });

const steps: Step[] = [
  { name: 'typecheck', ...npx(['tsc', '-b']) },
  { name: 'lint', ...npx(['biome', 'check', '.']) },
  { name: 'import rules', ...node('scripts/check-imports.ts') },
  { name: 'dead code', ...npx(['knip', '--no-progress']) },
  { name: 'unit and server integration', ...npx(['vitest', 'run']) },
  { name: 'build', ...npx(['vite', 'build']) },
  { name: 'compress', ...node('scripts/compress-dist.ts') },
  { name: 'build server', ...npx(['tsc', '-p', 'tsconfig.server.json']) },
  { name: 'end-to-end', ...npx(['playwright', 'test']) },
  { name: 'bundle budget', ...node('scripts/bundle-budget.ts') },
  { name: 'lighthouse', ...node('scripts/lighthouse.ts') },
];

const only = process.argv.slice(2);
const pg = process.env.TEST_DATABASE_URL ? null : await startThrowawayPostgres();
const env = { ...process.env, ...(pg ? { TEST_DATABASE_URL: pg.url } : {}) };

const results: Array<{ name: string; ok: boolean; seconds: number }> = [];
try {
  for (const step of steps) {
    if (only.length > 0 && !only.includes(step.name)) continue;
    console.log(`\n━━ ${step.name} ━━ ${[step.cmd === process.execPath ? 'node' : step.cmd, ...step.args].join(' ')}`);
    const started = Date.now();
    const run = spawnSync(step.cmd, step.args, { stdio: 'inherit', env });
    const ok = run.status === 0;
    results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 1000) });
    // A failed build makes the browser steps meaningless.
    if (!ok && (step.name === 'build' || step.name === 'compress' || step.name === 'build server')) break;
  }
} finally {
  await pg?.stop();
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed > 0 || results.length === 0 ? 1 : 0);
