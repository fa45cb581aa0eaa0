/**
 * bench/swaps.ts before and after, side by side in one run: this checkout's server against another
 * checkout's (a worktree of the baseline commit, say), on PostgreSQL only, both driven by this
 * checkout's bench/swaps.ts (BENCH_SERVER_ROOT). The two take turns, one full benchmark each per
 * round, against the same throwaway cluster (fsync on), so both see the same machine load. Prints
 * every run and the medians, with the server's CPU time per call; asserts nothing.
 *
 *   git worktree add --detach /tmp/baseline <commit> && ln -s "$PWD/node_modules" /tmp/baseline/
 *   node --import tsx bench/swaps-compare.ts /tmp/baseline      (BENCH_ROUNDS, default 4)
 *
 * BENCH_DATABASE_URL names a server of yours instead of the throwaway cluster.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const other = process.argv[2];
if (!other) throw new Error('usage: bench/swaps-compare.ts <other checkout>');
const rounds = Number(process.env.BENCH_ROUNDS ?? 4);
const here = resolve(fileURLToPath(import.meta.url), '../..');
const sides = [
  { label: 'before', root: resolve(other) },
  { label: 'after', root: here },
];

interface Figures {
  swaps: number;
  swapP50: number;
  swapP99: number;
  listRps: number;
  listP50: number;
  listP99: number;
  swapCpu: number;
  listCpu: number;
}

/** The PostgreSQL row of bench/swaps.ts's table. */
function parse(out: string): Figures | null {
  const m =
    /\| PostgreSQL \| (\d+) \(.*?\) \| (\d+) \/ (\d+) ms \| (\d+) \| (\d+) \/ (\d+) ms.*?\| ([\d.]+) \/ ([\d.]+) ms \|/.exec(
      out,
    );
  if (!m) return null;
  const [swaps = 0, swapP50 = 0, swapP99 = 0, listRps = 0, listP50 = 0, listP99 = 0, swapCpu = 0, listCpu = 0] = m
    .slice(1)
    .map(Number);
  return { swaps, swapP50, swapP99, listRps, listP50, listP99, swapCpu, listCpu };
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

async function main() {
  let url = process.env.BENCH_DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const { startThrowawayPostgres } = await import('../scripts/postgres.js');
    const pg = await startThrowawayPostgres({ durable: true });
    url = pg.url;
    stop = pg.stop;
  }
  const results = new Map<string, Figures[]>(sides.map((s) => [s.label, []]));
  try {
    for (let round = 1; round <= rounds; round++) {
      for (const side of sides) {
        const load = loadavg()[0]?.toFixed(1);
        const run = spawnSync(process.execPath, ['--import', 'tsx', 'bench/swaps.ts'], {
          cwd: here,
          env: { ...process.env, BENCH_ONLY: 'postgres', BENCH_DATABASE_URL: url, BENCH_SERVER_ROOT: side.root },
          encoding: 'utf8',
        });
        const f = parse(run.stdout);
        if (!f) throw new Error(`${side.label}: no figures\n${run.stdout}\n${run.stderr}`);
        results.get(side.label)?.push(f);
        process.stdout.write(
          `round ${round} ${side.label} (load ${load}): ${f.swaps} swaps/s, p50/p99 ${f.swapP50}/${f.swapP99} ms; ` +
            `get-wallet-list ${f.listRps} req/s, p50/p99 ${f.listP50}/${f.listP99} ms; ` +
            `server CPU per call ${f.swapCpu} / ${f.listCpu} ms\n`,
        );
      }
    }
  } finally {
    await stop();
  }
  process.stdout.write(
    '\n| Build | Confirmed swaps/s | confirm-swap p50 / p99 | get-wallet-list req/s | get-wallet-list p50 / p99 | Server CPU per call: confirm-swap / get-wallet-list |\n|---|---|---|---|---|---|\n',
  );
  for (const [label, rows] of results) {
    const m = (k: keyof Figures) => Number(median(rows.map((r) => r[k])).toFixed(2));
    const range = (k: keyof Figures) => `${Math.min(...rows.map((r) => r[k]))}–${Math.max(...rows.map((r) => r[k]))}`;
    process.stdout.write(
      `| ${label} | ${m('swaps')} (${range('swaps')}) | ${m('swapP50')} / ${m('swapP99')} ms | ${m('listRps')} (${range('listRps')}) | ${m('listP50')} / ${m('listP99')} ms (${range('listP99')}) | ${m('swapCpu')} / ${m('listCpu')} ms |\n`,
    );
  }
}

await main();
