import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { memoryLogger } from '../log.js';
import { postNotification, tryAgainLater } from './notification-route.js';

it('hands the raw body to the handler and answers its JSON, never cached', async () => {
  const app = new Hono();
  postNotification(app, '/hook', async (c, rawBody) => ({
    status: 401,
    body: { got: rawBody, sig: c.req.header('x-signature') ?? null },
  }));
  const res = await app.request('/hook', { method: 'POST', body: '{"a": 1}', headers: { 'x-signature': 's' } });
  expect(res.status).toBe(401);
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(await res.json()).toEqual({ got: '{"a": 1}', sig: 's' });
});

it('answers 503 for a notification that could not be applied, and logs which and why', () => {
  const log = memoryLogger();
  const answer = tryAgainLater(log, 'bank notification', { eventId: 'ev-1' }, new TypeError('boom'));
  expect(answer).toEqual({ status: 503, body: { status: 'error', message: 'Try again later' } });
  expect(log.lines).toEqual([
    expect.objectContaining({
      msg: 'bank notification could not be applied',
      eventId: 'ev-1',
      error: 'TypeError: boom',
    }),
  ]);
});
