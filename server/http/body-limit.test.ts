import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealRequest } from '../../contract/envelope.js';
import { KYC_WEBHOOK_MAX_BYTES } from '../modules/kyc/index.js';
import { NOTIFICATION_MAX_BYTES } from '../modules/payments/index.js';
import { SANDBOX_KYC_SUBMIT_MAX_BYTES } from '../providers/kyc/index.js';
import { createTestEnv, type TestEnv } from '../test/harness.js';
import { DEFAULT_BODY_MAX_BYTES } from './body-limit.js';

let env: TestEnv;
const KB = 1024;
const MB = 1024 * KB;

beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

/** A body of `total` bytes made on demand in 64 KB chunks; `pulled` says how much was read. */
function lazyBody(total: number) {
  const counter = { pulled: 0 };
  const chunk = new Uint8Array(64 * KB).fill(0x61);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close();
      counter.pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, counter };
}

const post = (path: string, body: RequestInit['body'], headers: Record<string, string> = {}) =>
  env.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);

async function expectTooLarge(res: Response, label: string) {
  expect(res.status, label).toBe(413);
  expect(await res.json(), label).toEqual({
    status: 'error',
    code: 'PAYLOAD_TOO_LARGE',
    message: 'This request is too large.',
  });
}

describe('request body limits', () => {
  it('refuses a sealed call over 256 KB with 413, and takes one under it', async () => {
    const now = env.deps.clock.now().getTime();
    const big = await sealRequest(
      env.deps.config.transportKey,
      '/users/login',
      { pad: 'x'.repeat(300 * KB) },
      { ts: now },
    );
    await expectTooLarge(await post('/api/users/login', JSON.stringify(big)), 'sealed 300 KB');
    const small = await sealRequest(
      env.deps.config.transportKey,
      '/users/login',
      { pad: 'x'.repeat(150 * KB) },
      { ts: now },
    );
    expect((await post('/api/users/login', JSON.stringify(small))).status).not.toBe(413);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const { stream, counter } = lazyBody(100 * MB);
    await expectTooLarge(await post('/api/users/login', stream, { 'content-length': String(100 * MB) }), 'declared');
    expect(counter.pulled).toBeLessThanOrEqual(64 * KB);
  });

  it('judges a declared Content-Length from the header alone, leaving the body to the call', async () => {
    // Asking for the body stream makes the Node adapter build a whole web Request for the call
    // instead of reading the body straight from the socket (decision 216).
    const asked: string[] = [];
    const body = JSON.stringify({ pad: 'x'.repeat(1000) });
    const make = (length: number) => {
      const request = new Request('http://localhost/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(length) },
        body,
      });
      return new Proxy(request, {
        get(target, prop) {
          if (prop === 'body') asked.push(target.method);
          const value = Reflect.get(target, prop, target);
          return typeof value === 'function' ? value.bind(target) : value;
        },
      });
    };
    expect((await env.app.request(make(body.length))).status).not.toBe(413);
    await expectTooLarge(await env.app.request(make(DEFAULT_BODY_MAX_BYTES + 1)), 'declared over the limit');
    expect(asked).toEqual([]);
  });

  it('refuses a chunked body as soon as it passes the limit, without reading the rest', async () => {
    const { stream, counter } = lazyBody(100 * MB);
    await expectTooLarge(await post('/api/users/login', stream), 'chunked');
    expect(counter.pulled).toBeLessThanOrEqual(DEFAULT_BODY_MAX_BYTES + 128 * KB);
  });

  it('limits every route: unknown calls, webhooks, sandboxes and the app shell', async () => {
    const over = 'x'.repeat(DEFAULT_BODY_MAX_BYTES + 1);
    for (const path of [
      '/api/nope',
      '/api/health',
      '/sandbox/chain/deposit',
      '/sandbox/chain/deposit-form',
      '/sandbox/kyc/applicant',
      '/sandbox/kyc/status',
      '/sandbox/pay/',
      '/',
      '/anything',
    ])
      await expectTooLarge(await post(path, over), path);
  });

  it('gives the webhooks their own smaller limits', async () => {
    for (const [path, max] of [
      ['/api/payments/notification', NOTIFICATION_MAX_BYTES],
      ['/api/kyc/webhook', KYC_WEBHOOK_MAX_BYTES],
    ] as const) {
      expect(max).toBeLessThan(DEFAULT_BODY_MAX_BYTES);
      await expectTooLarge(await post(path, 'x'.repeat(max + 1)), path);
      // Under the limit an unsigned body is read and refused for its signature.
      expect((await post(path, 'x'.repeat(max - 1))).status, path).toBe(401);
    }
  });

  it('lets the sandbox identity upload carry its two images, and no more', async () => {
    const res = await post('/sandbox/kyc/submit', 'x'.repeat(DEFAULT_BODY_MAX_BYTES * 2), {
      'content-type': 'multipart/form-data; boundary=b',
    });
    expect(res.status).not.toBe(413);
    const { stream } = lazyBody(SANDBOX_KYC_SUBMIT_MAX_BYTES + MB);
    await expectTooLarge(
      await post('/sandbox/kyc/submit', stream, { 'content-type': 'multipart/form-data; boundary=b' }),
      'upload',
    );
  });
});

describe('over a real socket', () => {
  let server: ReturnType<typeof serve>;
  let port: number;

  beforeAll(async () => {
    server = serve({ fetch: env.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((r) => server.once('listening', () => r()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  /** Sends headers and `send` bytes (chunked when no length is given), then waits for the answer. */
  function send(headers: Record<string, string>, chunks: number, chunk = 64 * KB) {
    return new Promise<{ status: number; body: string; sentChunks: number }>((resolve, reject) => {
      let sent = 0;
      const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/users/login', headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentChunks: sent }));
      });
      req.on('error', (e: NodeJS.ErrnoException) =>
        e.code === 'EPIPE' || e.code === 'ECONNRESET' ? undefined : reject(e),
      );
      const data = Buffer.alloc(chunk, 0x61);
      const pump = () => {
        while (sent < chunks) {
          sent += 1;
          if (!req.write(data)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
  }

  it('answers 413 to a chunked body past the limit', async () => {
    const r = await send({ 'content-type': 'application/json', 'transfer-encoding': 'chunked' }, 8);
    expect(r.status).toBe(413);
    expect(JSON.parse(r.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 413 to a declared 100 MB body before it is sent', async () => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/users/login',
      headers: { 'content-type': 'application/json', 'content-length': String(100 * MB) },
    });
    req.on('error', () => {});
    const status = await new Promise<number>((resolve) => {
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.write('{');
    });
    req.destroy();
    expect(status).toBe(413);
  });
});
