/**
 * Deposits' Travel Rule records (decisions 274 and 275). Before a deposit is credited its
 * information is judged: a valid IVMS101 payload whose beneficiary is the customer (decision 249)
 * is matched; any other payload holds the deposit uncredited for review; no payload credits it
 * with its amount held from withdrawal until the customer says who sent it. The payload and the
 * customer's answer are identity data: sealed (AES-256-GCM, @noble/ciphers) under the data key,
 * the record's id as associated data so a sealed field cannot be moved to another record.
 */
import { randomUUID } from 'node:crypto';
import type { IVMS101 } from 'ivms101';
import type { PaymentRoute } from '../../../contract/routes.js';
import type { Database } from '../../db/index.js';
import { namesMatch } from '../../lib/person-names.js';
import { openSecret, sealSecret } from '../../lib/sealed-secret.js';
import { keepUntil } from '../screening/index.js';
import { beneficiaryNameOf, IvmsInvalid, validIvms } from './ivms.js';
import type { TransferRecordState } from './tables.js';

/** The Travel Rule information that came with a deposit: the payload, and who sent it. */
interface InboundTravelRule {
  /** The originating provider's id as its protocol names it. */
  provider: string;
  payload: unknown;
}

interface OriginJudgement {
  state: Extract<TransferRecordState, 'matched' | 'held' | 'information_needed'>;
  payload: IVMS101 | null;
  provider: string | null;
  /** Held: why, in staff words (the customer is told only "under review"). */
  reason: string | null;
}

const sealOwner = (id: string) => `transfer-record:${id}`;
export const sealRecord = (key: Uint8Array, id: string, value: unknown) =>
  sealSecret(key, sealOwner(id), JSON.stringify(value));
export const openRecord = (key: Uint8Array, id: string, sealed: string): unknown =>
  JSON.parse(openSecret(key, sealOwner(id), sealed));

/** The customer's verified name, as the identity check approved it. */
export async function verifiedNameOf(db: Database, userId: string): Promise<string> {
  const u = await db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return `${u.first_name} ${u.last_name}`.trim();
}

function providerNameOf(p: IVMS101, fallback: string): string {
  const legal = p.originatingVASP?.legalPerson?.name.nameIdentifier.find(
    (n) => n.legalPersonNameIdentifierType === 'LEGL',
  );
  return (legal?.legalPersonName ?? fallback).slice(0, 100);
}

/** What a deposit's information says, before anything is credited. */
export async function judgeDepositOrigin(
  db: Database,
  userId: string,
  inbound: InboundTravelRule | undefined,
): Promise<OriginJudgement> {
  if (!inbound) return { state: 'information_needed', payload: null, provider: null, reason: null };
  const provider = inbound.provider.replace(/\p{Cc}/gu, '').slice(0, 100) || null;
  let payload: IVMS101;
  try {
    payload = validIvms(inbound.payload);
  } catch (e) {
    if (!(e instanceof IvmsInvalid)) throw e;
    return { state: 'held', payload: null, provider, reason: `Travel Rule payload not valid: ${e.reason}` };
  }
  const named = beneficiaryNameOf(payload);
  const ours = await verifiedNameOf(db, userId);
  const who = providerNameOf(payload, provider ?? '');
  if (named && namesMatch(named, ours)) return { state: 'matched', payload, provider: who, reason: null };
  return { state: 'held', payload, provider: who, reason: 'Travel Rule beneficiary name does not match the customer' };
}

interface DepositRecord {
  userId: string;
  route: PaymentRoute;
  txid: string;
  outputIndex: number;
  amount: bigint;
  from: string | null;
  value: { EUR: string; AUD: string } | null;
  judgement: OriginJudgement;
  at: Date;
}

/** Records a deposit's Travel Rule state once per output; a report again changes nothing. */
export async function recordDepositOrigin(db: Database, key: Uint8Array, r: DepositRecord): Promise<void> {
  const id = randomUUID();
  await db
    .insertInto('transfer_records')
    .values({
      id,
      user_id: r.userId,
      direction: 'deposit',
      route_id: r.route.id,
      txid: r.txid,
      output_index: r.outputIndex,
      currency: r.route.currency,
      amount: r.amount.toString(),
      from_address: r.from,
      value_eur: r.value?.EUR ?? null,
      value_aud: r.value?.AUD ?? null,
      state: r.judgement.state,
      provider: r.judgement.provider,
      payload_sealed: r.judgement.payload ? sealRecord(key, id, r.judgement.payload) : null,
      answer_sealed: null,
      created_at: r.at,
      answered_at: null,
      keep_until: keepUntil(r.at),
    })
    .onConflict((oc) => oc.columns(['route_id', 'txid', 'output_index']).doNothing())
    .execute();
}

/**
 * A held deposit's record follows compliance's decision (decision 304): released (credited) or
 * returned (left for its sender). Only a held record moves, so a second decision changes nothing.
 */
export async function decideHeldDepositRecord(
  db: Database,
  output: { routeId: number; txid: string; outputIndex: number },
  state: 'released' | 'returned',
): Promise<void> {
  await db
    .updateTable('transfer_records')
    .set({ state })
    .where('route_id', '=', output.routeId)
    .where('txid', '=', output.txid)
    .where('output_index', '=', output.outputIndex)
    .where('state', '=', 'held')
    .execute();
}

/**
 * Ends the hold on a deposit whose origin compliance reviewed and released (decision 368): its
 * record leaves `review`, once. False when it was not in review (already decided).
 */
export async function releaseReviewedOrigin(
  db: Database,
  output: { routeId: number; txid: string; outputIndex: number },
): Promise<boolean> {
  const moved = await db
    .updateTable('transfer_records')
    .set({ state: 'released' })
    .where('route_id', '=', output.routeId)
    .where('txid', '=', output.txid)
    .where('output_index', '=', output.outputIndex)
    .where('state', '=', 'review')
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** Whether the deposit's origin waits for compliance's review (decision 368). */
export async function originInReview(
  db: Database,
  output: { routeId: number; txid: string; outputIndex: number },
): Promise<boolean> {
  const row = await db
    .selectFrom('transfer_records')
    .select('id')
    .where('route_id', '=', output.routeId)
    .where('txid', '=', output.txid)
    .where('output_index', '=', output.outputIndex)
    .where('state', '=', 'review')
    .executeTakeFirst();
  return row !== undefined;
}
