/**
 * Withdrawal settlement throughput with 1 and 2 instances on one PostgreSQL database.
 *
 *   node --import tsx bench/settlement.ts                 throwaway cluster (fsync on)
 *   BENCH_DATABASE_URL=postgres://… node --import tsx bench/settlement.ts
 *   BENCH_WITHDRAWALS=5000 BENCH_BROADCAST_MS=5 …         backlog size; custodian answer time
 *
 * Each run starts from a scratch database holding a backlog of pending withdrawals; every instance
 * (its own connection pool and settlement loop, as the background job runs it) takes full batches
 * until none is left. The custodian answers "sent" for each, after BENCH_BROADCAST_MS. Prints the
 * withdrawals settled per second; the instances share this process's one thread, so the figure
 * for two is what the database and the claims allow, not two cores' worth.
 */
import { loadavg } from 'node:os';
import { startThrowawayPostgres } from '../scripts/postgres.js';
import { createScratchDatabase } from '../server/modules/ledger/testing.js';
import { processPendingWithdrawals } from '../server/modules/wallet/index.js';
import { insertPendingWithdrawals } from '../server/modules/wallet/testing.js';
import type { WithdrawalBroadcaster } from '../server/providers/chain/index.js';
import { createTestEnv, type TestEnv } from '../server/test/harness.js';

const BACKLOG = Number(process.env.BENCH_WITHDRAWALS ?? 3000);
const BROADCAST_MS = Number(process.env.BENCH_BROADCAST_MS ?? 0);
const BATCH = 100;

const broadcaster = {
  kind: 'sandbox',
  async track(w: { id: string }) {
    if (BROADCAST_MS > 0) await new Promise((r) => setTimeout(r, BROADCAST_MS));
    return { state: 'sent' as const, txHash: `0x${w.id.replaceAll('-', '')}` };
  },
} as WithdrawalBroadcaster;

async function run(serverUrl: string, instances: number): Promise<number> {
  const scratch = await createScratchDatabase(serverUrl);
  const envs: TestEnv[] = [];
  try {
    for (let i = 0; i < instances; i++) {
      envs.push(
        await createTestEnv({
          databaseUrl: scratch.url,
          providers: (base) => ({ chain: { ...base.chain, broadcaster } }),
        }),
      );
    }
    const first = envs[0];
    if (!first) throw new Error('no instance');
    await insertPendingWithdrawals(first.deps, BACKLOG);
    const started = performance.now();
    const settled = await Promise.all(envs.map((e) => settleUntilEmpty(e)));
    const seconds = (performance.now() - started) / 1000;
    const total = settled.reduce((a, b) => a + b, 0);
    if (total !== BACKLOG) throw new Error(`settled ${total} of ${BACKLOG}`);
    return total / seconds;
  } finally {
    await Promise.all(envs.map((e) => e.close()));
    await scratch.drop();
  }
}

async function settleUntilEmpty(env: TestEnv): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await processPendingWithdrawals(env.deps, BATCH);
    total += n;
    if (n === 0) return total;
  }
}

const cluster = process.env.BENCH_DATABASE_URL ? null : await startThrowawayPostgres({ durable: true });
const serverUrl = process.env.BENCH_DATABASE_URL ?? cluster?.url ?? '';
try {
  console.log(`backlog ${BACKLOG} withdrawals, custodian answer ${BROADCAST_MS} ms, batches of ${BATCH}`);
  for (const instances of [1, 2]) {
    const perSecond = await run(serverUrl, instances);
    const load = loadavg()[0]?.toFixed(1);
    console.log(`${instances} instance(s): ${Math.round(perSecond)} withdrawals settled/s (load average ${load})`);
  }
} finally {
  await cluster?.stop();
}
