/**
 * An order's movements in the customer's history and exports (decision 444): the hold, the fill
 * and the return each name their order and step; the export lists the fill as the trade, with what
 * its hold paid, and leaves out the hold and the return (they only reserve the customer's money).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { parseCsv } from '../../../contract/csv.js';
import type { AccountTransaction } from '../../../contract/exchange.js';
import type { OrderEntry } from '../../../contract/orders.js';
import { createUser, type TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { pdfTextLines } from '../../test/pdf-text.js';
import { setSandboxPrice } from '../../test/sandbox-market.js';
import { creditForTest } from '../ledger/testing.js';
import { placeLimitOrder } from './testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

const setPrice = (coin: string, usd: string) => setSandboxPrice(env, coin, usd);

async function place(u: TestUser, amount: string): Promise<OrderEntry> {
  const res = await placeLimitOrder(env, u, { sourceCurrencyAmount: amount });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as { data: OrderEntry }).data;
}

async function history(u: TestUser): Promise<AccountTransaction[]> {
  const res = await env.api.call(CALLS.getTransactionHistory, { limit: 50 }, { token: u.token });
  return (res.answer as { data: AccountTransaction[] }).data;
}

describe('an order in the history and the export', () => {
  it('names each movement’s order and step, and exports the fill as the swap its hold paid for', async () => {
    await setPrice('USDC', '1');
    await setPrice('SOL', '200');
    const u = await createUser(env.deps, { kycStatus: 'approved' });
    await creditForTest(env.deps, u.id, 'SOL', '10');
    const filled = await place(u, '4');
    const cancelled = await place(u, '1');
    const cancel = await env.api.call(CALLS.cancelOrder, { order_id: cancelled.order_id }, { token: u.token });
    expect(cancel.status).toBe(200);
    await setPrice('SOL', '260');

    const rows = (await history(u)).filter((r) => r.order);
    const steps = rows.map((r) => [r.order?.order_id, r.order?.step, r.type, r.currency_id, r.amount]);
    expect(steps).toEqual(
      expect.arrayContaining([
        [filled.order_id, 'placed', 'debit', 'SOL', '4'],
        [filled.order_id, 'filled', 'credit', 'USDC', expect.any(String)],
        [cancelled.order_id, 'placed', 'debit', 'SOL', '1'],
        [cancelled.order_id, 'returned', 'credit', 'SOL', '1'],
      ]),
    );
    expect(rows).toHaveLength(4);

    // The export runs to now, exclusive: the test's clock has to move past the fill.
    env.deps.clock.advance(1000);
    const res = await env.api.call(CALLS.exportHistory, { format: 'csv' }, { token: u.token });
    const data = (res.answer as { data: { content: string } }).data;
    const csv = parseCsv(Buffer.from(data.content, 'base64').toString('utf8'));
    const header = csv[0] ?? [];
    const at = (name: string) => header.indexOf(name);
    const body = csv.slice(1).filter((r) => r[at('Type')] !== 'Deposit');
    expect(body).toHaveLength(1);
    const fill = body[0] ?? [];
    expect(fill[at('Type')]).toBe('Swap');
    expect(fill[at('Description')]).toMatch(/^Order filled: 4 SOL to [\d.]+ USDC$/);
    expect(fill.slice(3, 7)).toEqual(['4', 'SOL', expect.stringMatching(/^\d+(\.\d+)?$/), 'USDC']);

    // The PDFs a person reads name the fill's order too, in the history's type and the yearly
    // statement's description, in the customer's language.
    const pdf = async (call: typeof CALLS.exportHistory | typeof CALLS.getTaxStatement, payload: unknown) => {
      const r = await env.api.call(call, payload, { token: u.token });
      expect(r.status, JSON.stringify(r.answer)).toBe(200);
      const content = (r.answer as { data: { content: string } }).data.content;
      return (await pdfTextLines(Buffer.from(content, 'base64'))).join(' ').replace(/[\u00a0\u202f]/g, ' ');
    };
    expect(await pdf(CALLS.exportHistory, { format: 'pdf' })).toContain('Swap (limit order)');
    // An Australian customer's year starts on 1 July.
    const now = env.deps.clock.now();
    const year = now.getUTCMonth() >= 6 ? now.getUTCFullYear() : now.getUTCFullYear() - 1;
    expect(await pdf(CALLS.getTaxStatement, { year, format: 'pdf' })).toMatch(/Swap \(limit order\) \S+ \(value:/);
    await env.deps.db.updateTable('users').set({ language: 'de' }).where('id', '=', u.id).execute();
    expect(await pdf(CALLS.getTaxStatement, { year, format: 'pdf' })).toMatch(/Tausch \(Limit-Order\) \S+ \(Wert:/);
  });
});
