/** Reading an originating provider's TRP inquiry (decision 331): bounded, checked, nothing guessed. */
import { describe, expect, it } from 'vitest';
import { counterpartyPayload } from '../../providers/travelrule/index.js';
import { parseTrpInquiry, TRP_INQUIRY_MAX_BYTES } from './inquiry-parse.js';

const ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const payload = (beneficiary = 'José García') => counterpartyPayload('Erika Mustermann', beneficiary, ADDRESS, '');
const inquiry = (o: Record<string, unknown> = {}) =>
  JSON.stringify({
    asset: { slip0044: 0 },
    amount: 5000,
    callback: 'https://vasp.test/cb/1',
    IVMS101: payload(),
    ...o,
  });

describe('a TRP inquiry', () => {
  it('is read whole: the asset, the amount, the callback, the valid payload and the beneficiary account', () => {
    const r = parseTrpInquiry(inquiry());
    expect(r).toMatchObject({
      ok: true,
      inquiry: {
        asset: { slip0044: 0 },
        amount: 5000n,
        callback: 'https://vasp.test/cb/1',
        beneficiaryAddress: ADDRESS,
      },
    });
  });

  it('keeps every unit of an amount beyond a double, as written', () => {
    const raw = inquiry().replace('"amount":5000', '"amount":123456789012345678901');
    expect(parseTrpInquiry(raw)).toMatchObject({ ok: true, inquiry: { amount: 123456789012345678901n } });
    // A DTI names a token.
    expect(parseTrpInquiry(inquiry({ asset: { dti: '4H95J0R2X' } }))).toMatchObject({ ok: true });
  });

  it.each([
    ['not JSON', '{'],
    ['not an object', '[]'],
    ['no asset', inquiry({ asset: undefined })],
    ['an asset of two kinds', inquiry({ asset: { slip0044: 0, dti: '4H95J0R2X' } })],
    ['a negative coin type', inquiry({ asset: { slip0044: -1 } })],
    ['a zero amount', inquiry({ amount: 0 })],
    ['a fractional amount', inquiry({ amount: 1.5 })],
    ['an amount as text', inquiry({ amount: '5000' })],
    ['an amount in exponent form', inquiry().replace('"amount":5000', '"amount":1e30')],
    ['a callback that is not an address', inquiry({ callback: 'javascript:alert(1)' })],
    ['a huge callback', inquiry({ callback: `https://vasp.test/${'a'.repeat(3000)}` })],
    ['no payload', inquiry({ IVMS101: undefined })],
    ['a payload that is not IVMS101', inquiry({ IVMS101: { originator: 'nonsense' } })],
    ['a huge name', inquiry({ IVMS101: payload('x'.repeat(5000)) })],
    ['control characters in a name', inquiry({ IVMS101: payload('Jos\u0000é García') })],
  ])('is refused with %s', (_, raw) => {
    const r = parseTrpInquiry(raw);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.status).toBe(400);
  });

  it('is refused unread when too large, and without a beneficiary account', () => {
    expect(parseTrpInquiry(' '.repeat(TRP_INQUIRY_MAX_BYTES + 1))).toMatchObject({ ok: false, status: 413 });
    const noAccount = payload();
    delete (noAccount.beneficiary.beneficiaryPerson[0] as { accountNumber?: string[] }).accountNumber;
    expect(parseTrpInquiry(inquiry({ IVMS101: noAccount }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/account/),
    });
  });
});
