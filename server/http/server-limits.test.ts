/**
 * The HTTP server's own limits (decision 169), on a real server over loopback: connections that
 * send their headers slowly (slowloris) are closed once the headers' time is up while a normal
 * call still answers, and connections beyond the cap are closed as they arrive while the server
 * stays up. Counts and waits are bounded; only 127.0.0.1 is used.
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

const SLOW = 30;
const CAP = 40;

/** A raw connection that records what it received and when it was closed. */
interface Probe {
  socket: Socket;
  received: string;
  closed: Promise<void>;
  isClosed: () => boolean;
}

function open(port: number): Promise<Probe> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let done = false;
    const probe: Probe = {
      socket,
      received: '',
      closed: new Promise((r) =>
        socket.once('close', () => {
          done = true;
          r();
        }),
      ),
      isClosed: () => done,
    };
    socket.on('data', (d) => {
      probe.received += d.toString('latin1');
    });
    socket.on('error', () => {});
    socket.once('connect', () => resolve(probe));
    socket.once('error', reject);
  });
}

/** Resolves once `p` is closed, or with false after `ms`: a bound, not a measurement. */
const closedWithin = (p: Probe, ms: number) =>
  Promise.race([p.closed.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]);

describe('the HTTP server under slow and many connections', () => {
  let port = 0;
  let running: Awaited<ReturnType<typeof startServer>>;
  const health = () => fetch(`http://127.0.0.1:${port}/api/health`, { headers: { connection: 'close' } });

  beforeAll(async () => {
    port = await freePort();
    const config = loadConfig({
      APP_MODE: 'local',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'coinvault-limits-')),
      PORT: String(port),
      HOST: '127.0.0.1',
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_KEEP_ALIVE_TIMEOUT_MS: '60000',
      HTTP_MAX_CONNECTIONS: String(CAP),
    });
    const distDir = mkdtempSync(join(tmpdir(), 'coinvault-dist-'));
    running = await startServer(config, memoryLogger(), { distDir, serve });
  }, 120_000);
  afterAll(() => running?.stop());

  it('closes connections whose headers never finish, and answers a normal call meanwhile', async () => {
    const slow = await Promise.all(Array.from({ length: SLOW }, () => open(port)));
    for (const p of slow) p.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Each sends one more header line every 200 ms and never the blank line that ends them.
    let n = 0;
    const drip = setInterval(() => {
      n += 1;
      for (const p of slow) if (!p.isClosed()) p.socket.write(`X-Slow-${n}: ${n}\r\n`);
    }, 200);
    try {
      const res = await health();
      expect(res.status).toBe(200);
      const closed = await Promise.all(slow.map((p) => closedWithin(p, 15_000)));
      expect(closed.every(Boolean)).toBe(true);
      // Closed by the server for taking too long, not by an answer to the headers.
      for (const p of slow) expect(p.received).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(drip);
      for (const p of slow) p.socket.destroy();
    }
    expect((await health()).status).toBe(200);
  }, 60_000);

  it('closes connections that send nothing once their headers are due, freeing their place', async () => {
    const silent = await Promise.all(Array.from({ length: SLOW }, () => open(port)));
    try {
      const closed = await Promise.all(silent.map((p) => closedWithin(p, 15_000)));
      expect(closed.every(Boolean)).toBe(true);
      for (const p of silent) expect(p.received).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      for (const p of silent) p.socket.destroy();
    }
    expect((await health()).status).toBe(200);
  }, 60_000);

  it('closes connections beyond the cap as they arrive, and serves again once some end', async () => {
    // CAP kept-alive connections, each having had its answer: all accepted and held.
    const held = await Promise.all(Array.from({ length: CAP }, () => open(port)));
    for (const p of held) p.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await expect
      .poll(() => held.filter((p) => p.received.startsWith('HTTP/1.1 200')).length, { timeout: 20_000 })
      .toBe(CAP);
    try {
      const extra = await Promise.all(Array.from({ length: 5 }, () => open(port)));
      for (const p of extra) p.socket.write('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      const closed = await Promise.all(extra.map((p) => closedWithin(p, 15_000)));
      expect(closed.every(Boolean)).toBe(true);
      for (const p of extra) expect(p.received).toBe('');
      expect(held.some((p) => p.isClosed())).toBe(false);
    } finally {
      for (const p of held) p.socket.destroy();
    }
    await expect.poll(async () => (await health().catch(() => null))?.status, { timeout: 20_000 }).toBe(200);
  }, 60_000);
});
