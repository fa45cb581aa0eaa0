import { describe, expect, it } from 'vitest';
import { READY_PROBE_REUSE_MS } from '../../http/health.js';
import { createTestEnv } from '../../test/harness.js';

describe('GET /api/ready and /api/health/live', () => {
  it('are separate: readiness follows the database, liveness only the process', async () => {
    const env = await createTestEnv();
    expect((await env.app.request('/api/ready')).status).toBe(200);
    await env.close();
    // Past the second a probe's outcome answers for (decision 352).
    env.deps.clock.advance(READY_PROBE_REUSE_MS);
    const ready = await env.app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'error', database: 'down' });
    expect((await env.app.request('/api/health/live')).status).toBe(200);
  });
});
