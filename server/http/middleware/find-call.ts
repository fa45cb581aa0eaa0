/** The call the path names, if there is one: admission answers an unknown one, once its nonce is recorded. */
import { createMiddleware } from 'hono/factory';
import type { CallDef } from '../call.js';
import type { CallEnv } from './context.js';

export function findCall(calls: CallDef[]) {
  const byPath = new Map(calls.map((d) => [d.path, d]));
  return createMiddleware<CallEnv>(async (c, next) => {
    c.set('call', byPath.get(c.get('path')));
    await next();
  });
}
