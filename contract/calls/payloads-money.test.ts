/**
 * Payload schemas of the card purchase and wallet calls: each refuses what the server's rule
 * refused (wrong types, NUL, huge text, huge numbers), with the same message on the same field;
 * what needs the route, the coin or the account reads as null for the call's own answer.
 */
import { safeParse } from 'valibot';
import { describe, expect, it } from 'vitest';
import { WITHDRAW_MESSAGES } from '../exchange.js';
import { BUY_MESSAGES } from '../payments.js';
import {
  checkWithdrawal,
  createWithdrawal,
  generateAddress,
  getEquivalentUsdc,
  getWithdrawalFee,
  swapCrypto,
} from './exchange.js';
import { initTransaction, insertTransaction } from './payments.js';

const HUGE = 'a'.repeat(100_000);
const HUGE_DIGITS = '9'.repeat(100_000);
const NUL = '1\u00000';

function refusal(schema: Parameters<typeof safeParse>[0], raw: unknown) {
  const r = safeParse(schema, raw);
  return r.success ? null : r.issues.map((i) => [i.path?.[0]?.key, i.message]);
}

function refusedAs(schema: Parameters<typeof safeParse>[0], base: object, field: string, message: string) {
  return (bad: unknown) => expect(refusal(schema, { ...base, [field]: bad })).toEqual([[field, message]]);
}

describe('init-transaction payload', () => {
  const buy = { amount: '100.50', crypto_currency: 'BTC', crypto_value: '0.0015' };
  const schema = initTransaction.payload;

  it('hands the checked fields on; left-out ones as null or no', () => {
    expect(safeParse(schema, { ...buy, success_url: 'https://x/s', usdc: '', currency: null }).output).toEqual({
      ...buy,
      currency: null,
      usdc: null,
      payment_test_env: false,
      save_card: false,
      success_url: 'https://x/s',
      decline_url: null,
      fail_url: null,
      cancel_url: null,
    });
    expect(
      safeParse(schema, { ...buy, currency: 'eur', usdc: '1.0001', payment_test_env: true, save_card: true }).output,
    ).toMatchObject({ currency: 'eur', usdc: '1.0001', payment_test_env: true, save_card: true });
  });

  it("refuses each bad field with the purchase rule's message", () => {
    for (const bad of [undefined, null, 100, '0', '-1', '1.001', '1e3', '2000000000', NUL, HUGE, HUGE_DIGITS, ['1']])
      refusedAs(schema, buy, 'amount', BUY_MESSAGES.invalidCalculated)(bad);
    for (const bad of [undefined, null, 'DOGE', 'btc', 1, { BTC: 1 }, NUL, HUGE])
      refusedAs(schema, buy, 'crypto_currency', 'Unknown crypto currency')(bad);
    for (const bad of [undefined, 0.5, '0', '0.000000001', '1e-3', '2000000000', NUL, HUGE, HUGE_DIGITS])
      refusedAs(schema, buy, 'crypto_value', BUY_MESSAGES.invalidAmount)(bad);
    for (const bad of ['EURO', 'E1R', 978, ['EUR'], NUL, HUGE])
      refusedAs(schema, buy, 'currency', 'Currency must be a currency code')(bad);
    for (const bad of ['0', 'x', 1, NUL, HUGE_DIGITS])
      refusedAs(schema, buy, 'usdc', 'usdc must be a positive decimal string')(bad);
    for (const bad of [null, 'true', 1, {}])
      refusedAs(schema, buy, 'payment_test_env', 'payment_test_env must be true or false')(bad);
    for (const bad of ['true', 1, [], NUL]) refusedAs(schema, buy, 'save_card', 'save_card must be true or false')(bad);
  });

  it('return addresses: text is for the purchase rule to judge; anything else reads as none', () => {
    for (const bad of [1, {}, ['https://x'], true])
      expect(safeParse(schema, { ...buy, fail_url: bad }).output).toMatchObject({ fail_url: null });
  });

  it('several refused fields: the first in the order the rule named them is the summary', () => {
    expect(refusal(schema, { currency: 'x', crypto_currency: 'x' })?.map(([k]) => k)).toEqual([
      'amount',
      'crypto_currency',
      'crypto_value',
      'currency',
    ]);
  });
});

describe('insert-transaction payload', () => {
  const report = { transaction_id: 't-1', status: 'SUCCESS' };
  const schema = insertTransaction.payload;

  it('hands on the status in lower case, numbers as their digits and data as JSON text', () => {
    expect(safeParse(schema, { ...report, amount: 12.5, currency: '', data: { a: 1 } }).output).toEqual({
      transaction_id: 't-1',
      status: 'success',
      amount: '12.5',
      currency: null,
      crypto_value: null,
      crypto_currency: null,
      usdc: null,
      device_type: null,
      data: '{"a":1}',
    });
  });

  it("refuses each bad field with the report rule's message", () => {
    for (const bad of [undefined, null, '', 7, ['t'], HUGE])
      refusedAs(schema, report, 'transaction_id', 'transaction_id must be the tracking id of the purchase')(bad);
    for (const bad of [undefined, 'paid', 1, NUL, HUGE])
      refusedAs(schema, report, 'status', 'status must be one of success, failed, declined, cancelled, unknown')(bad);
    for (const field of ['amount', 'currency', 'crypto_value', 'crypto_currency', 'usdc', 'device_type'])
      for (const bad of [true, {}, ['a'], HUGE])
        refusedAs(schema, report, field, `${field} must be text of at most 100 characters`)(bad);
    for (const bad of ['x', 1, [1]]) refusedAs(schema, report, 'data', 'data must be an object')(bad);
    refusedAs(schema, report, 'data', 'data must be at most 8192 bytes')({ x: HUGE });
  });
});

describe('wallet payloads', () => {
  const withdrawal = { amount: ' 0.5 ', cryptoAddress: ' addr ', paymentRouteId: '2' };

  it('a route id: a number, or its digits as text; anything else names no route', () => {
    for (const schema of [getWithdrawalFee.payload, checkWithdrawal.payload]) {
      expect(safeParse(schema, { paymentRouteId: '12' }).output).toMatchObject({ paymentRouteId: 12 });
      expect(safeParse(schema, { paymentRouteId: 3 }).output).toMatchObject({ paymentRouteId: 3 });
      for (const bad of [undefined, null, '', 'x', '1.5', 1.5, 1e300, '1234567', [1], { id: 1 }, NUL, HUGE_DIGITS])
        expect(safeParse(schema, { paymentRouteId: bad }).output).toMatchObject({ paymentRouteId: null });
    }
    expect(safeParse(generateAddress.payload, { currencyId: 'BTC', paymentRouteId: HUGE }).output).toEqual({
      currencyId: 'BTC',
      paymentRouteId: null,
    });
  });

  it('a withdrawal: amount and address trimmed, a chosen route, the code as text', () => {
    expect(safeParse(createWithdrawal.payload, { ...withdrawal, otp: 123456, networkFee: null }).output).toEqual({
      amount: '0.5',
      cryptoAddress: 'addr',
      paymentRouteId: 2,
      otp: '123456',
      networkFee: undefined,
      emailCode: '',
      password: '',
    });
  });

  it("refuses a withdrawal's bad fields with the withdrawal rule's messages", () => {
    const schema = createWithdrawal.payload;
    for (const bad of [undefined, null, '', '   '])
      refusedAs(schema, withdrawal, 'amount', WITHDRAW_MESSAGES.amountAndAddressRequired)(bad);
    for (const bad of [5, {}, ['1'], true])
      refusedAs(schema, withdrawal, 'amount', WITHDRAW_MESSAGES.invalidAmount)(bad);
    for (const bad of [undefined, null, '', ' ', 5, {}, ['a']])
      refusedAs(schema, withdrawal, 'cryptoAddress', WITHDRAW_MESSAGES.amountAndAddressRequired)(bad);
    for (const bad of [undefined, null, ''])
      refusedAs(schema, withdrawal, 'paymentRouteId', WITHDRAW_MESSAGES.networkRequired)(bad);
    for (const bad of ['x', 1, '1e-3', '-1', NUL, HUGE_DIGITS, {}])
      refusedAs(schema, withdrawal, 'networkFee', 'must be a decimal string')(bad);
    expect(safeParse(schema, { ...withdrawal, paymentRouteId: HUGE }).output).toMatchObject({ paymentRouteId: null });
  });

  it('a swap amount is a decimal string', () => {
    const base = { sourceCurrencyId: 'BTC', targetCurrencyId: 'ETH' };
    expect(safeParse(swapCrypto.payload, { ...base, sourceCurrencyAmount: '0.1' }).output).toMatchObject({
      sourceCurrencyAmount: '0.1',
    });
    for (const bad of [undefined, null, 0.1, '', '1e3', '-1', ['1'], NUL, HUGE_DIGITS])
      refusedAs(swapCrypto.payload, base, 'sourceCurrencyAmount', 'Please enter a valid amount')(bad);
  });

  it("a card purchase's USDC equivalent: the tracking id as text", () => {
    expect(safeParse(getEquivalentUsdc.payload, { transaction_id: 42 }).output).toEqual({ transaction_id: '42' });
    for (const bad of [undefined, null, '', true, {}, ['a'], HUGE])
      refusedAs(getEquivalentUsdc.payload, {}, 'transaction_id', 'is required')(bad);
  });
});
