/**
 * The Sumsub adapter against a local fake Sumsub that checks every request's signature the way
 * Sumsub does, and the webhook digest check, accepted and refused.
 */
import { createHmac } from 'node:crypto';
import type { IncomingMessage, Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeService } from '../../test/fake-service.js';
import { digestMatches, payloadDigest, sumsubKyc, sumsubSignature } from './sumsub.js';

const APP_TOKEN = 'sbx:test-app-token';
const SECRET = 'test-secret-key';
const WEBHOOK_SECRET = 'test-webhook-secret';
const NOW = 1_767_000_000;

interface Seen {
  method: string;
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
}

let server: Server;
let base = '';
const seen: Seen[] = [];
const applicants = new Map<string, unknown>();

function signatureOk(req: IncomingMessage, path: string, body: string): boolean {
  const ts = Number(req.headers['x-app-access-ts']);
  if (req.headers['x-app-token'] !== APP_TOKEN || !Number.isInteger(ts)) return false;
  const expected = createHmac('sha256', SECRET).update(`${ts}${req.method}${path}${body}`).digest('hex');
  return req.headers['x-app-access-sig'] === expected;
}

beforeAll(async () => {
  server = fakeService((req, body, res) => {
    const path = req.url ?? '';
    seen.push({ method: req.method ?? '', path, body, headers: req.headers });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (!signatureOk(req, path, body)) return send(401, { description: 'Request signature mismatch', code: 401 });
    if (req.method === 'POST' && path === '/resources/accessTokens/sdk') {
      const b = JSON.parse(body);
      return send(200, { token: `_act-sbx-${b.userId}`, userId: b.userId });
    }
    const m = /^\/resources\/applicants\/-;externalUserId=([^/]+)\/one$/.exec(path);
    if (req.method === 'GET' && m) {
      const a = applicants.get(decodeURIComponent(m[1] ?? ''));
      return a ? send(200, a) : send(404, { description: 'Applicant not found', code: 404 });
    }
    send(404, { code: 404 });
  });
  for (let port = 9740; port < 9760; port++) {
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve());
      });
      base = `http://127.0.0.1:${port}`;
      break;
    } catch {
      // port taken: try the next one of this range
    }
  }
  if (!base) throw new Error('no free port for the fake Sumsub');
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

const provider = (secretKey = SECRET) =>
  sumsubKyc({
    baseUrl: base,
    appToken: APP_TOKEN,
    secretKey,
    webhookSecret: WEBHOOK_SECRET,
    levelName: 'basic-kyc-level',
    nowSeconds: () => NOW,
  });

describe('Sumsub request signing', () => {
  it('signs ts + METHOD + path + body with HMAC-SHA256', () => {
    const expected = createHmac('sha256', 'k').update('1700000000POST/resources/x{"a":1}').digest('hex');
    expect(sumsubSignature('k', 1700000000, 'post', '/resources/x', '{"a":1}')).toBe(expected);
  });

  it('gets an access token with signed headers and the applicant identifiers', async () => {
    const access = await provider().accessToken({
      userId: 'user-1',
      email: 'a@example.com',
      phone: '+61400000000',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(access).toEqual({ token: '_act-sbx-user-1', apiUrl: base });
    const req = seen.at(-1)!;
    expect(req.headers['x-app-access-ts']).toBe(String(NOW));
    expect(JSON.parse(req.body)).toEqual({
      userId: 'user-1',
      levelName: 'basic-kyc-level',
      ttlInSecs: 1800,
      applicantIdentifiers: { email: 'a@example.com', phone: '+61400000000' },
    });
  });

  it('is refused by the provider when the signature is wrong', async () => {
    await expect(
      provider('wrong-secret').accessToken({
        userId: 'u',
        email: 'e@x.io',
        phone: null,
        firstName: 'A',
        lastName: 'B',
      }),
    ).rejects.toThrow(/401/);
  });

  it('reads the applicant review, and none when the provider has no applicant', async () => {
    applicants.set('user-2', {
      id: 'app-2',
      review: { reviewStatus: 'completed', reviewResult: { reviewAnswer: 'RED', reviewRejectType: 'FINAL' } },
    });
    expect(await provider().review('user-2')).toEqual({
      applicantId: 'app-2',
      reviewStatus: 'completed',
      reviewAnswer: 'RED',
      reviewRejectType: 'FINAL',
    });
    expect(seen.at(-1)!.path).toBe('/resources/applicants/-;externalUserId=user-2/one');
    expect(await provider().review('nobody')).toEqual({ applicantId: null, reviewStatus: null });
  });
});

describe('Sumsub webhook digest', () => {
  const body = JSON.stringify({
    type: 'applicantReviewed',
    applicantId: 'app-3',
    externalUserId: 'user-3',
    correlationId: 'corr-1',
    reviewStatus: 'completed',
    reviewResult: { reviewAnswer: 'GREEN' },
  });
  const headers = (h: Record<string, string>) => (name: string) => h[name];

  it('accepts a body whose X-Payload-Digest matches, in each algorithm Sumsub uses', () => {
    for (const alg of ['HMAC_SHA256_HEX', 'HMAC_SHA512_HEX', 'HMAC_SHA1_HEX']) {
      const digest = payloadDigest(WEBHOOK_SECRET, body, alg);
      const event = provider().openWebhook(body, headers({ 'x-payload-digest': digest, 'x-payload-digest-alg': alg }));
      expect(event).toEqual({
        type: 'applicantReviewed',
        externalUserId: 'user-3',
        applicantId: 'app-3',
        eventKey: 'applicantReviewed:corr-1',
      });
    }
  });

  it('refuses a missing digest, a wrong secret, a changed body and an unknown algorithm', () => {
    const good = payloadDigest(WEBHOOK_SECRET, body);
    expect(provider().openWebhook(body, headers({}))).toBeNull();
    expect(provider().openWebhook(body, headers({ 'x-payload-digest': payloadDigest('other', body) }))).toBeNull();
    expect(provider().openWebhook(body.replace('GREEN', 'RED '), headers({ 'x-payload-digest': good }))).toBeNull();
    expect(
      provider().openWebhook(body, headers({ 'x-payload-digest': good, 'x-payload-digest-alg': 'MD5_HEX' })),
    ).toBeNull();
    expect(digestMatches('', body, good)).toBe(false);
  });
});
