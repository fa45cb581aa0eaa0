/**
 * The routes outside the call envelope (static files, public GETs, webhooks, local sandboxes) with
 * malformed URL encodings, NUL, lone surrogates, huge text and numbers: never a 500.
 */

import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLS } from '../../contract/calls/index.js';
import { createUser } from '../test/factories.js';
import { createTestEnv, type TestEnv } from '../test/harness.js';
import { createApp } from './app.js';

let env: TestEnv;
let app: ReturnType<typeof createApp>;
let depositAddress: string;

const NUL = 'zq\u0000zq';
const LONE_SURROGATE = 'zq\ud800zq';
const HUGE = 'zq'.repeat(50_000);
const HOSTILE_TEXT = [NUL, LONE_SURROGATE, HUGE, '9'.repeat(80), '-1', '1e5'];
const HOSTILE_JSON: unknown[] = [...HOSTILE_TEXT, 1e80, -1, [], [NUL], { a: NUL }, null, true];

beforeAll(async () => {
  env = await createTestEnv();
  const dist = mkdtempSync(join(tmpdir(), 'coinvault-dist-'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>CoinVault</title>');
  app = createApp(env.deps, { distDir: dist });
  const u = await createUser(env.deps);
  const r = await env.api.call(CALLS.generateAddress, { currencyId: 'BTC', paymentRouteId: 1 }, { token: u.token });
  if (r.answer.status !== 'success' || !r.answer.data) throw new Error('no deposit address');
  depositAddress = r.answer.data.address;
});
afterAll(() => env.close());

const get = (path: string) => app.request(path);
const postJson = (path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const postForm = (path: string, fields: Record<string, string>) => {
  const form = new URLSearchParams(fields);
  return app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
};

describe('malformed URL encodings', () => {
  it('answers 400 to a path that does not decode, on every kind of route', async () => {
    for (const path of ['/%', '/%E0%A4%A', '/assets/%ZZ.js', '/%C0%80', '/a%00b', '/%ED%A0%80']) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
    }
    for (const path of ['/api/%', '/sandbox/mail/view/%E0%A4%A', '/sandbox/%']) {
      const res = await get(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });

  it('still serves the app shell and its files', async () => {
    expect((await get('/')).status).toBe(200);
    expect((await get('/wallet/overview')).status).toBe(200);
    expect((await get('/caf%C3%A9')).status).toBe(200);
    expect((await get('/missing.js')).status).toBe(404);
  });
});

describe('hostile query strings', () => {
  it('never answers 500', async () => {
    for (const value of [...[NUL, HUGE, '9'.repeat(80)].map(encodeURIComponent), '%', '%E0%A4%A', '%ED%A0%80', '%00']) {
      for (const path of [
        `/api/rates?base=${value}`,
        `/sandbox/mail?to=${value}`,
        `/sandbox/mail/view?to=${value}`,
        `/sandbox/mail/view/${value}`,
        `/sandbox/chain?notice=${value}`,
        `/sandbox/pay/?token=${value}`,
        `/staff-enrolment?email=${value}`,
        `/api/health?probe=${value}`,
        `/api/ready?probe=${value}`,
        `/metrics?name=${value}`,
      ]) {
        const res = await get(path);
        expect(res.status, path.slice(0, 80)).toBeLessThan(500);
      }
    }
  });
});

describe('bank notifications with hostile signatures and timestamps', () => {
  it('refuses each with 401, records the refusal, credits nothing', async () => {
    const before = await env.deps.db.selectFrom('bank_notifications').select('id').execute();
    const headerValues = [NUL.replace('\u0000', ''), 'zq'.repeat(4_000), '9'.repeat(80), '-1', '1e5', 'f'.repeat(64)];
    let sent = 0;
    for (const timestamp of headerValues) {
      for (const signature of headerValues) {
        const res = await app.request('/api/bank/notification', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-timestamp': timestamp, 'x-signature': signature },
          body: JSON.stringify({ type: 'payment.received', id: NUL, amount: 1e80 }),
        });
        sent++;
        expect(res.status, `${timestamp.slice(0, 20)} ${signature.slice(0, 20)}`).toBe(401);
      }
    }
    const rows = await env.deps.db.selectFrom('bank_notifications').select(['accepted']).execute();
    expect(rows.length - before.length).toBe(sent);
    expect(rows.filter((r) => r.accepted)).toEqual([]);
    expect(await env.deps.db.selectFrom('bank_deposits').select('id').execute()).toEqual([]);
  });
});

describe('hostile bodies outside the envelope', () => {
  it('sandbox deposit: refuses bad amounts and text with 400 and a field error', async () => {
    for (const amount of ['9'.repeat(80), '9'.repeat(76), 1e80, NUL, LONE_SURROGATE, HUGE, '-1', '1e5', [], {}]) {
      const res = await postJson('/sandbox/chain/deposit', { address: depositAddress, amount });
      expect(res.status, JSON.stringify(amount).slice(0, 40)).toBe(400);
      expect(await res.json()).toMatchObject({ status: 'error', errors: { amount: expect.any(String) } });
    }
    for (const address of [NUL, LONE_SURROGATE, HUGE]) {
      const res = await postJson('/sandbox/chain/deposit', { address, amount: '0.1' });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ errors: { address: expect.any(String) } });
    }
    for (const txid of [NUL, HUGE]) {
      const res = await postJson('/sandbox/chain/deposit', { address: depositAddress, amount: '0.1', txid });
      expect(res.status).toBe(400);
    }
    const deposits = await env.deps.db.selectFrom('deposits').select('id').execute();
    expect(deposits).toEqual([]);
  });

  it('sandbox deposit still takes a good one', async () => {
    const res = await postJson('/sandbox/chain/deposit', { address: depositAddress, amount: '0.1' });
    expect(res.status).toBe(200);
  });

  it('sandbox bank transfer: one hostile field at a time of a good transfer is refused with 422, never a 500', async () => {
    const u = await createUser(env.deps, {
      kycStatus: 'approved',
      firstName: 'Alex',
      lastName: 'Morgan',
      currency: 'AUD',
    });
    const d = await env.api.call(CALLS.getBankDepositDetails, {}, { token: u.token });
    if (d.answer.status !== 'success' || !d.answer.data?.payid) throw new Error('no deposit details');
    const good = {
      payerName: 'Alex Morgan',
      payerAccount: '062000 12345678',
      to: d.answer.data.payid,
      reference: '',
      amount: '5.00',
    };
    for (const field of Object.keys(good))
      for (const value of [...HOSTILE_TEXT, 'Alex Morgan\u202e']) {
        const res = await postForm('/sandbox/bank/transfer', { ...good, [field]: value });
        expect(res.status, `${field} ${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
      }
    // Other hostile fields may still make a good transfer (a long reference is cut to 35 characters):
    // the payer's name with a NUL or a text-direction override never does.
    const deposits = () => env.deps.db.selectFrom('bank_deposits').select('id').where('user_id', '=', u.id).execute();
    const before = (await deposits()).length;
    for (const value of [NUL, 'Alex Morgan\u202e']) {
      const res = await postForm('/sandbox/bank/transfer', { ...good, payerName: value });
      expect(res.status, JSON.stringify(value)).toBe(422);
    }
    expect((await deposits()).length).toBe(before);
  });

  it('no sandbox or webhook route answers 500 to hostile JSON or forms', async () => {
    const jsonRoutes = [
      '/sandbox/chain/deposit',
      '/sandbox/kyc/applicant',
      '/sandbox/kyc/status',
      '/api/kyc/webhook',
      '/api/payments/notification',
      '/api/bank/notification',
    ];
    for (const path of jsonRoutes) {
      for (const value of HOSTILE_JSON) {
        for (const body of [value, { address: value, amount: value, txid: value, token: value }]) {
          const res = await postJson(path, body);
          expect(res.status, `${path} ${JSON.stringify(body).slice(0, 60)}`).toBeLessThan(500);
        }
      }
    }
    const formRoutes = [
      '/sandbox/chain/deposit-form',
      '/sandbox/kyc/submit',
      '/sandbox/pay/',
      '/sandbox/bank/transfer',
      '/sandbox/bank/payout',
      '/sandbox/bank/next-payout',
      `/sandbox/chain/withdrawals/${encodeURIComponent(NUL)}/fail`,
    ];
    for (const path of formRoutes) {
      for (const value of HOSTILE_TEXT) {
        const res = await postForm(path, {
          address: value,
          amount: value,
          txid: value,
          token: value,
          number: value,
          action: value,
          payerName: value,
          payerAccount: value,
          to: value,
          reference: value,
          id: value,
          outcome: value,
          how: value,
        });
        expect(res.status, `${path} ${JSON.stringify(value).slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });
});
