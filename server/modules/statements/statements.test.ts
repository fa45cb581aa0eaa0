import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { parseCsv } from '../../../contract/csv.js';
import { EXPORT_MESSAGES, TAX_CSV_COLUMNS } from '../../../contract/statements.js';
import { TAX_STATEMENT_FORMAT_MESSAGE } from '../../../contract/tax-report.js';
import { createUser, type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { pdfTextLines } from '../../test/pdf-text.js';
import { creditCardPurchase } from '../ledger/index.js';
import { creditForTest } from '../ledger/testing.js';
import { postTestDeposit } from './testing.js';

let env: TestEnv;
const OPENED = '2024-03-01T00:00:00Z';
const TODAY = '2026-01-15T10:00:00Z';

beforeAll(async () => {
  env = await createTestEnv({ start: TODAY, env: { MARKET_VOLATILITY_BPS: '0' } });
});
afterAll(() => env.close());

/** A customer whose account was opened on OPENED. */
async function customer(o: { eu?: boolean } = {}): Promise<TestUser> {
  const u = await createUser(env.deps, o.eu ? { currency: 'EUR', country: 'DE' } : {});
  await env.deps.db
    .updateTable('users')
    .set({ created_at: new Date(OPENED), ...(o.eu ? { is_eu: true, time_zone: 'Europe/Berlin' } : {}) })
    .where('id', '=', u.id)
    .execute();
  return u;
}

/** A deposit-like movement at `at`, with the note and the recorded prices given. */
async function deposit(
  u: TestUser,
  at: string,
  amount: string,
  o: { note?: string; rates?: Record<string, string>; fiat?: Record<string, string> } = {},
) {
  const units = BigInt(Math.round(Number(amount) * 1e8));
  await postTestDeposit(env, u.id, {
    coin: 'BTC',
    units,
    at: new Date(at),
    note: o.note ?? `Deposit of ${amount} BTC`,
    ...o,
  });
}

async function file(u: TestUser, call: typeof CALLS.exportHistory | typeof CALLS.getTaxStatement, payload: unknown) {
  const res = await env.api.call(call, payload, { token: u.token });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  const data = (res.answer as { data: { content: string; fileName: string; mediaType: string; rows: number } }).data;
  return { ...data, bytes: Buffer.from(data.content, 'base64') };
}

const csvOf = (bytes: Buffer) => parseCsv(bytes.toString('utf8'));
const statementCsv = async (u: TestUser, year: number) =>
  csvOf((await file(u, CALLS.getTaxStatement, { year, format: 'csv' })).bytes);

describe('history export', () => {
  it('writes RFC 4180 CSV with formula cells neutralised, as the admin export does', async () => {
    const u = await customer();
    await deposit(u, '2025-05-01T00:00:00Z', '0.5', { note: '=HYPERLINK("http://x","pay, now")' });
    await deposit(u, '2025-05-02T00:00:00Z', '0.25', { note: '@SUM(A1)\r\nnext line' });
    const f = await file(u, CALLS.exportHistory, { format: 'csv' });
    expect(f.mediaType).toBe('text/csv;charset=utf-8');
    expect(f.fileName).toMatch(/^coinvault_history_all_2026-01-15\.csv$/);
    const text = f.bytes.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('"\'=HYPERLINK(""http://x"",""pay, now"")"');
    expect(text.endsWith('\r\n')).toBe(true);
    const rows = csvOf(f.bytes);
    expect(rows[0]?.[0]).toBe('Date');
    expect(rows.map((r) => r[11])).toEqual([
      'Description',
      '\'=HYPERLINK("http://x","pay, now")',
      "'@SUM(A1)\r\nnext line",
    ]);
    expect(rows[1]?.slice(0, 7)).toEqual(['2025-05-01T00:00:00.000Z', 'Deposit', 'Completed', '', '', '0.5', 'BTC']);
  });

  it('keeps to the filters and never shows another customer’s transactions', async () => {
    const u = await customer();
    const other = await customer();
    await deposit(u, '2025-06-01T00:00:00Z', '0.1');
    await deposit(u, '2025-08-01T00:00:00Z', '0.2');
    await deposit(other, '2025-08-01T00:00:00Z', '0.3');
    const window = await file(u, CALLS.exportHistory, {
      format: 'csv',
      type: 'Deposit',
      from: '2025-07-01T00:00:00Z',
      to: '2025-12-31T00:00:00Z',
    });
    expect(
      csvOf(window.bytes)
        .slice(1)
        .map((r) => r[5]),
    ).toEqual(['0.2']);
    const swaps = await file(u, CALLS.exportHistory, { format: 'csv', type: 'Swap' });
    expect(swaps.rows).toBe(0);
    const theirs = await file(other, CALLS.exportHistory, { format: 'csv' });
    expect(
      csvOf(theirs.bytes)
        .slice(1)
        .map((r) => r[5]),
    ).toEqual(['0.3']);
  });

  it('draws the filtered history as a PDF', async () => {
    const u = await customer();
    await deposit(u, '2025-05-01T00:00:00Z', '0.5');
    const f = await file(u, CALLS.exportHistory, { format: 'pdf', timeZone: 'Australia/Sydney' });
    expect(f.mediaType).toBe('application/pdf');
    expect(f.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(f.rows).toBe(1);
  });

  it("draws a Polish customer's statement in Polish, every letter of the name drawn", async () => {
    const u = await customer({ eu: true });
    await env.deps.db
      .updateTable('users')
      .set({ language: 'pl', first_name: 'Zażółć', last_name: 'gęślą jaźń' })
      .where('id', '=', u.id)
      .execute();
    await deposit(u, '2025-05-01T00:00:00Z', '0.5');
    const history = await file(u, CALLS.exportHistory, { format: 'pdf' });
    const lines = await pdfTextLines(history.bytes);
    expect(lines[0]).toBe('Historia transakcji');
    expect(lines).toContain('Właściciel konta: Zażółć gęślą jaźń');
    expect(lines).toEqual(expect.arrayContaining(['Rodzaj', 'Wysłano', 'Otrzymano', 'Wpłata', 'Zakończona']));
    expect(lines).toContain('Strona 1 z 1');
    expect(lines.join('\n')).not.toContain('?');

    const statement = await file(u, CALLS.getTaxStatement, { year: 2025, format: 'pdf' });
    const words = await pdfTextLines(statement.bytes);
    expect(words[0]).toBe('Zestawienie roczne 2025');
    expect(words).toContain('Właściciel konta: Zażółć gęślą jaźń');
    expect(words.some((l) => l.startsWith('Okres: Rok kalendarzowy'))).toBe(true);
    // Subsets: the two fonts hold only the letters drawn, so the file stays small.
    expect(statement.bytes.length).toBeLessThan(60_000);
  });

  it('refuses bad filters with VALIDATION naming the field', async () => {
    const u = await customer();
    for (const [payload, field] of [
      [{ format: 'xlsx' }, 'format'],
      [{ format: 'csv', type: 'Everything' }, 'type'],
      [{ format: 'csv', from: 'yesterday' }, 'from'],
      [{ format: 'csv', from: '1999-01-01T00:00:00Z' }, 'from'],
      [{ format: 'csv', to: 12 }, 'to'],
      [{ format: 'csv', from: '2025-02-01T00:00:00Z', to: '2025-01-01T00:00:00Z' }, 'from'],
      [{ format: 'csv', timeZone: 'Mars/Olympus' }, 'timeZone'],
    ] as const) {
      const res = await env.api.call(CALLS.exportHistory, payload, { token: u.token });
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect((res.answer as { errors?: Record<string, string> }).errors).toHaveProperty(field);
    }
  });

  it('answers RATE_LIMITED after ten files a minute', async () => {
    const u = await customer();
    for (let i = 0; i < 10; i++) await file(u, CALLS.exportHistory, { format: 'csv' });
    const res = await env.api.call(CALLS.getTaxStatement, { year: 2025, format: 'csv' }, { token: u.token });
    expect(res.status).toBe(429);
    expect(res.answer).toMatchObject({ code: 'RATE_LIMITED' });
    env.deps.clock.advance(61_000);
    await file(u, CALLS.exportHistory, { format: 'csv' });
    env.deps.clock.set(TODAY);
  });
});

describe('statement', () => {
  it('lists the account’s years in the region: AU financial years in Australia/Sydney', async () => {
    const u = await customer();
    const res = await env.api.call(CALLS.getStatementYears, {}, { token: u.token });
    expect(res.answer).toMatchObject({
      data: {
        region: 'AU',
        timeZone: 'Australia/Sydney',
        currency: 'AUD',
        years: [
          { year: 2025, label: 'FY 2025-26', from: '2025-06-30T14:00:00.000Z', to: '2026-06-30T14:00:00.000Z' },
          { year: 2024, label: 'FY 2024-25', from: '2024-06-30T14:00:00.000Z', to: '2025-06-30T14:00:00.000Z' },
          { year: 2023, label: 'FY 2023-24', from: '2023-06-30T14:00:00.000Z', to: '2024-06-30T14:00:00.000Z' },
        ],
      },
    });
  });

  it('puts 30 June 23:59:59 and 1 July 00:00 Sydney time in different AU financial years', async () => {
    const u = await customer();
    await deposit(u, '2025-06-30T13:59:59Z', '0.1'); // 30 June 2025 23:59:59 AEST
    await deposit(u, '2025-06-30T14:00:00Z', '0.2'); // 1 July 2025 00:00:00 AEST
    const fy2024 = await statementCsv(u, 2024);
    const fy2025 = await statementCsv(u, 2025);
    expect(fy2024[0]).toEqual([...TAX_CSV_COLUMNS]);
    expect(fy2024.slice(1).map((r) => [r[0], r[3]])).toEqual([['2025-06-30 13:59:59 UTC', '0.1']]);
    expect(fy2025.slice(1).map((r) => [r[0], r[3]])).toEqual([['2025-06-30 14:00:00 UTC', '0.2']]);
  });

  it('uses the calendar year in the profile’s zone for EU customers', async () => {
    const u = await customer({ eu: true });
    await deposit(u, '2025-12-31T22:59:59Z', '0.1'); // 31 Dec 23:59:59 in Berlin
    await deposit(u, '2025-12-31T23:00:00Z', '0.2'); // 1 Jan 2026 00:00 in Berlin
    const years = await env.api.call(CALLS.getStatementYears, {}, { token: u.token });
    expect(years.answer).toMatchObject({ data: { region: 'EU', timeZone: 'Europe/Berlin', currency: 'EUR' } });
    expect((await statementCsv(u, 2025)).slice(1).map((r) => r[3])).toEqual(['0.1']);
    expect((await statementCsv(u, 2026)).slice(1).map((r) => r[3])).toEqual(['0.2']);
  });

  it('values each transaction from the ledger’s records of the time, never today’s price', async () => {
    const u = await customer();
    // Showing values in US dollars changes nothing: the statement is in the region's currency.
    await env.api.call(CALLS.setDisplayCurrency, { currency: 'USD' }, { token: u.token });
    // Recorded price and exchange rate far from today's.
    await deposit(u, '2025-09-01T00:00:00Z', '0.5', { rates: { BTC: '12345.67' }, fiat: { AUD: '1.52', EUR: '0.86' } });
    // Recorded before exchange rates were kept: the USDC value of the time, in USDC.
    await deposit(u, '2025-09-01T12:00:00Z', '0.5', { rates: { BTC: '12345.67' } });
    // No price recorded: left empty and said so.
    await deposit(u, '2025-09-02T00:00:00Z', '0.25');
    // A card purchase: valued at the price paid in the customer's currency, its fee alongside.
    const trackingId = randomUUID();
    env.deps.clock.set('2025-09-03T00:00:00Z');
    await env.deps.db
      .insertInto('card_purchases')
      .values({
        tracking_id: trackingId,
        user_id: u.id,
        status: 'success',
        fiat_currency: 'AUD',
        fiat_amount: '15000',
        fee_amount: '450',
        total_amount: '15450',
        coin: 'BTC',
        crypto_amount: '100000',
        price: '150000',
        test: false,
        created_at: new Date(),
        updated_at: new Date(),
      })
      .execute();
    await creditCardPurchase(env.deps, {
      userId: u.id,
      trackingId,
      coin: 'BTC',
      coinAmount: '0.001',
      fiatCurrency: 'AUD',
      fiatAmount: '150.00',
    });
    // A swap through the real quote and confirmation.
    await creditForTest(env.deps, u.id, 'BTC', '1');
    env.deps.clock.set('2025-09-04T00:00:00Z');
    const token = await tokenFor(env.deps, u);
    const q = await env.api.call(
      CALLS.swapCrypto,
      { sourceCurrencyId: 'BTC', targetCurrencyId: 'USDT', ttl: 10, sourceCurrencyAmount: '0.01' },
      { token },
    );
    const quote = (q.answer as { data: { conversion_quote_id: string; target_currency_amount: string; fee: string } })
      .data;
    const c = await env.api.call(
      CALLS.confirmSwap,
      { conversionQuoteId: quote.conversion_quote_id },
      { token, idempotencyKey: randomUUID() },
    );
    expect(c.status, JSON.stringify(c.answer)).toBe(200);
    const movement = await env.deps.db
      .selectFrom('ledger_movements')
      .select('details')
      .where('tracking_id', '=', quote.conversion_quote_id)
      .executeTakeFirstOrThrow();
    const details = movement.details as { usdc_rates: Record<string, string>; fiat_rates: Record<string, string> };
    const usdtRate = details.usdc_rates.USDT as string;
    const audRate = details.fiat_rates.AUD as string;
    // The swap recorded what 1 USDC was worth in each currency then (the sandbox forex rate).
    expect(Number(audRate)).toBeCloseTo(1.515, 2);
    expect(Number(details.fiat_rates.EUR)).toBeCloseTo(0.852, 2);
    env.deps.clock.set(TODAY);

    const rows = (await statementCsv(u, 2025)).slice(1).filter((r) => !r[10]?.includes('Test credit'));
    const [recorded, legacy, unpriced, buy, swap] = rows;
    // 0.5 × 12,345.67 USDC × 1.52 AUD per USDC.
    expect(recorded?.slice(1, 9)).toEqual(['', '', '0.5', 'BTC', '', '', '9382.71', 'AUD']);
    expect(recorded?.[10]).toContain('recorded price');
    expect(legacy?.slice(7, 9)).toEqual(['6172.84', 'USDC']);
    expect(unpriced?.slice(7, 9)).toEqual(['', '']);
    expect(unpriced?.[10]).toContain('no value recorded at the time');
    expect(buy?.slice(1, 9)).toEqual(['150', 'AUD', '0.001', 'BTC', '4.5', 'AUD', '150', 'AUD']);
    expect(buy?.[10]).toContain('purchase price');
    expect(swap?.slice(1, 7)).toEqual([
      '0.01',
      'BTC',
      quote.target_currency_amount,
      'USDT',
      expect.any(String),
      'USDT',
    ]);
    const expected = (Number(quote.target_currency_amount) * Number(usdtRate) * Number(audRate)).toFixed(2);
    expect(swap?.slice(7, 9)).toEqual([expected, 'AUD']);
    const years = await env.api.call(CALLS.getStatementYears, {}, { token: u.token });
    expect(years.answer).toMatchObject({ data: { region: 'AU', currency: 'AUD' } });
  });

  it("values an EU customer's statement in EUR from the rates of the time, whatever is displayed", async () => {
    const u = await customer({ eu: true });
    await env.api.call(CALLS.setDisplayCurrency, { currency: 'AUD' }, { token: u.token });
    await deposit(u, '2025-03-01T00:00:00Z', '0.5', { rates: { BTC: '12345.67' }, fiat: { AUD: '1.52', EUR: '0.86' } });
    const [, row] = await statementCsv(u, 2025);
    // 0.5 × 12,345.67 USDC × 0.86 EUR per USDC.
    expect(row?.slice(7, 9)).toEqual(['5308.64', 'EUR']);
    const years = await env.api.call(CALLS.getStatementYears, {}, { token: u.token });
    expect(years.answer).toMatchObject({ data: { region: 'EU', currency: 'EUR' } });
  });

  it("words a German customer's statement PDF rows in German with German numbers, the CSV staying as the tax tools read it", async () => {
    const u = await customer({ eu: true });
    await env.deps.db.updateTable('users').set({ language: 'de' }).where('id', '=', u.id).execute();
    await deposit(u, '2025-03-01T00:00:00Z', '1234.5', { rates: { BTC: '10' }, fiat: { EUR: '0.5' } });
    await deposit(u, '2025-03-02T00:00:00Z', '0.25');
    const pdf = await file(u, CALLS.getTaxStatement, { year: 2025, format: 'pdf' });
    // A cell's words wrap over lines in the PDF.
    const text = (await pdfTextLines(pdf.bytes)).join(' ');
    // 1234.5 BTC, valued 1234.5 × 10 USDC × 0.5 EUR.
    expect(text).toContain('1.234,5');
    expect(text).toContain('6.172,5');
    expect(text).toContain('0,25');
    expect(text).toMatch(/Einzahlung \S+ \(Wert: erfasster Kurs\)/);
    expect(text).toMatch(/Einzahlung \S+ \(Wert: nicht erfasst\)/);
    expect(text).toContain('„nicht erfasst“');
    expect(text).not.toMatch(/\b(Deposit|value|recorded|0\.25|1234\.5)\b/);

    const [, first, second] = await statementCsv(u, 2025);
    expect(first?.slice(3, 5)).toEqual(['1234.5', 'BTC']);
    expect(first?.[10]).toMatch(/^Deposit \S+: Deposit of 1234\.5 BTC \(value: recorded price\)$/);
    expect(second?.[10]).toContain(`(value: ${EXPORT_MESSAGES.noValue})`);
  });

  it('gives an empty year a header and no rows, and a PDF saying so', async () => {
    const u = await customer();
    expect(await statementCsv(u, 2023)).toEqual([[...TAX_CSV_COLUMNS]]);
    const pdf = await file(u, CALLS.getTaxStatement, { year: 2023, format: 'pdf' });
    expect(pdf.fileName).toBe('coinvault_statement_FY_2023-24.pdf');
    expect(pdf.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.rows).toBe(0);
  });

  it('refuses years outside the account’s life and anything not a year', async () => {
    const u = await customer();
    for (const year of [2022, 2026, 2024.5, '2024', null, -1, 1e12]) {
      const res = await env.api.call(CALLS.getTaxStatement, { year, format: 'csv' }, { token: u.token });
      expect(res.status, String(year)).toBe(400);
      expect(res.answer).toMatchObject({ code: 'VALIDATION', errors: { year: 'must be a year from 2023 to 2025' } });
    }
    const res = await env.api.call(CALLS.getTaxStatement, { year: 2024, format: 'doc' }, { token: u.token });
    expect(res.answer).toMatchObject({ code: 'VALIDATION', errors: { format: TAX_STATEMENT_FORMAT_MESSAGE } });
  });

  it('is for signed-in customers only', async () => {
    const res = await env.api.call(CALLS.getTaxStatement, { year: 2024, format: 'csv' });
    expect(res.status).toBe(401);
  });
});
