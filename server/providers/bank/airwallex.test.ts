import { describe, expect, it } from 'vitest';
import { airwallex, airwallexSettings } from './airwallex.js';
import { fakeAirwallex } from './airwallex-fake.js';
import { BankNotificationRejected, NOTIFICATION_TOLERANCE_MS, signBankBody } from './port.js';

function adapter() {
  const fake = fakeAirwallex();
  const settings = airwallexSettings(
    {
      BANK_CLIENT_ID: fake.clientId,
      BANK_API_KEY: fake.apiKey,
      BANK_WEBHOOK_SECRET: fake.webhookSecret,
      BANK_API_URL: fake.url,
    },
    true,
  );
  return { fake, bank: airwallex(settings, fake.fetch) };
}

describe('the Airwallex bank adapter', () => {
  it('opens a customer account once per request id, logging in once', async () => {
    const { fake, bank } = adapter();
    const a = await bank.openAccount({ requestId: 'u1', currency: 'AUD', holderName: 'Alex Morgan' });
    const b = await bank.openAccount({ requestId: 'u1', currency: 'AUD', holderName: 'Alex Morgan' });
    expect(a).toEqual(b);
    expect(a).toMatchObject({ currency: 'AUD', bsb: '802985', accountName: 'Alex Morgan' });
    expect(a.payid).toMatch(/@/);
    expect(fake.logins).toBe(1);
    const eu = await bank.openAccount({ requestId: 'u2', currency: 'EUR', holderName: 'Jonas Weber' });
    expect(eu).toMatchObject({ iban: 'DE89370400440532013000', bsb: null, payid: null });
  });

  it('pays out in the bank form of the amount, once per request id', async () => {
    const { fake, bank } = adapter();
    const req = {
      requestId: 'w1',
      currency: 'EUR' as const,
      amountMinor: 12_345n,
      beneficiary: { name: 'Jonas Weber', iban: 'DE89370400440532013000' },
      reference: 'CoinVault withdrawal',
    };
    const first = await bank.createPayout(req);
    const again = await bank.createPayout(req);
    expect(again.payoutId).toBe(first.payoutId);
    expect(first.status).toBe('submitted');
    expect(fake.transfers.get('w1').body).toMatchObject({ transfer_amount: '123.45', transfer_currency: 'EUR' });
  });

  it('lists the transfers made since a time, page by page, with the customer each was asked for', async () => {
    const { bank } = adapter();
    const since = new Date(Date.now() - 1_000);
    for (const id of ['w1', 'w2', 'w3'])
      await bank.createPayout({
        requestId: id,
        currency: 'AUD',
        amountMinor: 5_000n,
        beneficiary: { name: 'Alex Morgan', bsb: '062000', accountNumber: '12345678' },
        reference: 'CoinVault withdrawal',
        customerId: `user-${id}`,
      });
    const listed = await bank.payoutsSince(since);
    expect(listed.map((p) => [p.requestId, p.customerId, p.amountMinor, p.currency, p.status])).toEqual([
      ['w1', 'user-w1', 5_000n, 'AUD', 'submitted'],
      ['w2', 'user-w2', 5_000n, 'AUD', 'submitted'],
      ['w3', 'user-w3', 5_000n, 'AUD', 'submitted'],
    ]);
    expect(await bank.payoutsSince(new Date(Date.now() + 60_000))).toEqual([]);
  });

  it('reads signed notifications and refuses forged, tampered and stale ones', () => {
    const { fake, bank } = adapter();
    const now = new Date('2026-11-25T04:00:00Z');
    const data = {
      id: 'p1',
      global_account_id: 'acc',
      currency: 'AUD',
      amount: '500.00',
      payer: { name: 'Alex Morgan', account: '062000 12345678' },
    };
    const n = fake.notify('deposit.settled', data, now);
    expect(bank.verifyNotification(n, now)).toMatchObject({
      kind: 'deposit',
      payment: { paymentId: 'p1', amountMinor: 50_000n },
    });
    const reject = (req: typeof n, at = now) => {
      try {
        bank.verifyNotification(req, at);
        return 'accepted';
      } catch (e) {
        return e instanceof BankNotificationRejected ? e.reason : 'other';
      }
    };
    expect(reject({ ...n, rawBody: n.rawBody.replace('500.00', '900.00') })).toBe('bad signature');
    expect(reject({ ...n, signature: signBankBody('not-the-secret-at-all', n.timestamp!, n.rawBody) })).toBe(
      'bad signature',
    );
    expect(reject({ ...n, signature: undefined })).toBe('missing signature');
    expect(reject({ ...n, timestamp: undefined })).toBe('missing timestamp');
    expect(reject(n, new Date(now.getTime() + NOTIFICATION_TOLERANCE_MS + 1))).toBe('stale timestamp');
  });

  it('reads payout outcomes', () => {
    const { fake, bank } = adapter();
    const now = new Date();
    const n = fake.notify(
      'payout.transfer.failed',
      { id: 't1', request_id: 'w1', failure_reason: 'Account closed' },
      now,
    );
    expect(bank.verifyNotification(n, now)).toMatchObject({
      kind: 'payout',
      payout: { payoutId: 't1', requestId: 'w1', status: 'failed', reason: 'Account closed' },
    });
  });

  it('needs every key in production, and https', () => {
    expect(() => airwallexSettings({ BANK_CLIENT_ID: 'x' }, true)).toThrow(/BANK_API_KEY/);
    expect(() =>
      airwallexSettings(
        { BANK_CLIENT_ID: 'x', BANK_API_KEY: 'y', BANK_WEBHOOK_SECRET: 's'.repeat(20), BANK_API_URL: 'http://a.test' },
        true,
      ),
    ).toThrow(/https/);
  });
});
