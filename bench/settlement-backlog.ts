/**
 * How long a backlog of withdrawals takes to reach custody while custody holds each as pending.
 *
 *   node --import tsx bench/settlement-backlog.ts
 *   BENCH_WITHDRAWALS=1000 BENCH_CUSTODY_DELAY_MS=15000 BENCH_CUSTODY_LATENCY_MS=50 …
 *   BENCH_DATABASE_URL=postgres://…   (a server to make a scratch database on; default: embedded)
 *
 * Custody answers "pending" for BENCH_CUSTODY_DELAY_MS after it first got a withdrawal, then
 * "sent"; each answer takes BENCH_CUSTODY_LATENCY_MS. The settlement job runs every second, as the
 * server runs it. Prints when every withdrawal had reached custody and when every one was settled.
 * Then the same for cash payouts: BENCH_WITHDRAWALS due payouts, each bank answer taking the same
 * latency, and the time the payouts job takes to ask the bank for all of them. The goal the
 * figures answer to (decision 355): 1,000 withdrawals reach custody within 60 s at a 15 s delay.
 */
import { loadavg } from 'node:os';
import { insertDueCashWithdrawals, retryCashPayouts } from '../server/modules/bank/testing.js';
import { createScratchDatabase } from '../server/modules/ledger/testing.js';
import { settlePendingWithdrawals } from '../server/modules/wallet/index.js';
import { insertPendingWithdrawals } from '../server/modules/wallet/testing.js';
import type { PayoutRequest } from '../server/providers/bank/index.js';
import type { WithdrawalBroadcaster, WithdrawalOrder } from '../server/providers/chain/index.js';
import { createTestEnv } from '../server/test/harness.js';

const COUNT = Number(process.env.BENCH_WITHDRAWALS ?? 1000);
const DELAY_MS = Number(process.env.BENCH_CUSTODY_DELAY_MS ?? 15_000);
const LATENCY_MS = Number(process.env.BENCH_CUSTODY_LATENCY_MS ?? 50);
/** The whole bench ends by itself, whatever happens. */
const GIVE_UP_MS = 10 * 60_000;

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
const firstSeen = new Map<string, number>();
const broadcaster = {
  kind: 'custody',
  async track(order: WithdrawalOrder) {
    await wait(LATENCY_MS);
    const seen = firstSeen.get(order.id) ?? performance.now();
    firstSeen.set(order.id, seen);
    if (performance.now() - seen < DELAY_MS) return { state: 'pending' as const };
    return { state: 'sent' as const, txHash: `0x${order.id.replaceAll('-', '')}` };
  },
  async lookup() {
    return { state: 'unknown' as const };
  },
  async paymentsSince() {
    return [];
  },
} satisfies WithdrawalBroadcaster;

const bankAsked = new Set<string>();
const scratch = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
const env = await createTestEnv({
  ...(scratch ? { databaseUrl: scratch.url } : {}),
  env: { ADDRESS_HOLD_SECONDS: '60' },
  providers: (base) => ({
    chain: { ...base.chain, broadcaster },
    bank: {
      ...base.bank,
      async createPayout(req: PayoutRequest) {
        await wait(LATENCY_MS);
        bankAsked.add(req.requestId);
        return base.bank.createPayout(req);
      },
    },
  }),
});

/** Runs `job` every second (never overlapping) until `done`; the seconds it took. */
async function everySecondUntil(job: () => Promise<unknown>, done: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await done())) {
    if (performance.now() - started > GIVE_UP_MS) throw new Error('gave up');
    const run = performance.now();
    await job();
    await wait(Math.max(0, 1000 - (performance.now() - run)));
  }
  return (performance.now() - started) / 1000;
}

try {
  console.log(
    `${COUNT} pending withdrawals, custody holds each ${DELAY_MS / 1000} s, ${LATENCY_MS} ms an answer, ${scratch ? 'PostgreSQL' : 'embedded database'}`,
  );
  await insertPendingWithdrawals(env.deps, COUNT);
  const started = performance.now();
  const reached = { after: null as number | null };
  const settled = await everySecondUntil(
    () => settlePendingWithdrawals(env.deps),
    async () => {
      if (reached.after === null && firstSeen.size >= COUNT) reached.after = (performance.now() - started) / 1000;
      const left = await env.deps.db
        .selectFrom('withdrawals')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('state', '=', 'pending')
        .executeTakeFirstOrThrow();
      return Number(left.n) === 0;
    },
  );
  console.log(
    `all reached custody after ${reached.after?.toFixed(1) ?? '?'} s; all settled after ${settled.toFixed(1)} s`,
  );

  const ids = await insertDueCashWithdrawals(env, COUNT);
  const payouts = await everySecondUntil(
    () => retryCashPayouts(env.deps, env.deps.clock.now()),
    async () => ids.every((id) => bankAsked.has(id)),
  );
  console.log(`${COUNT} due cash payouts asked of the bank after ${payouts.toFixed(1)} s`);
  console.log(`load average ${loadavg()[0]?.toFixed(1)}`);
} finally {
  await env.close();
  await scratch?.drop();
}
