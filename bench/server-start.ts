/**
 * Server cold start and memory at rest: starts the server as a fresh process, measures the time
 * until GET /api/health answers 200, waits while it is idle, then reads its resident memory
 * (VmRSS, Linux). Runs the compiled server (npm run build) and the TypeScript sources through the
 * tsx loader in turns, on the same data folder (migrated and seeded by one unmeasured start first),
 * so both see the same machine load.
 *
 *   node --import tsx bench/server-start.ts        # BENCH_PORT (9121), BENCH_RUNS (5), BENCH_REST_MS (5000)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { assertServerBuilt, SERVER_ENTRY } from '../scripts/serve-built.js';

const port = Number(process.env.BENCH_PORT ?? 9121);
const runs = Number(process.env.BENCH_RUNS ?? 5);
const restMs = Number(process.env.BENCH_REST_MS ?? 5000);

const VARIANTS = {
  compiled: ['--enable-source-maps', SERVER_ENTRY],
  'tsx loader': ['--import', 'tsx', 'server/main.ts'],
} as const;

function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) / 1024;
}

async function startOnce(args: readonly string[], dataDir: string): Promise<{ ms: number; rss: number }> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...args], {
    env: { ...process.env, APP_MODE: 'local', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    let ms = -1;
    const deadline = started + 180_000;
    while (ms < 0 && performance.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`the server exited while starting (${args.join(' ')})`);
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) ms = performance.now() - started;
      } catch {
        await new Promise((r) => setTimeout(r, 25));
      }
    }
    if (ms < 0) throw new Error('the server did not become healthy in time');
    await new Promise((r) => setTimeout(r, restMs));
    return { ms, rss: rssMiB(child.pid as number) };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
  }
}

assertServerBuilt();
const dataDir = mkdtempSync(join(tmpdir(), 'coinvault-start-bench-'));
try {
  await startOnce(VARIANTS.compiled, dataDir);
  const results: Record<string, Array<{ ms: number; rss: number }>> = { compiled: [], 'tsx loader': [] };
  for (let i = 0; i < runs; i++) {
    for (const [name, args] of Object.entries(VARIANTS)) results[name]?.push(await startOnce(args, dataDir));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  console.log(
    `load average (1 min): ${(loadavg()[0] ?? 0).toFixed(1)}, ${runs} starts each, memory after ${restMs} ms idle`,
  );
  for (const [name, rows] of Object.entries(results)) {
    const ms = rows.map((r) => r.ms);
    const rss = rows.map((r) => r.rss);
    console.log(
      `${name.padEnd(11)} start to healthy: median ${median(ms).toFixed(0)} ms (${Math.min(...ms).toFixed(0)}–${Math.max(...ms).toFixed(0)}), ` +
        `RSS at rest: median ${median(rss).toFixed(0)} MiB (${Math.min(...rss).toFixed(0)}–${Math.max(...rss).toFixed(0)})`,
    );
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
