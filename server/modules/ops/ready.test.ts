import { describe, expect, it } from 'vitest';
import { createTestEnv } from '../../test/harness.js';

describe('GET /api/ready and /api/health/live', () => {
  it('are separate: readiness follows the database, liveness only the process', async () => {
    const env = await createTestEnv();
    expect((await env.app.request('/api/ready')).status).toBe(200);
    await env.close();
    const ready = await env.app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'error', database: 'down' });
    expect((await env.app.request('/api/health/live')).status).toBe(200);
  });
});
