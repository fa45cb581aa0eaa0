/**
 * The customer's PDF files as a reader in their language reads them: dates and amounts written
 * the language's way, every column header and cell whole (wrapped, never cut), the statement
 * under the name the app gives it, and a purchase from the cash balance valued at what was paid.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../../contract/calls/index.js';
import { parseCsv } from '../../../contract/csv.js';
import { LANGUAGES, type Language } from '../../../contract/languages.js';
import { type TestUser, tokenFor } from '../../test/factories.js';
import { createTestEnv, type TestEnv } from '../../test/harness.js';
import { pdfTextLines } from '../../test/pdf-text.js';
import { fundCash, verifiedCustomer } from '../bank/testing.js';
import { creditForTest } from '../ledger/testing.js';
import { pdfTexts } from './pdf-texts.js';

let env: TestEnv;
/** The files are made later that day, the session still open. */
const LATER = '2026-05-17T13:00:00Z';

beforeAll(async () => {
  env = await createTestEnv({ start: '2026-05-17T10:00:00Z', env: { MARKET_VOLATILITY_BPS: '0' } });
  // Opening the database takes long on a loaded machine.
}, 180_000);
afterAll(() => env.close());

/** A verified EU customer in Berlin who bought 1,000.50 EUR of BTC from the cash balance on 17 May 2026. */
async function buyer(language: Language): Promise<TestUser> {
  env.deps.clock.set('2026-05-17T10:00:00Z');
  const u = await verifiedCustomer(env, { currency: 'EUR' });
  await env.deps.db
    .updateTable('users')
    .set({ is_eu: true, time_zone: 'Europe/Berlin', language, created_at: new Date('2026-01-02T00:00:00Z') })
    .where('id', '=', u.id)
    .execute();
  await fundCash(env, u, 200_000n);
  const bought = await env.api.call(
    CALLS.buyWithBalance,
    { amount: '1000.50', crypto_currency: 'BTC', crypto_value: '1' },
    { token: u.token, idempotencyKey: randomUUID() },
  );
  expect(bought.status, JSON.stringify(bought.answer)).toBe(200);
  // A long coin amount with a fee in the coin: a withdrawal-like row whose cells are the widest.
  await creditForTest(env.deps, u.id, 'ETH', '0.00254612');
  env.deps.clock.set(LATER);
  return { ...u, token: await tokenFor(env.deps, u) };
}

async function file(u: TestUser, call: typeof CALLS.exportHistory | typeof CALLS.getTaxStatement, payload: unknown) {
  const res = await env.api.call(call, payload, { token: u.token });
  expect(res.status, JSON.stringify(res.answer)).toBe(200);
  const data = (res.answer as { data: { content: string } }).data;
  return Buffer.from(data.content, 'base64');
}

/** The lines drawn, their no-break spaces read as spaces. */
const lines = async (bytes: Buffer) => (await pdfTextLines(bytes)).map((l) => l.replace(/[\u00a0\u202f]/g, ' '));

/** No line of the file ends cut: no '...' or '…' the drawing put in. */
const uncut = (text: string[]) => text.filter((l) => /(\.\.\.|…)$/.test(l));

describe('the statement and history PDFs in German', () => {
  it('write dates and amounts the German way, in columns whose headers and cells are whole', async () => {
    const u = await buyer('de');
    const statement = await lines(await file(u, CALLS.getTaxStatement, { year: 2026, format: 'pdf' }));
    expect(statement[0]).toBe('Jährliche Steuerübersicht 2026');
    const text = statement.join(' ');
    expect(text).toContain('17.05.2026');
    expect(text).not.toMatch(/2026-05-17/);
    // Paid and worth 1.000,50 €: the value is the price paid, as on a card purchase.
    expect(statement.filter((l) => l === '1.000,50 €').length).toBe(2);
    expect(text).not.toMatch(/999,\d\d/);
    expect(text).toContain('0,00254612 ETH');
    for (const header of ['Gesendet', 'Erhalten', 'Gebühr', 'Wert', 'Beschreibung'])
      expect(statement, header).toContain(header);
    expect(uncut(statement)).toEqual([]);

    const history = await lines(await file(u, CALLS.exportHistory, { format: 'pdf' }));
    const all = history.join(' ');
    expect(history[0]).toBe('Transaktionsverlauf');
    expect(all).toContain('17.05.2026');
    expect(all).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    expect(history).toContain('1.000,50 €');
    expect(history).toContain('2.000,00 €');
    for (const word of ['Abgeschlossen', 'Gesendet', 'Erhalten', 'Gebühr', 'Kauf', 'Einzahlung'])
      expect(history, word).toContain(word);
    expect(uncut(history)).toEqual([]);
  });

  it('values the purchase from the balance at the cash paid in the CSV too', async () => {
    const u = await buyer('de');
    const csv = parseCsv((await file(u, CALLS.getTaxStatement, { year: 2026, format: 'csv' })).toString('utf8'));
    const buy = csv.find((r) => r[2] === 'EUR' && r[4] === 'BTC');
    expect(buy?.slice(1, 3)).toEqual(['1000.5', 'EUR']);
    expect(buy?.slice(7, 9)).toEqual(['1000.5', 'EUR']);
    expect(buy?.[10]).toContain('(value: purchase price)');
  });
});

describe('the statement and history PDFs in English', () => {
  it('write dates day first and amounts with the currency symbol', async () => {
    const u = await buyer('en');
    const statement = await lines(await file(u, CALLS.getTaxStatement, { year: 2026, format: 'pdf' }));
    expect(statement[0]).toBe('Yearly statement 2026');
    expect(statement.join(' ')).toContain('17/05/2026');
    expect(statement).toContain('€1,000.50');
    expect(uncut(statement)).toEqual([]);
    const history = await lines(await file(u, CALLS.exportHistory, { format: 'pdf' }));
    expect(history.join(' ')).toContain('17/05/2026');
    expect(history).toContain('€1,000.50');
    expect(history).toContain('Completed');
    expect(uncut(history)).toEqual([]);
  });
});

/** A message's translation in a feature's catalog. */
function catalogText(feature: string, language: Language, id: string): string {
  const po = readFileSync(new URL(`../../../src/features/${feature}/locales/${language}.po`, import.meta.url), 'utf8');
  const at = po.indexOf(`msgid "${id}"\nmsgstr "`);
  if (at < 0) throw new Error(`${id} is not in the ${language} catalog of ${feature}`);
  const start = at + `msgid "${id}"\nmsgstr "`.length;
  return po.slice(start, po.indexOf('"\n', start));
}

describe('the statement’s name', () => {
  it('is the one the app gives it, in every language', () => {
    for (const language of LANGUAGES)
      expect(pdfTexts(language).statement('2026'), language).toBe(
        `${catalogText('transactions', language, 'Yearly statement')} 2026`,
      );
  });
});
