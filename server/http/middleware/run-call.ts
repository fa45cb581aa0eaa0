/** The last stage: checks the payload and runs the call's handler; its answer is left for the envelope. */
import { createMiddleware } from 'hono/factory';
import type { Answer } from '../../../contract/answers.js';
import { requestLanguage } from '../../../contract/languages.js';
import type { AppDeps } from '../../deps.js';
import type { CallContext } from '../call.js';
import { clientIp } from '../client-ip.js';
import { answerWith, type CallEnv, knownCall } from './context.js';

export function runCall(deps: AppDeps) {
  return createMiddleware<CallEnv>(async (c) => {
    const call = knownCall(c);
    const ctx: CallContext = {
      deps,
      user: c.get('user'),
      ip: clientIp(c, deps.config.trustProxy),
      userAgent: c.req.header('user-agent') ?? '',
      language: requestLanguage(c.req.header('accept-language')),
      requestId: c.get('requestId'),
      idempotencyKey: c.get('idempotencyKey')?.key,
      setHeader: (name, value) => c.header(name, value),
    };
    const refused = c.get('refused');
    if (refused) throw refused;
    const result = await call.handle(ctx, call.parse(c.get('payload')));
    const answer: Answer = { status: 'success' };
    if (result.message !== undefined) answer.message = result.message;
    if (result.data !== undefined) answer.data = result.data;
    answerWith(c, 200, answer);
  });
}
