import { describe, expect, it } from 'vitest';
import { createTestEnv } from '../test/harness.js';

describe('GET /api/health', () => {
  it('answers 200 while the database answers, 503 once it does not', async () => {
    const env = await createTestEnv();
    const up = await env.app.request('/api/health');
    expect(up.status).toBe(200);
    expect(await up.json()).toEqual({ status: 'ok', database: 'up' });
    expect(up.headers.get('cache-control')).toBe('no-store');
    await env.close();
    const down = await env.app.request('/api/health');
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ status: 'error', database: 'down' });
  });

  it('sends the security headers', async () => {
    const env = await createTestEnv();
    const res = await env.app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    await env.close();
  });
});
