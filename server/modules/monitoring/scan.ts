/**
 * Running the rules: for one customer as their transfers happen (after a withdrawal is asked
 * for, a deposit credited, a card buy settled, crypto or cash) and for every recently active customer nightly.
 * A finding is stored once (unique per customer, rule and key). Monitoring never blocks or fails
 * the customer's call: it runs after it, and its own failure is only logged.
 */
import type { AppDeps } from '../../deps.js';
import { DAY_MS } from './facts.js';
import { readCustomerFacts, WATCHED_KINDS } from './read-facts.js';
import { runRules } from './rules/index.js';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'log' | 'config'>;

/** Runs the rules on one customer; returns how many findings were new. */
async function scanCustomer(deps: Deps, userId: string): Promise<number> {
  const facts = await readCustomerFacts(deps.db, userId, deps.clock.now());
  if (!facts) return 0;
  const findings = runRules(facts, {
    ...deps.config.monitoring[facts.region],
    fourEyesWithdrawal: deps.config.staff.fourEyesWithdrawal[facts.region === 'AU' ? 'AUD' : 'EUR'],
  });
  if (findings.length === 0) return 0;
  const inserted = await deps.db
    .insertInto('monitoring_findings')
    .values(
      findings.map((f) => ({
        user_id: userId,
        rule: f.rule,
        key: f.key,
        transfer_ids: JSON.stringify(f.transferIds),
        facts: JSON.stringify(f.facts),
        found_at: facts.now,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'rule', 'key']).doNothing())
    .returning(['rule', 'key'])
    .execute();
  for (const f of inserted) deps.log.info('monitoring finding', { userId, rule: f.rule, key: f.key });
  return inserted.length;
}

const inFlight = new Set<Promise<unknown>>();

/** After a transfer: the rules run on the customer once the call has answered; nothing is awaited or thrown. */
export function watchTransfer(deps: Deps, userId: string): void {
  const run = Promise.resolve()
    .then(() => scanCustomer(deps, userId))
    .catch((e: unknown) => deps.log.error('monitoring failed', { userId, error: (e as Error).message }));
  inFlight.add(run);
  void run.finally(() => inFlight.delete(run));
}

/** Resolves once every monitoring run started so far has ended (tests, shutdown). */
export async function monitoringIdle(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/** Every customer with a transfer in the last day, again: catches what a run at transfer time missed. */
export async function nightlyScan(deps: Deps): Promise<number> {
  const since = new Date(deps.clock.now().getTime() - DAY_MS - 3_600_000);
  const customers = await deps.db
    .selectFrom('ledger_movements')
    .select('user_id')
    .distinct()
    .where('kind', 'in', WATCHED_KINDS)
    .where('created_at', '>', since)
    .where('user_id', 'is not', null)
    .execute();
  let found = 0;
  for (const { user_id } of customers) {
    if (!user_id) continue;
    try {
      found += await scanCustomer(deps, user_id);
    } catch (e) {
      deps.log.error('monitoring failed', { userId: user_id, error: (e as Error).message });
    }
  }
  return found;
}

/** Milliseconds from `now` to the next 02:00 UTC, when the nightly run starts. */
export function untilNight(now: Date): number {
  const next = new Date(now);
  next.setUTCHours(2, 0, 0, 0);
  if (next <= now) next.setTime(next.getTime() + DAY_MS);
  return next.getTime() - now.getTime();
}
