/**
 * How many statements the money core's two busiest calls send to the database (decisions 015 and
 * 216). On a machine that runs the server and PostgreSQL side by side, each statement is a round
 * trip that hands the core to a database backend, so these counts are what the throughput and the
 * p99 of bench/swaps.ts follow. A new per-call lookup must fold into a statement the call already
 * sends (or be kept in memory), not add one; the lots of a customer who has read them (decision
 * 413) are the one exception, read and written in the movement's own transaction.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { createApp } from '../../http/app.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { apiClient, createTestEnv, type TestEnv } from '../../test/harness.js';
import { ensureLotBook } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { createQuote } from './quotes.js';

let env: TestEnv;
let api: ReturnType<typeof apiClient>;
let u: TestUser;
const sent: string[] = [];

beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
  // The same deployment, with every statement its calls send written down.
  const db = env.deps.db.withPlugin({
    transformQuery({ node, queryId }) {
      sent.push(env.deps.db.getExecutor().compileQuery(node, queryId).sql);
      return node;
    },
    transformResult: async ({ result }) => result,
  });
  const deps = { ...env.deps, db };
  api = apiClient(createApp(deps), deps);
  u = await createUser(env.deps, { kycStatus: 'approved' });
  await creditForTest(env.deps, u.id, 'BTC', '1');
});
afterAll(() => env.close());

const confirm = async () => {
  const q = await createQuote(env.deps, u.id, { source: 'BTC', target: 'USDT', sourceUnits: 100_000n, ttlSeconds: 60 });
  sent.length = 0;
  const res = await api.call(
    CALLS.confirmSwap,
    { conversionQuoteId: q.conversion_quote_id },
    {
      token: u.token,
      idempotencyKey: randomUUID(),
    },
  );
  expect(res.answer.status).toBe('success');
  return [...sent];
};

describe('statements per call', () => {
  it('get-wallet-list: admission and the balances', async () => {
    await api.call(CALLS.getWalletList, { quoteCurrencyId: 'USD' }, { token: u.token });
    sent.length = 0;
    const res = await api.call(CALLS.getWalletList, { quoteCurrencyId: 'USD' }, { token: u.token });
    expect(res.answer.status).toBe('success');
    expect(sent).toHaveLength(2);
  });

  it('confirm-swap: admission, the quote with the customer market, the movement, the stored answer', async () => {
    await confirm(); // the first movement may fetch the day's forex rates and make the ledger accounts
    const statements = await confirm();
    // Four for the trade, and one after it: the confirmation email's reading of the customer's
    // address and language (decision 402), sent once the movement is committed. The movement
    // statement itself asks whether the customer's lots are kept (decision 413).
    expect(statements).toHaveLength(5);
    expect(statements.filter((s) => /from "users"/.test(s))).toHaveLength(1);
    expect(statements.some((s) => s.includes('forex_rates'))).toBe(false);
  });

  it('confirm-swap once the lots are kept: two more, the lots read and written', async () => {
    await ensureLotBook(env.deps.db, u.id);
    const statements = await confirm();
    expect(statements).toHaveLength(7);
    expect(statements.filter((s) => /portfolio_(lots|disposals)/.test(s))).toHaveLength(2);
  });
});
