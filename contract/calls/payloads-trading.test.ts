/**
 * Payload schemas of the trading, export and admin calls that hold a call's whole rule for a
 * field: each refuses what the server's rule refused (wrong types, NUL, huge text), with the same
 * message on the same field, and hands the rule's value on.
 */
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { PRICE_ALERT_MESSAGES } from '../alerts.js';
import { QUOTE_TTL_DEFAULT_SECONDS } from '../exchange.js';
import { LISTING_DEFAULT_LIMIT } from '../merchants.js';
import { EXPORT_MESSAGES } from '../statements.js';
import { TAX_STATEMENT_FORMAT_MESSAGE } from '../tax-report.js';
import { getTransactionListing } from './admin.js';
import { createPriceAlert, subscribePush, unsubscribePush, updatePriceAlert } from './alerts.js';
import { checkWithdrawal, getTransactionHistory, swapCrypto } from './exchange.js';
import { createRecurringBuy, updateRecurringBuy } from './recurring.js';
import { exportHistory, getTaxStatement } from './statements.js';

const HUGE = 'a'.repeat(100_000);
const NUL = 'a\u0000b';

function refusal(schema: Parameters<typeof safeParse>[0], raw: unknown) {
  const r = safeParse(schema, raw);
  return r.success ? null : r.issues.map((i) => [i.path?.[0]?.key, i.message]);
}

function refusedAs(schema: Parameters<typeof safeParse>[0], base: object, field: string, message: string) {
  return (bad: unknown) => expect(refusal(schema, { ...base, [field]: bad })).toEqual([[field, message]]);
}

describe('export payloads', () => {
  it('a history export: type, period, zone and format as the export rules read them', () => {
    const base = { format: 'csv' };
    expect(safeParse(exportHistory.payload, base).output).toEqual({
      type: 'All',
      from: null,
      to: null,
      timeZone: null,
      format: 'csv',
    });
    expect(
      safeParse(exportHistory.payload, {
        format: 'pdf',
        type: 'Buy',
        from: '2024-01-01T00:00:00Z',
        to: '',
        timeZone: 'Europe/Paris',
      }).output,
    ).toEqual({
      type: 'Buy',
      from: new Date('2024-01-01T00:00:00Z'),
      to: null,
      timeZone: 'Europe/Paris',
      format: 'pdf',
    });
    for (const bad of [undefined, null, 'CSV', 1, ['csv'], NUL, HUGE])
      refusedAs(exportHistory.payload, {}, 'format', EXPORT_MESSAGES.format)(bad);
    for (const bad of ['', 'buy', 3, {}, NUL, HUGE])
      refusedAs(exportHistory.payload, base, 'type', EXPORT_MESSAGES.type)(bad);
    for (const field of ['from', 'to'])
      for (const bad of ['2019-12-31T23:59:59Z', '2024-01-01', 'x', 1_700_000_000_000, true, NUL, `2024-01-01T${HUGE}`])
        refusedAs(exportHistory.payload, base, field, EXPORT_MESSAGES.instant)(bad);
    for (const bad of ['Mars/Base', 7, ['UTC'], NUL, HUGE])
      refusedAs(exportHistory.payload, base, 'timeZone', EXPORT_MESSAGES.timeZone)(bad);
  });

  it('several refused fields: the first in the order the rules ran is the summary', () => {
    expect(refusal(exportHistory.payload, { type: 'x', format: 'x' })?.[0]).toEqual(['type', EXPORT_MESSAGES.type]);
  });

  it('a tax statement: the format as the export rules read it', () => {
    expect(safeParse(getTaxStatement.payload, { year: 2024, format: 'pdf' }).output).toEqual({
      year: 2024,
      format: 'pdf',
    });
    expect(safeParse(getTaxStatement.payload, { year: 2024, format: 'gains_csv' }).output).toEqual({
      year: 2024,
      format: 'gains_csv',
    });
    for (const bad of [undefined, 'PDF', 'gains', 2, NUL, HUGE])
      refusedAs(getTaxStatement.payload, { year: 2024 }, 'format', TAX_STATEMENT_FORMAT_MESSAGE)(bad);
  });
});

describe('recurring buy payloads', () => {
  const plan = { amount: '25', frequency: 'weekly' };
  const planId = 'p1';

  it('the coin is one of the catalogue, refused as an unknown crypto currency otherwise', () => {
    expect(safeParse(createRecurringBuy.payload, { ...plan, coin: 'BTC' }).output).toEqual({
      ...plan,
      coin: 'BTC',
      funding: 'card',
    });
    for (const [schema, base] of [
      [createRecurringBuy.payload, plan],
      [updateRecurringBuy.payload, { ...plan, planId }],
    ] as const)
      for (const bad of [undefined, null, 'DOGE', 'btc', 1, ['BTC'], { BTC: 1 }, NUL, HUGE])
        refusedAs(schema, base, 'coin', 'Unknown crypto currency')(bad);
  });

  it('a plan is paid by card unless it asks for the balance; anything else is refused', () => {
    expect(safeParse(createRecurringBuy.payload, { ...plan, coin: 'BTC', funding: 'balance' }).output).toMatchObject({
      funding: 'balance',
    });
    for (const bad of ['cash', 'CARD', 1, ['card'], NUL, HUGE])
      expect(safeParse(createRecurringBuy.payload, { ...plan, coin: 'BTC', funding: bad }).success).toBe(false);
  });

  it('an amount refused with a coin: the amount stays the summary', () => {
    expect(refusal(createRecurringBuy.payload, { amount: '0', frequency: 'weekly', coin: 'x' })?.[0]?.[0]).toBe(
      'amount',
    );
  });
});

describe('merchant listing payload', () => {
  const listing = getTransactionListing.payload;

  it('fills the defaults of the admin screen', () => {
    expect(
      safeParse(listing, { user_id: 'm', page: 1, search_key: '', order: '', sourceSearch: '', statusSearch: '' })
        .output,
    ).toEqual({
      page: 1,
      limit: LISTING_DEFAULT_LIMIT,
      search_key: '',
      sourceSearch: '',
      order: 'desc',
      statusSearch: '',
      user_id: 'm',
    });
  });

  it('accepts digit strings and trims text', () => {
    expect(
      safeParse(listing, { user_id: 7, page: '3', limit: '500', search_key: '  abc ', order: 'ASC' }).output,
    ).toMatchObject({ page: 3, limit: 500, search_key: 'abc', order: 'asc', user_id: '7' });
  });

  it("names each bad field with the listing rule's message, the first as the summary", () => {
    expect(refusal(listing, { page: 0, limit: 501, order: 'x', statusSearch: 'ok', search_key: 'a\u0000' })).toEqual([
      ['page', 'page must be at least 1'],
      ['limit', 'limit must be at most 500'],
      ['search_key', 'search_key contains characters that are not allowed'],
      ['order', 'order must be asc or desc'],
      ['statusSearch', 'statusSearch must be completed, failed or pending'],
      ['user_id', 'user_id must name a merchant'],
    ]);
    const base = { user_id: 'm' };
    for (const field of ['page', 'limit'])
      for (const bad of [1.5, 'x', '1e3', true, [], NUL, HUGE])
        refusedAs(listing, base, field, `${field} must be a whole number`)(bad);
    for (const field of ['search_key', 'sourceSearch', 'order', 'statusSearch']) {
      for (const bad of [1, true, {}]) refusedAs(listing, base, field, `${field} must be text`)(bad);
      refusedAs(listing, base, field, `${field} contains characters that are not allowed`)(NUL);
    }
    refusedAs(listing, base, 'search_key', 'search_key must be at most 100 characters')(HUGE);
    refusedAs(listing, base, 'order', 'order must be at most 10 characters')(HUGE);
    for (const bad of [undefined, null, '', '  ', 1.5, {}, NUL.repeat(30), HUGE])
      refusedAs(listing, {}, 'user_id', 'user_id must name a merchant')(bad);
  });
});

describe('price alert payloads', () => {
  const rule = { coin: 'BTC', kind: 'above', price: '1' };
  const keys = { p256dh: 'A'.repeat(87), auth: 'B'.repeat(22) };

  it("the coin and the kind, with the alert rules' messages", () => {
    expect(safeParse(createPriceAlert.payload, rule).output).toEqual({ ...rule, percent: null });
    for (const [schema, base] of [
      [createPriceAlert.payload, rule],
      [updatePriceAlert.payload, { ...rule, id: 'x' }],
    ] as const) {
      for (const bad of [undefined, null, 'DOGE', 'btc', 1, ['BTC'], NUL, HUGE])
        refusedAs(schema, base, 'coin', PRICE_ALERT_MESSAGES.coin)(bad);
      for (const bad of [undefined, null, 'ABOVE', 'up', 1, {}, NUL, HUGE])
        refusedAs(schema, base, 'kind', PRICE_ALERT_MESSAGES.kind)(bad);
    }
  });

  it('a push subscription: an endpoint of text and its two keys', () => {
    expect(safeParse(subscribePush.payload, { endpoint: 'https://push.example/x', keys }).output).toEqual({
      endpoint: 'https://push.example/x',
      keys,
    });
    const base = { endpoint: 'https://push.example/x', keys };
    for (const bad of [undefined, null, 1, ['x'], HUGE])
      refusedAs(subscribePush.payload, base, 'endpoint', PRICE_ALERT_MESSAGES.subscription)(bad);
    for (const bad of [
      undefined,
      null,
      'k',
      [],
      { ...keys, auth: 1 },
      { ...keys, p256dh: NUL },
      { p256dh: HUGE, auth: HUGE },
    ])
      refusedAs(subscribePush.payload, base, 'keys', PRICE_ALERT_MESSAGES.subscription)(bad);
  });

  it('an unsubscription: anything but text reads as no endpoint', () => {
    for (const bad of [undefined, null, 1, ['x'], {}])
      expect(safeParse(unsubscribePush.payload, { endpoint: bad }).output).toEqual({ endpoint: '' });
    expect(safeParse(unsubscribePush.payload, { endpoint: NUL }).output).toEqual({ endpoint: NUL });
  });
});

describe('exchange payloads', () => {
  it("a swap quote's hold time: whole seconds from 1 to 60, the default when left out", () => {
    const base = { sourceCurrencyId: 'BTC', targetCurrencyId: 'ETH', sourceCurrencyAmount: '1' };
    expect(safeParse(swapCrypto.payload, base).output).toMatchObject({ ttl: QUOTE_TTL_DEFAULT_SECONDS });
    expect(safeParse(swapCrypto.payload, { ...base, ttl: null }).output).toMatchObject({
      ttl: QUOTE_TTL_DEFAULT_SECONDS,
    });
    expect(safeParse(swapCrypto.payload, { ...base, ttl: 60 }).output).toMatchObject({ ttl: 60 });
    for (const bad of [0, 61, 1.5, '10', '', [], NUL, HUGE])
      refusedAs(swapCrypto.payload, base, 'ttl', 'must be a whole number of seconds from 1 to 60')(bad);
  });

  it('a history page: the cursor is a transaction id and the coin one of the catalogue, both optional', () => {
    for (const none of [{}, { cursor: null, currency_id: '' }]) {
      const out = safeParse(getTransactionHistory.payload, none).output as Record<string, unknown>;
      expect([out.cursor, out.currency_id]).toEqual([undefined, undefined]);
    }
    expect(safeParse(getTransactionHistory.payload, { cursor: '42', currency_id: 'ETH' }).output).toMatchObject({
      cursor: 42,
      currency_id: 'ETH',
    });
    for (const bad of ['0', '01', 42, 'x', ['1'], NUL, HUGE, '1'.repeat(17)])
      refusedAs(getTransactionHistory.payload, {}, 'cursor', 'is not a transaction id')(bad);
    for (const bad of ['DOGE', 'eth', 1, {}, NUL, HUGE])
      refusedAs(getTransactionHistory.payload, {}, 'currency_id', 'Unknown currency')(bad);
  });

  it('a withdrawal check: the address is text, trimmed, or left out', () => {
    expect(safeParse(checkWithdrawal.payload, { paymentRouteId: 1, cryptoAddress: ' a ' }).output).toMatchObject({
      cryptoAddress: 'a',
    });
    expect(safeParse(checkWithdrawal.payload, { paymentRouteId: 1 }).output).toMatchObject({ cryptoAddress: '' });
    for (const bad of [1, true, ['a'], {}])
      refusedAs(checkWithdrawal.payload, { paymentRouteId: 1 }, 'cryptoAddress', 'must be text')(bad);
  });
});
