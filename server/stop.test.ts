/**
 * Stopping (SIGTERM): no new connections, calls in flight finish, health says 503 meanwhile, then
 * the background jobs and the database stop.
 */

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { sql } from 'kysely';
import { unknown } from 'valibot';
import { describe, expect, it } from 'vitest';
import { defineSpec } from '../contract/calls/define.js';
import { openAnswer, sealRequest } from '../contract/envelope.js';
import { loadConfig } from './config.js';
import { defineCall } from './http/call.js';
import { memoryLogger } from './log.js';
import { createScratchDatabase, TEST_DATABASE_URL } from './modules/ledger/testing.js';
import { startServer } from './start.js';

const PORT = 8204;
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

      const health = await running.app.request('/api/health');
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
});
