/**
 * What must hold after any soak or crash, read straight from the database once the server has
 * stopped: the ledger invariants (every currency sums to zero, cached balances equal their entries,
 * no negative balance, holds settled once), and every swap a client saw confirmed is in the ledger.
 */
import { sql } from 'kysely';
import { type Database, openDatabase } from '../../server/db/index.js';
import { acquireDataDirLock } from '../../server/db/lock.js';
import { findInvariantViolations } from '../../server/modules/ledger/index.js';

export interface LedgerCheck {
  violations: string[];
  /** Confirmed quote ids with no swap movement in the ledger. */
  missingSwaps: string[];
  /** Each currency's sum over every account (conservation: all zero). */
  totals: Record<string, string>;
  /** Swap movements in the ledger (at least the confirmed count; more when an answer was lost). */
  swapsInLedger: number;
}

export async function checkLedger(
  target: { dataDir: string; databaseUrl?: string },
  confirmed: string[],
): Promise<LedgerCheck> {
  // The embedded database has one writer at a time: the check takes the same lock as a server.
  const release = target.databaseUrl ? null : await acquireDataDirLock(target.dataDir, 'soak check');
  const opened = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
  try {
    return {
      violations: await findInvariantViolations(opened.db),
      missingSwaps: await missingSwaps(opened.db, confirmed),
      totals: await currencyTotals(opened.db),
      swapsInLedger: await swapCount(opened.db),
    };
  } finally {
    await opened.close();
    await release?.();
  }
}

async function missingSwaps(db: Database, confirmed: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (let i = 0; i < confirmed.length; i += 500) {
    const batch = confirmed.slice(i, i + 500);
    const rows = await db
      .selectFrom('swap_quotes')
      .select('id')
      .where('id', 'in', batch)
      .where('movement_id', 'is not', null)
      .execute();
    const found = new Set(rows.map((r) => String(r.id)));
    for (const id of batch) if (!found.has(id)) missing.push(id);
  }
  return missing;
}

async function currencyTotals(db: Database): Promise<Record<string, string>> {
  const { rows } = await sql<{ currency: string; total: string }>`
    select currency, sum(balance)::text as total from ledger_accounts group by currency order by currency`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.currency, r.total]));
}

async function swapCount(db: Database): Promise<number> {
  const { rows } = await sql<{ n: number | string }>`
    select count(*) as n from ledger_movements where kind = 'swap'`.execute(db);
  return Number(rows[0]?.n ?? 0);
}
