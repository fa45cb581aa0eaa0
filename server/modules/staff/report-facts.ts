/**
 * Everything a suspicious-matter report draft is built from (decision 296), read from the case
 * and nowhere else: the customer as their identity was verified, the transfers the case is about
 * (the screened transfer, or the ledger movements a monitoring rule named), what opened it, its
 * timeline and the staff notes on the customer.
 */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import type { CaseDetail } from '../../../contract/cases.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import { type LegalRegion, legalRegionOf } from '../../../contract/legal.js';
import { fromUnits } from '../../../contract/money.js';
import { referenceOf } from '../../../contract/references.js';
import { routeById } from '../../../contract/routes.js';
import type { Database } from '../../db/index.js';
import { decimalOfCents } from '../../providers/bank/index.js';
import { customerLegs } from '../ledger/index.js';

export interface ReportTransfer {
  /** The customer's reference (CV-…) or the withdrawal's id; null when nothing moved yet. */
  reference: string | null;
  kind: string;
  direction: 'deposit' | 'withdrawal' | 'other';
  asset: string;
  amount: string;
  /** The value in the region's currency when it was made, when it was recorded. */
  localValue: string | null;
  network: string | null;
  /** The other side's address: where a withdrawal went, where a deposit came from. */
  counterpartyAddress: string | null;
  txid: string | null;
  at: string;
  completed: boolean;
}

export interface ReportFacts {
  region: LegalRegion;
  localCurrency: 'AUD' | 'EUR';
  case: CaseDetail;
  customer: {
    id: string;
    customerNumber: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string | null;
    email: string;
    phone: string | null;
    address: { line: string; city: string; state: string; postcode: string; country: string };
    customerSince: string;
    verification: { status: string; applicantId: string | null; verifiedAt: string | null };
  };
  transfers: ReportTransfer[];
  notes: { at: string; text: string }[];
}

const iso = (d: Date | string) => new Date(d).toISOString();
const units = (amount: string, asset: string) => fromUnits(BigInt(amount), COINS[asset as CoinSymbol]?.scale ?? 8);

export async function reportFacts(db: Database, c: CaseDetail): Promise<ReportFacts> {
  const u = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'first_name',
      'last_name',
      'dob',
      'phone',
      'address',
      'city',
      'state',
      'postal',
      'country_code',
      'currency_code',
      'kyc_status',
      'kyc_applicant_id',
      'created_at',
    ])
    .where('id', '=', c.customerId)
    .executeTakeFirstOrThrow();
  const verified = await db
    .selectFrom('kyc_webhook_events')
    .select('processed_at')
    .where('user_id', '=', u.id)
    .where('resulting_status', '=', 'approved')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const region = legalRegionOf(u.currency_code);
  const localCurrency = region === 'AU' ? 'AUD' : 'EUR';
  const notes = await db
    .selectFrom('staff_notes')
    .select(['created_at', 'text'])
    .where('customer_id', '=', u.id)
    .orderBy('id')
    .limit(50)
    .execute();
  return {
    region,
    localCurrency,
    case: c,
    customer: {
      id: u.id,
      customerNumber: customerNumberOf(u.id),
      firstName: u.first_name,
      lastName: u.last_name,
      dateOfBirth: u.dob,
      email: u.email,
      phone: u.phone,
      address: { line: u.address, city: u.city, state: u.state, postcode: u.postal, country: u.country_code },
      customerSince: iso(u.created_at),
      verification: {
        status: u.kyc_status,
        applicantId: u.kyc_applicant_id,
        verifiedAt: verified?.processed_at ? iso(verified.processed_at) : null,
      },
    },
    transfers: await caseTransfers(db, c, localCurrency),
    notes: notes.map((n) => ({ at: iso(n.created_at), text: n.text })),
  };
}

type CaseOf = Pick<CaseDetail, 'source' | 'facts' | 'customerId'>;

/** The transfers a case is about, valued in `local` when they were made (the case screen shows the first). */
export function caseTransfers(db: Database, c: CaseOf, local: 'AUD' | 'EUR'): Promise<ReportTransfer[]> {
  if (c.source === 'screening') return screenedTransfer(db, c, local);
  if (c.source === 'bank') return returnedBankDeposit(db, c);
  return monitoredTransfers(db, c, local);
}

/** The transfer a screening hit stopped, with the withdrawal or deposit it became, if any. */
async function screenedTransfer(db: Database, c: CaseOf, local: 'AUD' | 'EUR'): Promise<ReportTransfer[]> {
  const s = await db
    .selectFrom('screening_cases')
    .selectAll()
    .where('id', '=', String(c.facts.screeningCaseId ?? ''))
    .executeTakeFirst();
  if (!s) return [];
  const base = {
    kind: s.direction,
    direction: s.direction,
    asset: s.currency,
    amount: units(s.amount, s.currency),
    network: routeById(s.route_id)?.networkName ?? null,
    counterpartyAddress: s.address,
    at: iso(s.created_at),
  };
  if (s.direction === 'withdrawal') {
    const w = await db
      .selectFrom('withdrawals')
      .select(['id', 'state', 'tx_hash', 'value_eur', 'value_aud', 'created_at'])
      .where('user_id', '=', s.user_id)
      .where('idempotency_key', '=', s.reference)
      .executeTakeFirst();
    return [
      {
        ...base,
        reference: w?.id ?? null,
        localValue: (local === 'AUD' ? w?.value_aud : w?.value_eur) ?? null,
        txid: w?.tx_hash ?? null,
        completed: w?.state === 'sent',
        ...(w ? { at: iso(w.created_at) } : {}),
      },
    ];
  }
  const [routeId, txid, output] = s.reference.split(':');
  const r = await db
    .selectFrom('transfer_records')
    .select(['value_eur', 'value_aud'])
    .where('route_id', '=', Number(routeId))
    .where('txid', '=', txid ?? '')
    .where('output_index', '=', Number(output))
    .executeTakeFirst();
  return [
    {
      ...base,
      reference: null,
      localValue: (local === 'AUD' ? r?.value_aud : r?.value_eur) ?? null,
      txid: txid ?? null,
      completed: true,
    },
  ];
}

/** The bank payment returned to its sender (decision 310): in the region's own currency, never credited. */
async function returnedBankDeposit(db: Database, c: CaseOf): Promise<ReportTransfer[]> {
  const d = await db
    .selectFrom('bank_deposits')
    .select(['provider_payment_id', 'currency', 'amount', 'payer_account', 'received_at'])
    .where('id', '=', String(c.facts.bankDepositId ?? ''))
    .executeTakeFirst();
  if (!d) return [];
  const amount = decimalOfCents(BigInt(d.amount));
  return [
    {
      reference: null,
      kind: 'bank_deposit_returned',
      direction: 'deposit',
      asset: d.currency,
      amount,
      localValue: amount,
      network: 'Bank transfer',
      counterpartyAddress: d.payer_account,
      txid: d.provider_payment_id,
      at: iso(d.received_at),
      completed: false,
    },
  ];
}

const DIRECTION: Record<string, ReportTransfer['direction']> = { deposit: 'deposit', withdrawal_hold: 'withdrawal' };

/** The ledger movements a monitoring rule named, the customer's own side of each. */
async function monitoredTransfers(db: Database, c: CaseOf, local: 'AUD' | 'EUR'): Promise<ReportTransfer[]> {
  const ids = (Array.isArray(c.facts.transferIds) ? c.facts.transferIds : [])
    .map(Number)
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, 100);
  if (ids.length === 0) return [];
  const rows = await customerLegs(db, c.customerId)
    .select([
      'm.id',
      'm.kind',
      'm.public_id',
      'm.network',
      'm.sender',
      'm.recipient',
      'm.created_at',
      't.amount',
      't.currency',
    ])
    .where('m.id', 'in', ids)
    .orderBy('m.created_at')
    .orderBy('t.id')
    .execute();
  const seen = new Set<number>();
  const out: ReportTransfer[] = [];
  for (const r of rows) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    const direction = DIRECTION[r.kind] ?? 'other';
    const chain =
      direction === 'deposit' ? await depositChainFacts(db, r.id, local) : await withdrawalChainFacts(db, r.id, local);
    out.push({
      reference: referenceOf(r.public_id),
      kind: r.kind,
      direction,
      asset: r.currency,
      amount: units(r.amount, r.currency),
      localValue: chain.localValue,
      network: r.network,
      counterpartyAddress: chain.address ?? (direction === 'withdrawal' ? r.recipient : r.sender),
      txid: chain.txid,
      at: iso(r.created_at),
      completed: chain.completed,
    });
  }
  return out;
}

interface ChainFacts {
  address: string | null;
  txid: string | null;
  localValue: string | null;
  completed: boolean;
}

/** A deposit movement's transaction and sending address, as its Travel Rule record has them. */
async function depositChainFacts(db: Database, movementId: number, local: 'AUD' | 'EUR'): Promise<ChainFacts> {
  const d = await db
    .selectFrom('deposits as d')
    .leftJoin('transfer_records as r', (j) =>
      j
        .onRef('r.route_id', '=', 'd.route_id')
        .onRef('r.txid', '=', 'd.txid')
        .onRef('r.output_index', '=', 'd.output_index'),
    )
    .select(['d.txid', 'r.from_address', 'r.value_eur', 'r.value_aud'])
    .where('d.movement_id', '=', movementId)
    .executeTakeFirst();
  return {
    address: d?.from_address ?? null,
    txid: d?.txid ?? null,
    localValue: (local === 'AUD' ? d?.value_aud : d?.value_eur) ?? null,
    completed: true,
  };
}

/** A withdrawal hold's withdrawal: where it went, its transaction once sent. */
async function withdrawalChainFacts(db: Database, movementId: number, local: 'AUD' | 'EUR'): Promise<ChainFacts> {
  const w = await db
    .selectFrom('withdrawals')
    .select(['address', 'tx_hash', 'state', 'value_eur', 'value_aud'])
    .where('hold_movement_id', '=', movementId)
    .executeTakeFirst();
  return {
    address: w?.address ?? null,
    txid: w?.tx_hash ?? null,
    localValue: (local === 'AUD' ? w?.value_aud : w?.value_eur) ?? null,
    completed: w ? w.state === 'sent' : true,
  };
}
