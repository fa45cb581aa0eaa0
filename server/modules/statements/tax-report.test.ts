/**
 * /exchange/get-tax-report through the real app (on PostgreSQL when TEST_DATABASE_URL is set): an
 * Australian customer buys, the price moves, swaps half a year and more later and sells the coin
 * received; a German customer's swap and sale inside the year; a movement without a recorded rate
 * says so. Each figure is checked against the ledger's own records, to the cent.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { parseCsv } from '../../../contract/csv.js';
import { fromUnits } from '../../../contract/money.js';
import { COINTRACKING_CSV_COLUMNS, EXPORT_MESSAGES, TAX_CSV_COLUMNS } from '../../../contract/statements.js';
import { gainsCsvColumns, TAX_REPORT_MESSAGES, type TaxReport } from '../../../contract/tax-report.js';
import { DEFAULT_REFERENCE_PRICES } from '../../providers/prices/index.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import { pdfTextLines } from '../../test/pdf-text.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { getUserBalances, getUserCashBalances, recordedValue } from '../ledger/index.js';
import { postTestDeposit, pricedTestEnv } from './testing.js';

const usd: Record<CoinSymbol, string> = { ...DEFAULT_REFERENCE_PRICES };
const app = pricedTestEnv(usd, { start: '2024-08-01T00:00:00Z' });

const cents = (s: string) => BigInt(s.replace('.', ''));
const report = async (u: TestUser, year: unknown) => {
  const res = await app.env.api.call(CALLS.getTaxReport, { year }, { token: u.token });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  return (res.answer as { data: TaxReport }).data;
};
const buy = async (u: TestUser, amount: string, coin: CoinSymbol) => {
  const res = await app.env.api.call(
    CALLS.buyWithBalance,
    { amount, crypto_currency: coin, crypto_value: '1000' },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
};
const swap = async (u: TestUser, from: CoinSymbol, amount: string, to: string) => {
  const q = await app.env.api.call(
    CALLS.swapCrypto,
    { sourceCurrencyId: from, targetCurrencyId: to, sourceCurrencyAmount: amount },
    { token: u.token },
  );
  expect(q.status, JSON.stringify(q.answer)).toBe(200);
  const id = (q.answer as { data: { conversion_quote_id: string } }).data.conversion_quote_id;
  const done = await app.env.api.call(
    CALLS.confirmSwap,
    { conversionQuoteId: id },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  expect(done.status, JSON.stringify(done.answer)).toBe(200);
};
/** The clock moves on; the customer's session is kept alive meanwhile and their token renewed. */
const later = async (u: TestUser, at: string) => {
  app.env.deps.clock.set(at);
  await sql`update sessions set expires_at = ${new Date(Date.parse(at) + 86_400_000)} where id = ${u.sessionId}`.execute(
    app.env.deps.db,
  );
  u.token = await tokenFor(app.env.deps, u);
};
const statement = async (u: TestUser, year: number, format: string) => {
  const res = await app.env.api.call(CALLS.getTaxStatement, { year, format }, { token: u.token });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  const data = (res.answer as { data: { content: string; fileName: string } }).data;
  return { fileName: data.fileName, bytes: Buffer.from(data.content, 'base64') };
};
const detailsOf = async (ref: string) =>
  (
    await app.env.deps.db
      .selectFrom('ledger_movements')
      .select('details')
      .where('ref', '=', ref)
      .executeTakeFirstOrThrow()
  ).details;

describe('get-tax-report', () => {
  it('Australia: a swap is a disposal at market value, the coin received costs that value; 12 months held is discount-eligible', async () => {
    app.env.deps.clock.set('2024-08-01T00:00:00Z');
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    await fundCash(app.env, u, 100_000n);
    await buy(u, '600.00', 'BTC');

    // Thirteen months on, the price up half: half the BTC swapped for ETH.
    await later(u, '2025-09-01T02:00:00Z');
    usd.BTC = String(Number(DEFAULT_REFERENCE_PRICES.BTC) * 1.5);
    const btc = (await getUserBalances(app.env.deps.db, u.id)).BTC;
    const half = btc / 2n;
    await swap(u, 'BTC', fromUnits(half, 8), 'ETH');
    // A day later ETH is down a fifth: all of it sold for cash.
    await later(u, '2025-09-02T02:00:00Z');
    usd.ETH = String(Number(DEFAULT_REFERENCE_PRICES.ETH) * 0.8);
    const eth = (await getUserBalances(app.env.deps.db, u.id)).ETH;
    const cashBefore = (await getUserCashBalances(app.env.deps.db, u.id)).AUD;
    await swap(u, 'ETH', fromUnits(eth, 18), 'AUD');
    const received = (await getUserCashBalances(app.env.deps.db, u.id)).AUD - cashBefore;
    usd.BTC = DEFAULT_REFERENCE_PRICES.BTC;
    usd.ETH = DEFAULT_REFERENCE_PRICES.ETH;

    const r = await report(u, 2025);
    expect(r).toMatchObject({ view: 'AU', currency: 'AUD', rate_missing: false });
    expect(r.year.label).toBe('FY 2025-26');
    expect(r.disposals.map((d) => [d.kind, d.currency_id, d.treatment])).toEqual([
      ['swap', 'BTC', 'discount_eligible'],
      ['sale', 'ETH', 'non_discount'],
    ]);
    const [given, sold] = r.disposals as [TaxReport['disposals'][0], TaxReport['disposals'][0]];
    // Proceeds of the swap: the BTC given at the rates recorded with the swap.
    expect(cents(given.proceeds)).toBe(recordedValue(await detailsOf(given.ref), 'BTC', half, 'AUD'));
    // Half the units took half the 600.00 paid.
    expect(cents(given.cost)).toBe((600_00n * half) / btc);
    expect(given.lots).toEqual([
      { acquired_at: '2024-08-01T00:00:00.000Z', amount: given.amount, cost: given.cost, estimated: false },
    ]);
    // The ETH received was acquired at that market value, on the day of the swap.
    expect(sold.lots).toEqual([{ acquired_at: given.at, amount: sold.amount, cost: given.proceeds, estimated: false }]);
    expect(cents(sold.proceeds)).toBe(received);
    for (const d of r.disposals) expect(cents(d.gain)).toBe(cents(d.proceeds) - cents(d.cost));
    expect(cents(sold.gain)).toBeLessThan(0n);
    expect(cents(given.gain)).toBeGreaterThan(0n);

    const loss = -cents(sold.gain);
    const left = cents(given.gain) - loss;
    expect(r.totals).toEqual({
      gains: given.gain,
      losses: (Number(loss) / 100).toFixed(2),
      net: (Number(left) / 100).toFixed(2),
      au: {
        non_discount_gains: '0.00',
        discount_eligible_gains: given.gain,
        capital_losses: (Number(loss) / 100).toFixed(2),
        discount: (Number(left / 2n) / 100).toFixed(2),
        net_capital_gain: (Number(left - left / 2n) / 100).toFixed(2),
      },
    });

    // The statement offers the same disposals as a gains CSV, in Koinly's capital gains columns.
    const csv = await statement(u, 2025, 'gains_csv');
    expect(csv.fileName).toBe('coinvault_gains_FY_2025-26.csv');
    expect(parseCsv(csv.bytes.toString('utf8'))).toEqual([
      [...gainsCsvColumns('AUD')],
      [
        '2025-09-01 02:00:00 UTC',
        '2024-08-01 00:00:00 UTC',
        'BTC',
        given.amount,
        given.cost,
        given.proceeds,
        given.gain,
        'discount_eligible',
        `swap ${given.ref}`,
      ],
      [
        '2025-09-02 02:00:00 UTC',
        '2025-09-01 02:00:00 UTC',
        'ETH',
        sold.amount,
        sold.cost,
        sold.proceeds,
        sold.gain,
        'non_discount',
        `sale ${sold.ref}`,
      ],
    ]);
    // The PDF has the gains section with the worksheet's totals and says it is no tax advice.
    const pdf = (await pdfTextLines((await statement(u, 2025, 'pdf')).bytes)).join('\n');
    expect(pdf).toContain('Capital gains and losses (Australia)');
    expect(pdf).toContain('Discount-eligible');
    expect(pdf).toContain(`Net capital gain: AU$${r.totals.au!.net_capital_gain}`);
    expect(pdf).toContain('Information, not tax advice.');
    // The movements CSV is as it was: no gains in it.
    expect(parseCsv((await statement(u, 2025, 'csv')).bytes.toString('utf8'))[0]).toEqual([...TAX_CSV_COLUMNS]);

    // The year before had no disposal; the lot book itself saw no gain in the swap.
    expect((await report(u, 2024)).disposals).toEqual([]);
    const portfolio = await app.env.api.call(CALLS.getPortfolio, {}, { token: u.token });
    const assets = (portfolio.answer as { data: { assets: { currency_id: string; realised_pnl: string }[] } }).data
      .assets;
    expect(assets.find((a) => a.currency_id === 'BTC')?.realised_pnl).toBe('0.00');
  });

  it('Germany: a swap within the year is taxable, the year under the 1,000 € limit owes nothing', async () => {
    const u = await germanCustomer('2025-03-01T09:00:00Z');
    await deposit(u, 'BTC', 1_000_000n, { BTC: DEFAULT_REFERENCE_PRICES.BTC }, { EUR: '0.9' });
    await later(u, '2025-06-01T09:00:00Z');
    await swapBtcAt(u, 1.1, '0.005', 'ETH');

    const r = await report(u, 2025);
    expect(r).toMatchObject({ view: 'DE', currency: 'EUR', rate_missing: false });
    expect(r.disposals).toHaveLength(1);
    const d = r.disposals[0]!;
    expect(d).toMatchObject({ kind: 'swap', currency_id: 'BTC', amount: '0.005', treatment: 'taxable' });
    expect(d.lots).toEqual([
      { acquired_at: '2025-03-01T09:00:00.000Z', amount: '0.005', cost: d.cost, estimated: true },
    ]);
    expect(cents(d.proceeds)).toBe(recordedValue(await detailsOf(d.ref), 'BTC', 500_000n, 'EUR'));
    expect(cents(d.gain)).toBeGreaterThan(0n);
    expect(r.totals.de).toEqual({
      taxable_net: d.gain,
      tax_free_net: '0.00',
      exemption_limit: '1000.00',
      under_limit: true,
      loss_carried_in: '0.00',
      loss_used: '0.00',
      loss_carried_forward: '0.00',
      taxable_after_limit: '0.00',
    });
    expect(r.totals.au).toBeUndefined();

    // Another EU country: the same disposal, no treatment.
    await app.env.deps.db.updateTable('users').set({ country_code: 'LT' }).where('id', '=', u.id).execute();
    const lt = await report(u, 2025);
    expect(lt.view).toBe('EU');
    expect(lt.disposals.map((x) => x.treatment)).toEqual(['none']);
    expect(lt.totals.de).toBeUndefined();
    expect(lt.totals.net).toBe(d.gain);
  });

  it('says a rate is missing where a movement recorded none, and guesses nothing', async () => {
    app.env.deps.clock.set('2025-07-10T00:00:00Z');
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    await deposit(u, 'BTC', 1_000_000n, undefined, undefined);
    await later(u, '2025-07-20T00:00:00Z');
    await swap(u, 'BTC', '0.004', 'AUD');
    const r = await report(u, 2025);
    expect(r.rate_missing).toBe(true);
    expect(r.disposals).toHaveLength(1);
    expect(r.disposals[0]).toMatchObject({ kind: 'sale', rate_missing: true, cost: '0.00' });
  });

  it('Germany: a loss of an earlier year here is carried in, kept while the year is under the limit, and said in the PDF', async () => {
    const u = await germanCustomer('2024-03-01T09:00:00Z');
    // 2024: BTC deposited, sold within the year after the price fell a fifth: a taxable loss.
    await deposit(u, 'BTC', 1_000_000n, { BTC: DEFAULT_REFERENCE_PRICES.BTC }, { EUR: '0.9' });
    await later(u, '2024-06-01T09:00:00Z');
    await swapBtcAt(u, 0.8, '0.01', 'EUR');
    // 2025: a small taxable gain, under the 1,000 € limit.
    await later(u, '2025-02-01T09:00:00Z');
    await deposit(u, 'BTC', 100_000n, { BTC: DEFAULT_REFERENCE_PRICES.BTC }, { EUR: '0.9' });
    await later(u, '2025-03-01T09:00:00Z');
    await swapBtcAt(u, 1.1, '0.001', 'EUR');

    const y2024 = (await report(u, 2024)).totals.de!;
    expect(cents(y2024.taxable_net)).toBeLessThan(0n);
    expect(y2024).toMatchObject({ loss_carried_in: '0.00', loss_used: '0.00', taxable_after_limit: '0.00' });
    expect(y2024.loss_carried_forward).toBe(y2024.taxable_net.slice(1));
    const y2025 = (await report(u, 2025)).totals.de!;
    expect(cents(y2025.taxable_net)).toBeGreaterThan(0n);
    // Under the limit the year is tax-free and takes nothing of the loss (BFH IX R 27/04): it goes on whole.
    expect(y2025).toMatchObject({
      under_limit: true,
      loss_carried_in: y2024.loss_carried_forward,
      loss_used: '0.00',
      loss_carried_forward: y2024.loss_carried_forward,
      taxable_after_limit: '0.00',
    });
    const pdf = (await pdfTextLines((await statement(u, 2025, 'pdf')).bytes)).join('\n');
    expect(pdf).toContain(`Loss carried in from earlier years here: €${y2025.loss_carried_in}`);
    expect(pdf).toContain(`Loss carried forward: €${y2025.loss_carried_forward}`);
    expect(pdf).toContain('is not known to us');
  });

  it('the statement for CoinTracking: its import columns, a deposit and a sale with its fee', async () => {
    app.env.deps.clock.set('2025-07-05T00:00:00Z');
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    await deposit(u, 'BTC', 1_000_000n, { BTC: DEFAULT_REFERENCE_PRICES.BTC }, { AUD: '1.5' });
    await later(u, '2025-07-06T00:00:00Z');
    await swap(u, 'BTC', '0.004', 'AUD');
    const file = await statement(u, 2025, 'cointracking_csv');
    expect(file.fileName).toBe('coinvault_cointracking_FY_2025-26.csv');
    const [header, dep, sale, ...rest] = parseCsv(file.bytes.toString('utf8'));
    expect(header).toEqual([...COINTRACKING_CSV_COLUMNS]);
    expect(rest).toEqual([]);
    expect(dep?.slice(0, 8)).toEqual(['Deposit', '0.01', 'BTC', '', '', '', '', 'CoinVault']);
    expect(dep?.[10]).toBe('2025-07-05 00:00:00');
    // The sale: the cash that arrived, the coin that left; the fee is out of the cash already.
    expect(sale?.slice(0, 5)).toEqual(['Trade', sale?.[1], 'AUD', '0.004', 'BTC']);
    expect(sale?.[6]).toBe('AUD');
    expect(sale?.[10]).toBe('2025-07-06 00:00:00');
  });

  it('get-tax-report replays the ledger, so it is limited: the 11th call in a minute is refused with the wait, files are not', async () => {
    app.env.deps.clock.set('2025-08-01T00:00:00Z');
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    for (let i = 0; i < 10; i++) await report(u, 2025);
    const refused = await app.env.api.call(CALLS.getTaxReport, { year: 2025 }, { token: u.token });
    expect(refused.status).toBe(429);
    expect(refused.answer).toMatchObject({
      code: 'RATE_LIMITED',
      message: TAX_REPORT_MESSAGES.rateLimited('1 minute'),
    });
    // The wait travels as Retry-After, which the app reads as the refusal's retryAfterSeconds.
    expect(refused.headers.get('retry-after')).toBe('60');
    // Its own bucket: the statement's files are still there, and a wrong year is refused before any claim.
    await statement(u, 2025, 'csv');
    // The window over, the view answers again.
    await later(u, '2025-08-01T00:01:00Z');
    await report(u, 2025);
  });

  it('refuses a year outside the account as the statement does, and a caller who is not signed in', async () => {
    app.env.deps.clock.set('2025-08-01T00:00:00Z');
    const u = await verifiedCustomer(app.env, { currency: 'AUD' });
    for (const year of [2023, 2031, '2025', 2025.5, null]) {
      const res = await app.env.api.call(CALLS.getTaxReport, { year }, { token: u.token });
      expect(res.status, String(year)).toBe(400);
      expect(JSON.stringify(res.answer)).toContain(EXPORT_MESSAGES.year(2025, 2025));
    }
    const anonymous = await app.env.api.call(CALLS.getTaxReport, { year: 2025 });
    expect(anonymous.status).toBe(401);
  });
});

/** An EU customer whose address is in Germany, their account opened at `at`, their days counted in Berlin. */
async function germanCustomer(at: string): Promise<TestUser> {
  app.env.deps.clock.set(at);
  const u = await verifiedCustomer(app.env, { currency: 'EUR', country: 'DE' });
  await app.env.deps.db
    .updateTable('users')
    .set({ is_eu: true, time_zone: 'Europe/Berlin' })
    .where('id', '=', u.id)
    .execute();
  return u;
}

/** Swaps BTC while its price is `factor` times the reference, then puts the price back. */
async function swapBtcAt(u: TestUser, factor: number, amount: string, to: string) {
  usd.BTC = String(Number(DEFAULT_REFERENCE_PRICES.BTC) * factor);
  await swap(u, 'BTC', amount, to);
  usd.BTC = DEFAULT_REFERENCE_PRICES.BTC;
}

/** A deposit at the clock's time with the rates given recorded, or none. */
async function deposit(
  u: TestUser,
  coin: CoinSymbol,
  units: bigint,
  rates: Record<string, string> | undefined,
  fiat: Record<string, string> | undefined,
) {
  await postTestDeposit(app.env, u.id, { coin, units, rates, fiat });
}
