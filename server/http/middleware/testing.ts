/**
 * For the stages' own tests: a small app of its own that composes stages as pipeline.ts does,
 * the variables earlier stages would have set, and the answer shown as plain JSON.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import type { CallEnv, CallVariables } from './context.js';

/** POST /api/* through `stages`, in order. */
export function stageApp(...stages: MiddlewareHandler<CallEnv>[]): Hono {
  const app = new Hono();
  app.post('/api/*', every(...stages));
  return app;
}

/** Sets what the stages before the one under test would have set. */
export function given(vars: Partial<CallVariables>) {
  return createMiddleware<CallEnv>(async (c, next) => {
    for (const [name, value] of Object.entries(vars)) c.set(name as keyof CallVariables, value as never);
    await next();
  });
}

/** In place of the envelope: the answer the later stages left, as plain JSON with its status. */
export function plainAnswer() {
  return createMiddleware<CallEnv>(async (c, next) => {
    await next();
    const answer = c.get('answer');
    if (answer) return c.json(answer.body, answer.status as 200);
  });
}

/** A last stage: runs `fn` (which may note what it sees, or throw), then answers success. */
export function lastStage(fn: (c: Context<CallEnv>) => unknown = () => {}) {
  return createMiddleware<CallEnv>(async (c) => {
    await fn(c);
    c.set('answer', { status: 200, body: { status: 'success', data: 'ran' } });
  });
}

export function post(app: Hono, path: string, body: unknown = {}, headers: Record<string, string> = {}) {
  return app.request(`/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
