/**
 * Local mode only: POST /sandbox/accounts/end-code-wait {email} ends the once-a-minute wait
 * between codes emailed to the address (the five-an-hour count stands), as if the minute had
 * passed. A person trying two withdrawals in a row, or an end-to-end test whose subject is the
 * second withdrawal and not the wait, need not sit it out; the wait itself is tested by the
 * server tests and shown by the confirmation dialog either way. Answers {ended: true}.
 */
import type { Hono } from 'hono';
import { fieldMaxLength, textProblem } from '../../../contract/validation/limits.js';
import type { AppDeps } from '../../deps.js';
import { endCodeSendMinute } from './limits.js';

const USAGE = 'Body must be JSON: {email}';

export function registerAccountsSandbox(app: Hono, deps: Pick<AppDeps, 'db'>): void {
  app.post('/sandbox/accounts/end-code-wait', async (c) => {
    const b = await c.req.json().catch(() => null);
    const email =
      typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as { email?: unknown }).email : undefined;
    if (typeof email !== 'string' || email === '' || textProblem(email, fieldMaxLength('email')) !== undefined)
      return c.json({ message: USAGE }, 400);
    await endCodeSendMinute(deps.db, email);
    return c.json({ ended: true });
  });
}
