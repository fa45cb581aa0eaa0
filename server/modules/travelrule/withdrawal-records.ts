/**
 * Withdrawals' Travel Rule records (decision 303). What a withdrawal sent to the receiving
 * provider, or recorded for a self-hosted wallet, is sealed in the withdrawal's own transaction:
 * the IVMS101 payload exactly as built from the verified identity at that moment, the screening
 * result and the proof of the address. The provider's answer is sealed when it comes. The exports
 * read these, so a later change of the customer's name or address never changes what the record
 * says was sent. Sealed as deposits' records are (AES-256-GCM under the data key), with the
 * withdrawal's id as associated data so a sealed record cannot be moved to another withdrawal.
 */
import type { IVMS101 } from 'ivms101';
import { type BeneficiaryAnswers, parseBeneficiary } from '../../../contract/travel-rule.js';
import type { Database } from '../../db/index.js';
import { openIdentity } from '../../lib/sealed-identity.js';
import { openSecret, sealSecret } from '../../lib/sealed-secret.js';
import { keepUntil } from '../screening/index.js';
import { proofOf } from './proofs.js';

/** What was known and sent when the withdrawal was made. */
interface WithdrawalRecord {
  IVMS101: IVMS101;
  /** A withdrawal is made only once its destination screened clear. */
  screening: { result: 'no hit'; screenedAt: string };
  /** The customer's proof of control of the address, when there was one. */
  proof: { scheme: string; provenAt: string } | null;
}

/** The receiving provider's answer, as it came. */
interface ProviderAnswerRecord {
  outcome: 'accepted' | 'refused';
  reason: string | null;
  at: string;
}

const sealOwner = (id: string) => `withdrawal-record:${id}`;
const seal = (key: Uint8Array, id: string, value: unknown) => sealSecret(key, sealOwner(id), JSON.stringify(value));
const open = (key: Uint8Array, id: string, sealed: string): unknown =>
  JSON.parse(openSecret(key, sealOwner(id), sealed));

interface MadeWithdrawal {
  id: string;
  userId: string;
  routeId: number;
  address: string;
  at: Date;
}

/** Seals the withdrawal's record; run in the transaction that makes the withdrawal. */
export async function sealWithdrawalRecord(
  db: Database,
  key: Uint8Array,
  w: MadeWithdrawal,
  payload: IVMS101,
): Promise<void> {
  const proof = await proofOf(db, w.userId, w.routeId, w.address);
  const record: WithdrawalRecord = {
    IVMS101: payload,
    screening: { result: 'no hit', screenedAt: w.at.toISOString() },
    proof: proof ? { scheme: proof.scheme, provenAt: new Date(proof.proven_at).toISOString() } : null,
  };
  await db
    .insertInto('withdrawal_records')
    .values({
      withdrawal_id: w.id,
      user_id: w.userId,
      record_sealed: seal(key, w.id, record),
      answer_sealed: null,
      created_at: w.at,
      answered_at: null,
      keep_until: keepUntil(w.at),
    })
    .execute();
}

/** Seals the provider's answer, once: a second answer never replaces the first. */
export async function sealProviderAnswer(
  db: Database,
  key: Uint8Array,
  id: string,
  answer: { outcome: 'accepted' } | { outcome: 'refused'; reason: string },
  at: Date,
): Promise<void> {
  const record: ProviderAnswerRecord = {
    outcome: answer.outcome,
    reason: answer.outcome === 'refused' ? answer.reason : null,
    at: at.toISOString(),
  };
  await db
    .updateTable('withdrawal_records')
    .set({ answer_sealed: seal(key, id, record), answered_at: at })
    .where('withdrawal_id', '=', id)
    .where('answer_sealed', 'is', null)
    .execute();
}

interface OpenedWithdrawalRecord {
  record: WithdrawalRecord;
  providerAnswer: ProviderAnswerRecord | null;
  keepUntil: Date;
}

/** The sealed records of these withdrawals, opened, by withdrawal id. */
export async function openWithdrawalRecords(
  db: Database,
  key: Uint8Array,
  ids: readonly string[],
): Promise<Map<string, OpenedWithdrawalRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('withdrawal_records').selectAll().where('withdrawal_id', 'in', ids).execute();
  return new Map(
    rows.map((r) => [
      r.withdrawal_id,
      {
        record: open(key, r.withdrawal_id, r.record_sealed) as WithdrawalRecord,
        providerAnswer: r.answer_sealed ? (open(key, r.withdrawal_id, r.answer_sealed) as ProviderAnswerRecord) : null,
        keepUntil: new Date(r.keep_until),
      },
    ]),
  );
}

/** Where a withdrawal's information came from, in an authority's words. */
export function withdrawalSource(answers: BeneficiaryAnswers | null, sealed: boolean): string {
  if (!sealed) return 'not kept: made before withdrawal records were sealed';
  return answers?.wallet === 'provider'
    ? 'sent to the receiving provider, as sealed when the withdrawal was made'
    : 'recorded for a self-hosted wallet, as sealed when the withdrawal was made';
}

/** The answers kept with a withdrawal (sealed, decision 335), or null when there are none or they no longer parse. */
export function answersOf(key: Uint8Array, id: string, stored: string | null): BeneficiaryAnswers | null {
  if (!stored) return null;
  try {
    return parseBeneficiary(JSON.parse(openIdentity(key, { kind: 'withdrawal', id }, stored))).answers ?? null;
  } catch {
    return null;
  }
}
