/**
 * Stopping (SIGTERM): no new connections, calls in flight finish, health says 503 meanwhile, then
 * the background jobs and the database stop.
 */

import { mkdtempSync } from 'node:fs';
import { Agent, type IncomingHttpHeaders, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { unknown } from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineSpec } from '../contract/calls/define.js';
import { openAnswer, sealRequest } from '../contract/envelope.js';
import { defineCall } from './http/call.js';
import { loadConfig } from './load-config.js';
import { memoryLogger } from './log.js';
import { createScratchDatabase, TEST_DATABASE_URL } from './modules/ledger/testing.js';
import { startServer } from './start.js';

const PORT = 8204;
const KEEP_ALIVE_PORT = 8212;

interface Sent {
  status: number;
  headers: IncomingHttpHeaders;
  /** Whether the request went on a connection kept open from an earlier one. */
  reused: boolean;
}

function send(agent: Agent, port: number, method: string, path: string, body?: string): Promise<Sent> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, agent, headers: { 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, reused: req.reusedSocket }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const slow = defineCall(defineSpec<unknown>()({ path: '/test/slow', access: 'public', payload: unknown() }), {
  rules: () => ({}),
  handle: async (ctx) => {
    await sql`select pg_sleep(1.5)`.execute(ctx.deps.db);
    return { data: 'finished' };
  },
});

describe.skipIf(!TEST_DATABASE_URL)('stopping the server', () => {
  it('drains: refuses new connections, finishes calls in flight, answers health 503, then closes', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    const config = loadConfig({ APP_MODE: 'local', DATABASE_URL: scratch.url, PORT: String(PORT), HOST: '127.0.0.1' });
    const log = memoryLogger();
    // An empty build folder: this test needs no static files.
    const distDir = mkdtempSync(join(tmpdir(), 'coinvault-dist-'));
    const running = await startServer(config, log, { distDir, serve, extraCalls: [slow] });
    try {
      const sealed = await sealRequest(config.transportKey, '/test/slow', {});
      const inFlight = fetch(`http://127.0.0.1:${PORT}/api/test/slow`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(sealed),
      });
      await new Promise((r) => setTimeout(r, 400));
      const stopped = running.stop();
      await new Promise((r) => setTimeout(r, 100));

      const health = await running.app.request('/api/ready');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'error', server: 'stopping' });
      await expect(fetch(`http://127.0.0.1:${PORT}/api/health`)).rejects.toThrow();

      const res = await inFlight;
      expect(res.status).toBe(200);
      expect(res.headers.get('connection')).toBe('close');
      expect(await openAnswer(config.transportKey, '/test/slow', sealed.nonce, await res.json())).toMatchObject({
        data: 'finished',
      });
      await stopped;
      await expect(sql`select 1`.execute(running.deps.db)).rejects.toThrow();
      expect(log.lines.map((l) => l.msg)).toContain('stopped');
    } finally {
      await running.stop();
      await scratch.drop();
    }
  }, 120_000);

  it('answers a call sent on a kept-alive connection during the drain with 503, not a reset', async () => {
    const scratch = await createScratchDatabase(TEST_DATABASE_URL!);
    const config = loadConfig({
      APP_MODE: 'local',
      DATABASE_URL: scratch.url,
      PORT: String(KEEP_ALIVE_PORT),
      HOST: '127.0.0.1',
    });
    const distDir = mkdtempSync(join(tmpdir(), 'coinvault-dist-'));
    const running = await startServer(config, memoryLogger(), { distDir, serve, extraCalls: [slow] });
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    const other = new Agent({ keepAlive: false });
    try {
      // One connection, kept open by the client between calls.
      expect((await send(kept, KEEP_ALIVE_PORT, 'GET', '/api/health/live')).status).toBe(200);
      // A call in flight on another connection, so the drain lasts while it runs.
      const sealed = await sealRequest(config.transportKey, '/test/slow', {});
      const inFlight = send(other, KEEP_ALIVE_PORT, 'POST', '/api/test/slow', JSON.stringify(sealed));
      await new Promise((r) => setTimeout(r, 400));
      const stopped = running.stop();
      await new Promise((r) => setTimeout(r, 300));

      const call = await sealRequest(config.transportKey, '/test/slow', {});
      const refused = await send(kept, KEEP_ALIVE_PORT, 'POST', '/api/test/slow', JSON.stringify(call));
      expect(refused.reused).toBe(true);
      expect(refused.status).toBe(503);
      expect(refused.headers.connection).toBe('close');
      expect(refused.headers['retry-after']).toBe('1');

      const finished = await inFlight;
      expect(finished.status).toBe(200);
      expect(finished.headers.connection).toBe('close');
      await stopped;
    } finally {
      kept.destroy();
      other.destroy();
      await running.stop();
      await scratch.drop();
    }
  }, 120_000);
});
