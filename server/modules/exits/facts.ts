/**
 * The one place the exit gate's facts are read (decision 347): each customer's freeze, withdrawal
 * pause and undecided compliance cases. The gate reads them for one customer at the moment money
 * would leave; the officers' queue reads the same for the customers it lists (decision 348).
 */
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { restoreAwaitingReconciliation } from '../../db/restores.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { decideExit, EXIT_STOP_REASONS, type ExitFacts, type ExitKind, type ExitVerdict } from './gate.js';

/** What stands against a customer's money leaving, as officers see it. */
interface CustomerStanding {
  frozen: boolean;
  withdrawalsHeldUntil: Date | null;
  /** Compliance cases not closed, oldest first; `kind` is `sanctions_…`, `travel_rule_…` or a monitoring rule. */
  openCases: Array<{ id: number; kind: string }>;
}

/** Each listed customer's standing; a customer not found is missing from the map. */
export async function loadStandings(db: Database, userIds: readonly string[]): Promise<Map<string, CustomerStanding>> {
  const out = new Map<string, CustomerStanding>();
  if (userIds.length === 0) return out;
  const users = await db
    .selectFrom('users')
    .select(['id', 'frozen_at', 'withdrawals_held_until'])
    .where('id', 'in', [...userIds])
    .execute();
  for (const u of users)
    out.set(u.id, {
      frozen: u.frozen_at !== null,
      withdrawalsHeldUntil: u.withdrawals_held_until ? new Date(u.withdrawals_held_until) : null,
      openCases: [],
    });
  const cases = await db
    .selectFrom('compliance_cases')
    .select(['id', 'customer_id', 'kind'])
    .where('customer_id', 'in', [...userIds])
    .where('state', '<>', 'closed')
    .orderBy('id')
    .execute();
  for (const c of cases) out.get(c.customer_id)?.openCases.push({ id: c.id, kind: c.kind });
  return out;
}

/** The gate's facts from a standing; no customer: nothing of theirs may leave. */
function factsOf(s: CustomerStanding | undefined, restoreUnreconciled: boolean): ExitFacts {
  if (!s) return { frozen: true, withdrawalsHeldUntil: null, openSanctionsCases: 0, restoreUnreconciled };
  return {
    restoreUnreconciled,
    frozen: s.frozen,
    withdrawalsHeldUntil: s.withdrawalsHeldUntil,
    // Sanctions hits open cases of kind sanctions_<direction> (migrations 060, 067, 082).
    openSanctionsCases: s.openCases.filter((c) => c.kind.startsWith('sanctions_')).length,
  };
}

/** Whether `kind` may leave for the customer now: the facts read, the rule asked. */
export async function exitVerdict(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  kind: ExitKind,
  userId: string,
): Promise<ExitVerdict> {
  const verdict = (await exitVerdicts(deps, kind, [userId])).get(userId);
  if (!verdict) throw new Error('a verdict is made for every customer asked about');
  return verdict;
}

/**
 * The verdicts for several customers at once (exitVerdict asks for one; the order job for its
 * batch): the facts read in two statements whatever the number of customers, the rule asked for each.
 */
export async function exitVerdicts(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  kind: ExitKind,
  userIds: readonly string[],
): Promise<Map<string, ExitVerdict>> {
  const ids = [...new Set(userIds)];
  const out = new Map<string, ExitVerdict>();
  if (ids.length === 0) return out;
  const standings = await loadStandings(deps.db, ids);
  const restoreUnreconciled = await restoreAwaitingReconciliation({ db: deps.db });
  const now = deps.clock.now();
  for (const id of ids) out.set(id, decideExit(kind, factsOf(standings.get(id), restoreUnreconciled), now));
  return out;
}

/**
 * The same facts as SQL, for a job that reads many customers' waiting work in one bounded statement
 * (the order job's batches): true for a customer a freeze or an open sanctions case stops, so their
 * work does not take a batch's places from others'. A purchase's stops but for the restore, which
 * holds for everyone at once; the gate is still asked for each row read (exitVerdicts).
 */
export function stoppedCustomer(userIdColumn: string): RawBuilder<boolean> {
  const id = sql.ref(userIdColumn);
  return sql<boolean>`(exists (select 1 from users u where u.id = ${id} and u.frozen_at is not null)
    or exists (select 1 from compliance_cases c where c.customer_id = ${id} and c.state <> 'closed'
      and c.kind like 'sanctions\_%'))`;
}

/** For a staff decision that lets money leave: refused (EXIT_STOPPED, 409) with the officer's reason. */
export async function assertExitOpen(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  kind: ExitKind,
  userId: string,
): Promise<void> {
  const verdict = await exitVerdict(deps, kind, userId);
  if (!verdict.go) throw new ApiError('EXIT_STOPPED', EXIT_STOP_REASONS[verdict.stop]);
}
