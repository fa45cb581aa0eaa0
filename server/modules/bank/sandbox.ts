/**
 * Local mode only: POST /sandbox/bank-accounts/end-hold {email, label} ends the hold of the
 * customer's confirmed bank account with that label now, as if ADDRESS_HOLD_SECONDS had passed.
 * A person trying cash withdrawals, or an end-to-end test whose subject is the payout and not the
 * hold, need not wait it out; the hold's own end by the clock is tested where it is the subject.
 * Answers {ended}: how many accounts it made usable (0 when the hold had already ended); 404 when
 * the customer has no confirmed account of that label.
 */
import type { Hono } from 'hono';
import { fieldMaxLength, textProblem } from '../../../contract/validation/limits.js';
import { normalizeEmail } from '../accounts/index.js';
import type { BankDeps } from './deps.js';

const NONE = 'The customer has no confirmed bank account of that label';
const USAGE = 'Body must be JSON: {email, label} of a confirmed bank account on hold';

async function body(c: { req: { json(): Promise<unknown> } }): Promise<Record<string, unknown>> {
  const b = await c.req.json().catch(() => null);
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

const readable = (v: unknown, field: string): v is string =>
  typeof v === 'string' && v !== '' && textProblem(v, fieldMaxLength(field)) === undefined;

export function registerBankSandbox(app: Hono, deps: Pick<BankDeps, 'db' | 'clock'>): void {
  app.post('/sandbox/bank-accounts/end-hold', async (c) => {
    const { email, label } = await body(c);
    if (!readable(email, 'email') || !readable(label, 'label')) return c.json({ message: USAGE }, 400);
    const now = deps.clock.now();
    const user = await deps.db
      .selectFrom('users')
      .select('id')
      .where('email_normalized', '=', normalizeEmail(email))
      .executeTakeFirst();
    const confirmed = user
      ? await deps.db
          .selectFrom('bank_payees')
          .select('id')
          .where('user_id', '=', user.id)
          .where('label', '=', label)
          .where('confirmed_at', 'is not', null)
          .execute()
      : [];
    if (confirmed.length === 0) return c.json({ message: NONE }, 404);
    const ended = await deps.db
      .updateTable('bank_payees')
      .set({ usable_at: now })
      .where(
        'id',
        'in',
        confirmed.map((p) => p.id),
      )
      .where('usable_at', '>', now)
      .executeTakeFirst();
    return c.json({ ended: Number(ended.numUpdatedRows) });
  });
}
