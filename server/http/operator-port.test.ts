/**
 * The operator port (OPS_PORT): liveness, readiness and metrics answer there while slow clients
 * hold every connection the public port allows, and nothing a customer calls is served there.
 * A real server over loopback; each probe is bounded by its own timeout, as an orchestrator's is.
 */
import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../load-config.js';
import { memoryLogger } from '../log.js';
import { startServer } from '../start.js';
import { freePort } from '../test/free-port.js';
import { DEFAULT_OPS_PORT, parseOperatorPort } from './operator-port.js';

const CAP = 5;
const TOKEN = 'operator-port-test-metrics-token-0123';
/** A liveness probe's own timeout (Kubernetes' default is 1 s; the machine is shared and loaded). */
const PROBE_TIMEOUT_MS = 5_000;

/** A client that connects and sends nothing: it holds one of the public port's connections. */
function silent(port: number): Promise<{ socket: Socket; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    const closed = new Promise<void>((r) => socket.once('close', () => r()));
    socket.on('error', () => {});
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** A probe as an orchestrator sends it: its status, or null when it met no answer in time. */
async function probe(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { connection: 'close', ...headers },
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return { status: res.status, body: await res.text() };
  } catch {
    return null;
  }
}

describe('the operator port', () => {
  let port = 0;
  let opsPort = 0;
  let running: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    port = await freePort();
    opsPort = await freePort();
    const config = loadConfig({
      APP_MODE: 'local',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'coinvault-ops-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      OPS_PORT: String(opsPort),
      METRICS_TOKEN: TOKEN,
      // Silent clients keep their connections for the whole test unless it ends them.
      HTTP_HEADERS_TIMEOUT_MS: '60000',
      HTTP_MAX_CONNECTIONS: String(CAP),
    });
    const distDir = mkdtempSync(join(tmpdir(), 'coinvault-dist-'));
    running = await startServer(config, memoryLogger(), { distDir, serve });
  }, 120_000);
  afterAll(() => running?.stop());

  it('answers liveness, readiness and metrics while slow clients hold the public port at its cap', async () => {
    const held = await Promise.all(Array.from({ length: CAP }, () => silent(port)));
    try {
      // The public port is full: its own liveness meets a closed connection.
      expect(await probe(port, '/api/health')).toBeNull();

      const live = await probe(opsPort, '/health');
      expect(live?.status).toBe(200);
      expect(JSON.parse(live?.body ?? '{}')).toEqual({ status: 'ok' });
      expect((await probe(opsPort, '/api/health'))?.status).toBe(200);
      const ready = await probe(opsPort, '/ready');
      expect(ready?.status).toBe(200);
      expect(JSON.parse(ready?.body ?? '{}')).toMatchObject({ status: 'ok', database: 'up' });
      const metrics = await probe(opsPort, '/metrics', { authorization: `Bearer ${TOKEN}` });
      expect(metrics?.status).toBe(200);
      expect(metrics?.body).toMatch(/^coinvault_database_down 0$/m);
      // The scrape still needs its token on the operator port.
      expect((await probe(opsPort, '/metrics'))?.status).toBe(401);
    } finally {
      for (const h of held) h.socket.destroy();
    }
    await expect.poll(async () => (await probe(port, '/api/health'))?.status, { timeout: 20_000 }).toBe(200);
  }, 60_000);

  it('serves no customer call, page or sandbox on the operator port', async () => {
    const paths: Array<[string, string]> = [
      ['POST', '/api/auth/sign-in'],
      ['POST', '/api/wallet/get-balances'],
      ['GET', '/api/geo'],
      ['GET', '/api/rates?base=USD'],
      ['GET', '/'],
      ['GET', '/index.html'],
      ['GET', '/health/../api/geo'],
      ['GET', '/%2Fhealth'],
      ['POST', '/health'],
    ];
    for (const [method, path] of paths) {
      const answer = await probe(opsPort, path, {}, method);
      expect(answer?.status, `${method} ${path}`).toBe(404);
    }
    // The same paths are still the public port's.
    expect((await probe(port, '/api/geo'))?.status).toBe(200);
  }, 60_000);

  it('answers through the drain, then closes with the server', async () => {
    // A public connection left open keeps the drain going while the operator port is asked.
    const held = await silent(port);
    const stopped = running.stop();
    try {
      const ready = await probe(opsPort, '/ready');
      expect(ready?.status).toBe(503);
      expect(JSON.parse(ready?.body ?? '{}')).toEqual({ status: 'error', server: 'stopping' });
      expect((await probe(opsPort, '/health'))?.status).toBe(200);
    } finally {
      held.socket.destroy();
    }
    await stopped;
    expect(await probe(opsPort, '/health')).toBeNull();
    expect(await probe(port, '/api/health')).toBeNull();
  }, 60_000);
});

describe('OPS_PORT', () => {
  const production = { mode: 'production' as const, port: 8080, host: '0.0.0.0' };
  const local = { mode: 'local' as const, port: 8080, host: '127.0.0.1' };

  it('listens on 8081 in production unless set, and on no port in local mode unless set', () => {
    expect(parseOperatorPort({}, production)).toEqual({ port: DEFAULT_OPS_PORT, host: '0.0.0.0' });
    expect(DEFAULT_OPS_PORT).toBe(8081);
    expect(parseOperatorPort({}, local).port).toBeNull();
    expect(parseOperatorPort({ OPS_PORT: '9464' }, local)).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(parseOperatorPort({ OPS_PORT: '9464', OPS_HOST: '10.0.0.5' }, production)).toEqual({
      port: 9464,
      host: '10.0.0.5',
    });
  });

  it('is turned off with "off", and refuses the public port or a bad value', () => {
    expect(parseOperatorPort({ OPS_PORT: 'off' }, production).port).toBeNull();
    expect(parseOperatorPort({}, { ...production, port: DEFAULT_OPS_PORT }).port).toBeNull();
    expect(() => parseOperatorPort({ OPS_PORT: '8080' }, production)).toThrow(/OPS_PORT.*differ from PORT/);
    for (const bad of ['0', '65536', 'eighty', '80 81', '-1'])
      expect(() => parseOperatorPort({ OPS_PORT: bad }, production), bad).toThrow(/OPS_PORT/);
  });
});
