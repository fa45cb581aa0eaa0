/**
 * A sale to cash is a sale in the history export, its filter and the statement, by the one rule
 * the app's history uses (contract/transaction-type.ts): never a swap.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { parseCsv } from '../../../contract/csv.js';
import type { TestUser } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { pdfTextLines } from '../../test/pdf-text.js';
import { verifiedCustomer } from '../bank/testing.js';
import { creditForTest } from '../ledger/testing.js';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv({ start: '2026-05-17T10:00:00Z', env: { MARKET_VOLATILITY_BPS: '0' } });
  // Opening the database takes long on a loaded machine.
}, 180_000);
afterAll(() => env.close());

async function trade(u: TestUser, target: string, amount: string) {
  const q = await env.api.call(
    CALLS.swapCrypto,
    { sourceCurrencyId: 'BTC', targetCurrencyId: target, sourceCurrencyAmount: amount },
    { token: u.token },
  );
  const id = (q.answer as { data: { conversion_quote_id: string } }).data.conversion_quote_id;
  const c = await env.api.call(
    CALLS.confirmSwap,
    { conversionQuoteId: id },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  expect(c.status, JSON.stringify(c.answer)).toBe(200);
}

async function file(u: TestUser, call: typeof CALLS.exportHistory | typeof CALLS.getTaxStatement, payload: unknown) {
  const res = await env.api.call(call, payload, { token: u.token });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return Buffer.from((res.answer as { data: { content: string } }).data.content, 'base64');
}

describe('a sale to cash in the files', () => {
  it('is a Sell, and the Sell filter gives exactly the rows the full export calls Sell', async () => {
    const u = await verifiedCustomer(env, { currency: 'EUR' });
    await env.deps.db
      .updateTable('users')
      .set({ is_eu: true, time_zone: 'Europe/Berlin', language: 'de', created_at: new Date('2026-01-02T00:00:00Z') })
      .where('id', '=', u.id)
      .execute();
    await creditForTest(env.deps, u.id, 'BTC', '0.1');
    await trade(u, 'EUR', '0.01');
    await trade(u, 'ETH', '0.01');
    await trade(u, 'EUR', '0.02');
    // The files run to the moment they are asked for: a minute later.
    env.deps.clock.advance(60_000);

    const all = parseCsv((await file(u, CALLS.exportHistory, { format: 'csv' })).toString('utf8')).slice(1);
    expect(all.map((r) => [r[1], r[6]])).toEqual([
      ['Deposit', 'BTC'],
      ['Sell', 'EUR'],
      ['Swap', 'ETH'],
      ['Sell', 'EUR'],
    ]);
    const sells = parseCsv(
      (await file(u, CALLS.exportHistory, { format: 'csv', type: 'Sell' })).toString('utf8'),
    ).slice(1);
    expect(sells).toEqual(all.filter((r) => r[1] === 'Sell'));
    const swaps = parseCsv(
      (await file(u, CALLS.exportHistory, { format: 'csv', type: 'Swap' })).toString('utf8'),
    ).slice(1);
    expect(swaps).toEqual(all.filter((r) => r[1] === 'Swap'));

    const pdf = (await pdfTextLines(await file(u, CALLS.exportHistory, { format: 'pdf', type: 'Sell' }))).join(' ');
    expect(pdf).toContain('Transaktionen: Verkauf');
    expect(pdf).not.toContain('Tausch');

    // The statement values a sale at what the coin fetched, its fee beside it.
    const statement = parseCsv(
      (await file(u, CALLS.getTaxStatement, { year: 2026, format: 'csv' })).toString('utf8'),
    ).slice(1);
    const sale = statement.find((r) => r[4] === 'EUR');
    expect(sale?.[10]).toMatch(/^Sell /);
    expect(sale?.[10]).toContain('(value: sale price)');
    expect(Number(sale?.[7])).toBeCloseTo(Number(sale?.[3]) + Number(sale?.[5]), 2);
  });
});
