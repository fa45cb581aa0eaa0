/**
 * The Travel Rule records of a period, one page at a time (decision 297): deposits' records
 * (transfer_records, their sealed payload or answer opened here) and withdrawals made under the
 * Travel Rule (the payload sealed when each was made, decision 303), oldest first, with the screening result of each transfer. A page is read
 * with its own queries, so a long period never sits in memory whole.
 */
import { sql } from 'kysely';
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import { fromUnits } from '../../../contract/money.js';
import type { PeriodRecord } from '../../../contract/report-drafts.js';
import { routeById } from '../../../contract/routes.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { keepUntil } from '../screening/index.js';
import { directoryEntry } from './directory.js';
import { providerNameOf } from './ivms.js';
import { type Answer, OUR_NAME, payloadFromAnswer } from './record-export.js';
import { openRecord } from './records.js';
import { answersOf, openWithdrawalRecords, withdrawalSource } from './withdrawal-records.js';

const iso = (d: Date | string) => new Date(d).toISOString();
const units = (amount: string, asset: string) => fromUnits(BigInt(amount), COINS[asset as CoinSymbol]?.scale ?? 8);
const network = (routeId: number) => routeById(routeId)?.networkName ?? String(routeId);

/** What a list of records is narrowed to: a period, a direction, a state; each absent for all. */
interface RecordFilter {
  start?: Date;
  end?: Date;
  direction?: 'deposit' | 'withdrawal';
  state?: string;
}

/** Every record's id and time that the filter keeps: deposits' records and Travel Rule withdrawals. */
function keys(db: Database, f: RecordFilter) {
  let deposits = db.selectFrom('transfer_records').select([sql<string>`'deposit'`.as('direction'), 'id', 'created_at']);
  let withdrawals = db
    .selectFrom('withdrawals')
    .select([sql<string>`'withdrawal'`.as('direction'), 'id', 'created_at'])
    .where('travel_rule_state', 'is not', null);
  if (f.start) {
    deposits = deposits.where('created_at', '>=', f.start);
    withdrawals = withdrawals.where('created_at', '>=', f.start);
  }
  if (f.end) {
    deposits = deposits.where('created_at', '<', f.end);
    withdrawals = withdrawals.where('created_at', '<', f.end);
  }
  if (f.state) {
    deposits = deposits.where('state', '=', f.state as never);
    withdrawals = withdrawals.where('travel_rule_state', '=', f.state as never);
  }
  const both =
    f.direction === 'deposit' ? deposits : f.direction === 'withdrawal' ? withdrawals : deposits.unionAll(withdrawals);
  return db.selectFrom(both.as('k'));
}

export async function countPeriod(db: Database, p: RecordFilter): Promise<number> {
  const row = await keys(db, p)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page, oldest first; records made later only ever come after, so pages stay stable. */
export async function readPeriodPage(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config'>,
  p: RecordFilter,
  page: number,
  size: number,
): Promise<PeriodRecord[]> {
  const { db } = deps;
  const page_ = await keys(db, p)
    .selectAll()
    .orderBy('created_at')
    .orderBy('id')
    .limit(size)
    .offset(page * size)
    .execute();
  return recordsOf(deps, page_);
}

/**
 * One page of the back-office list, newest first, and whether an older page follows. Offsets
 * shift when records arrive between pages; the list is re-read from the top to see them.
 */
export async function readNewestPage(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config'>,
  f: RecordFilter,
  page: number,
  size: number,
): Promise<{ records: PeriodRecord[]; more: boolean }> {
  const rows = await keys(deps.db, f)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(size + 1)
    .offset(page * size)
    .execute();
  return { records: await recordsOf(deps, rows.slice(0, size)), more: rows.length > size };
}

/** The records of the given keys, in their order. */
async function recordsOf(
  deps: Pick<AppDeps, 'db' | 'secrets' | 'config'>,
  page_: readonly { direction: string; id: string }[],
): Promise<PeriodRecord[]> {
  const ids = (d: string) => page_.filter((k) => k.direction === d).map((k) => k.id);
  const [deposits, withdrawals] = await Promise.all([
    depositRecords(deps, ids('deposit')),
    withdrawalRecords(deps, ids('withdrawal')),
  ]);
  const byId = new Map([...deposits, ...withdrawals].map((r) => [r.transfer.id, r]));
  return page_.map((k) => byId.get(k.id)).filter((r): r is PeriodRecord => r !== undefined);
}

async function usersOf(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((u) => [u.id, u]));
}

/** The screening cases of the given transfers, by `user:direction:reference`. */
async function screeningOf(db: Database, refs: readonly { userId: string; direction: string; reference: string }[]) {
  const out = new Map<string, PeriodRecord['screening']['cases']>();
  if (refs.length === 0) return out;
  const rows = await db
    .selectFrom('screening_cases')
    .select(['id', 'user_id', 'direction', 'reference', 'source', 'state', 'address', 'created_at'])
    .where(
      'reference',
      'in',
      refs.map((r) => r.reference),
    )
    .execute();
  for (const c of rows) {
    const key = `${c.user_id}:${c.direction}:${c.reference}`;
    const list = out.get(key) ?? [];
    list.push({ id: c.id, list: c.source, state: c.state, address: c.address, createdAt: iso(c.created_at) });
    out.set(key, list);
  }
  return out;
}

/**
 * A hit is a sanctions list's: a Travel Rule refusal or silence opens its case through the same
 * table (`travel_rule:…`, decision 330), and is listed among the cases without being a hit.
 */
const screening = (cases: PeriodRecord['screening']['cases'] = []): PeriodRecord['screening'] => ({
  result: cases.some((c) => !c.list.startsWith('travel_rule')) ? 'hit' : 'no hit',
  cases,
});

async function depositRecords(deps: Pick<AppDeps, 'db' | 'secrets'>, ids: string[]): Promise<PeriodRecord[]> {
  if (ids.length === 0) return [];
  const { db } = deps;
  const rows = await db
    .selectFrom('transfer_records as r')
    .leftJoin('deposits as d', (j) =>
      j
        .onRef('d.route_id', '=', 'r.route_id')
        .onRef('d.txid', '=', 'r.txid')
        .onRef('d.output_index', '=', 'r.output_index'),
    )
    .selectAll('r')
    .select('d.address as to_address')
    .where('r.id', 'in', ids)
    .execute();
  const users = await usersOf(
    db,
    rows.map((r) => r.user_id),
  );
  const refOf = (r: (typeof rows)[number]) => `${r.route_id}:${r.txid}:${r.output_index}`;
  const hits = await screeningOf(
    db,
    rows.map((r) => ({ userId: r.user_id, direction: 'deposit', reference: refOf(r) })),
  );
  const key = deps.secrets.data;
  return rows.map((r) => {
    const u = users.get(r.user_id);
    const answer = r.answer_sealed ? (openRecord(key, r.id, r.answer_sealed) as Answer) : null;
    const customerName = u ? `${u.first_name} ${u.last_name}`.trim() : '';
    const ivms = r.payload_sealed
      ? openRecord(key, r.id, r.payload_sealed)
      : answer
        ? payloadFromAnswer(answer, customerName, r.to_address ?? '', OUR_NAME)
        : null;
    return {
      transfer: {
        id: r.id,
        direction: 'deposit' as const,
        customerNumber: customerNumberOf(r.user_id),
        network: network(r.route_id),
        asset: r.currency,
        amount: units(r.amount, r.currency),
        valueEur: r.value_eur,
        valueAud: r.value_aud,
        txid: r.txid,
        fromAddress: r.from_address,
        toAddress: r.to_address,
        state: r.state,
        counterpartyProvider: providerNameOf(ivms, 'originatingVASP') ?? r.provider,
        informationSource: r.payload_sealed
          ? 'received from the originating provider'
          : answer
            ? "customer's answer"
            : 'none',
        createdAt: iso(r.created_at),
        keepUntil: iso(r.keep_until),
      },
      screening: screening(hits.get(`${r.user_id}:deposit:${refOf(r)}`)),
      IVMS101: ivms,
    };
  });
}

async function withdrawalRecords(
  deps: Pick<AppDeps, 'db' | 'config' | 'secrets'>,
  ids: string[],
): Promise<PeriodRecord[]> {
  if (ids.length === 0) return [];
  const { db } = deps;
  const rows = await db
    .selectFrom('withdrawals')
    .select([
      'id',
      'user_id',
      'route_id',
      'currency',
      'address',
      'amount',
      'tx_hash',
      'idempotency_key',
      'value_eur',
      'value_aud',
      'beneficiary',
      'travel_rule_state',
      'created_at',
    ])
    .where('id', 'in', ids)
    .execute();
  const sealed = await openWithdrawalRecords(db, deps.secrets.data, ids);
  const hits = await screeningOf(
    db,
    rows.map((r) => ({ userId: r.user_id, direction: 'withdrawal', reference: r.idempotency_key })),
  );
  return rows.map((w) => {
    const answers = answersOf(deps.secrets.data, w.id, w.beneficiary);
    const vasp = answers?.providerId ? directoryEntry(deps.config.mode, answers.providerId) : undefined;
    const kept = sealed.get(w.id);
    return {
      transfer: {
        id: w.id,
        direction: 'withdrawal' as const,
        customerNumber: customerNumberOf(w.user_id),
        network: network(w.route_id),
        asset: w.currency,
        amount: units(w.amount, w.currency),
        valueEur: w.value_eur,
        valueAud: w.value_aud,
        txid: w.tx_hash,
        fromAddress: null,
        toAddress: w.address,
        state: w.travel_rule_state ?? '',
        counterpartyProvider:
          providerNameOf(kept?.record.IVMS101, 'beneficiaryVASP') ??
          (answers?.wallet === 'provider' ? (vasp?.legalName ?? 'not listed') : null),
        informationSource: withdrawalSource(answers, kept !== undefined),
        createdAt: iso(w.created_at),
        keepUntil: iso(kept?.keepUntil ?? keepUntil(new Date(w.created_at))),
      },
      screening: screening(hits.get(`${w.user_id}:withdrawal:${w.idempotency_key}`)),
      // As sealed when the withdrawal was made: never rebuilt from the identity as it is now.
      IVMS101: kept?.record.IVMS101 ?? null,
    };
  });
}
