/**
 * Local mode only: POST /sandbox/recurring/run {planId} makes the plan's next slot due now and runs
 * the recurring-buy job once (the end-to-end tests and a developer trying the feature cannot wait
 * a week); POST /sandbox/recurring/card-outcome {outcome} decides what charging the customer's
 * saved card does next ('successful', 'failed' or 'declined'), to try a failing run.
 */
import type { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { SandboxGateway, SavedCardOutcome } from '../../providers/gateway/index.js';
import { runRecurringBuys } from './run.js';

const OUTCOMES: readonly SavedCardOutcome[] = ['successful', 'failed', 'declined'];

async function body(c: { req: { json(): Promise<unknown> } }): Promise<Record<string, unknown>> {
  const b = await c.req.json().catch(() => null);
  return typeof b === 'object' && b !== null && !Array.isArray(b) ? (b as Record<string, unknown>) : {};
}

export function registerRecurringSandbox(
  app: Hono,
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
): void {
  app.post('/sandbox/recurring/run', async (c) => {
    const { planId } = await body(c);
    if (typeof planId !== 'string' || planId.length > 64) return c.json({ message: 'planId is required' }, 400);
    const now = deps.clock.now();
    const made = await deps.db
      .updateTable('recurring_plans')
      .set({ next_run_at: now })
      .where('id', '=', planId)
      .where('status', '=', 'active')
      .executeTakeFirst();
    if (Number(made.numUpdatedRows) === 0) return c.json({ message: 'No active plan with that id' }, 404);
    const ran = await runRecurringBuys(deps, now);
    return c.json({ ran });
  });

  app.post('/sandbox/recurring/card-outcome', async (c) => {
    if (deps.providers.gateway.kind !== 'sandbox') return c.json({ message: 'The sandbox gateway is not in use' }, 404);
    const { email, outcome } = await body(c);
    if (typeof email !== 'string' || email.length > 320 || !OUTCOMES.includes(outcome as SavedCardOutcome))
      return c.json({ message: 'email and outcome (successful, failed or declined) are required' }, 400);
    const card = await deps.db
      .selectFrom('saved_cards')
      .innerJoin('users', 'users.id', 'saved_cards.user_id')
      .select('saved_cards.gateway_token')
      .where('users.email', '=', email.trim().toLowerCase())
      .executeTakeFirst();
    if (!card) return c.json({ message: 'No saved card for that customer' }, 404);
    const gateway = deps.providers.gateway as SandboxGateway;
    await gateway.setCardOutcome(card.gateway_token, outcome as SavedCardOutcome);
    return c.json({ outcome });
  });
}
