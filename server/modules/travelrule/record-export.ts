/**
 * One transfer's Travel Rule and screening record for an authority's request (decision 276):
 * compliance officers only (the call's access), every export written to the audit trail. The
 * sealed identity fields are opened here and nowhere a customer can reach. The JSON carries the
 * IVMS101 payload as received, or, for a deposit the customer answered, one built from the answer
 * (the sender as originator, the customer as beneficiary). A withdrawal's id exports its record as
 * sealed when it was made (decision 303).
 */
import { base64 } from '@scure/base';
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { CALLS } from '../../../contract/calls/index.js';
import { customerNumberOf } from '../../../contract/customer-number.js';
import { fromUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import type { AppDeps } from '../../deps.js';
import { auditCallerAction } from '../../http/audit.js';
import { defineCall } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { buildRecordPdf } from './record-pdf.js';
import { openRecord } from './records.js';
import { withdrawalRecordExport } from './withdrawal-record-export.js';

export interface Answer {
  owner: 'self' | 'other';
  wallet: 'provider' | 'self_hosted';
  providerName: string | null;
  kind: 'person' | 'business' | null;
  name: string | null;
  address: string | null;
}

const person = (name: string, business: boolean) =>
  business
    ? { legalPerson: { name: { nameIdentifier: [{ legalPersonName: name, legalPersonNameIdentifierType: 'LEGL' }] } } }
    : {
        naturalPerson: {
          name: { nameIdentifier: [{ primaryIdentifier: name, naturalPersonNameIdentifierType: 'LEGL' }] },
        },
      };

/** The IVMS101 shape of what the customer answered: the sender, and the customer as beneficiary. */
export function payloadFromAnswer(a: Answer, customerName: string, customerAddress: string, ourName: string) {
  const sender = a.owner === 'self' ? customerName : (a.name ?? '');
  return {
    originator: {
      originatorPerson: [
        { ...person(sender, a.kind === 'business'), ...(a.address ? { accountNumber: [a.address] } : {}) },
      ],
    },
    beneficiary: { beneficiaryPerson: [{ ...person(customerName, false), accountNumber: [customerAddress] }] },
    ...(a.providerName ? { originatingVASP: person(a.providerName, true) } : {}),
    beneficiaryVASP: person(ourName, true),
    payloadMetadata: { payloadVersion: '101.2023' },
  };
}

export const OUR_NAME = 'CoinVault';

/** The export of one deposit's record, or null when there is no such record. */
async function depositRecordExport(deps: Pick<AppDeps, 'db' | 'secrets'>, recordId: string) {
  const r = await deps.db.selectFrom('transfer_records').selectAll().where('id', '=', recordId).executeTakeFirst();
  if (!r) return null;
  const user = await deps.db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', r.user_id)
    .executeTakeFirstOrThrow();
  const deposit = await deps.db
    .selectFrom('deposits')
    .select('address')
    .where('route_id', '=', r.route_id)
    .where('txid', '=', r.txid)
    .where('output_index', '=', r.output_index)
    .executeTakeFirst();
  const key = deps.secrets.data;
  const answer = r.answer_sealed ? (openRecord(key, r.id, r.answer_sealed) as Answer) : null;
  const customerName = `${user.first_name} ${user.last_name}`.trim();
  const ivms101 = r.payload_sealed
    ? openRecord(key, r.id, r.payload_sealed)
    : answer
      ? payloadFromAnswer(answer, customerName, deposit?.address ?? '', OUR_NAME)
      : null;
  const cases = await deps.db
    .selectFrom('screening_cases')
    .select(['id', 'address', 'source', 'state', 'created_at'])
    .where('direction', '=', 'deposit')
    .where('user_id', '=', r.user_id)
    .where('reference', '=', `${r.route_id}:${r.txid}:${r.output_index}`)
    .execute();
  const amount = fromUnits(BigInt(r.amount), COINS[r.currency as CoinSymbol]?.scale ?? 8);
  const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);
  const transfer = {
    id: r.id,
    direction: r.direction,
    customerNumber: customerNumberOf(r.user_id),
    network: routeById(r.route_id)?.networkName ?? String(r.route_id),
    asset: r.currency,
    amount,
    txid: r.txid,
    outputIndex: r.output_index,
    fromAddress: r.from_address,
    toAddress: deposit?.address ?? null,
    state: r.state,
    originatingProvider: r.provider,
    informationSource: r.payload_sealed
      ? 'received from the originating provider'
      : answer
        ? "customer's answer"
        : 'none',
    customerAnswer: answer,
    screening: cases.map((c) => ({ ...c, created_at: iso(c.created_at) })),
    createdAt: iso(r.created_at),
    answeredAt: iso(r.answered_at),
    keepUntil: iso(r.keep_until),
  };
  const facts: [string, string][] = [
    ['Record', r.id],
    ['Customer number', transfer.customerNumber],
    ['Direction', r.direction],
    ['Asset and amount', `${amount} ${r.currency} on ${transfer.network}`],
    ['Transaction', `${r.txid} (output ${r.output_index})`],
    ['From address', r.from_address ?? 'not named by the chain'],
    ['To address', transfer.toAddress ?? '-'],
    ['State', r.state],
    ['Originating provider', r.provider ?? '-'],
    ['Information source', transfer.informationSource],
    ['Screening cases', cases.length ? cases.map((c) => `${c.source} (${c.state})`).join(', ') : 'none'],
    ['Recorded', transfer.createdAt ?? ''],
    ['Answered', transfer.answeredAt ?? '-'],
    ['Kept until', transfer.keepUntil ?? ''],
  ];
  return { userId: r.user_id, transfer, ivms101, facts };
}

const exportTransferRecord = defineCall(CALLS.exportTransferRecord, {
  async handle(ctx, p) {
    const { deps } = ctx;
    // A deposit's record id, or a withdrawal's id (its record is kept under it, decision 303).
    const r = (await depositRecordExport(deps, p.recordId)) ?? (await withdrawalRecordExport(deps, p.recordId));
    if (!r) throw new ApiError('NOT_FOUND', 'No transfer record has this id.');
    const json = JSON.stringify({ transfer: r.transfer, IVMS101: r.ivms101 }, null, 2);
    const pdf = await buildRecordPdf('Travel Rule record', r.facts, r.ivms101);
    await auditCallerAction(deps.db, ctx, {
      action: 'travel_rule.export',
      subjectId: r.userId,
      details: { recordId: p.recordId },
    });
    const name = `travel-rule-record-${p.recordId}`;
    return {
      data: {
        id: p.recordId,
        json: {
          fileName: `${name}.json`,
          mediaType: 'application/json' as const,
          content: base64.encode(new TextEncoder().encode(json)),
        },
        pdf: { fileName: `${name}.pdf`, mediaType: 'application/pdf' as const, content: base64.encode(pdf) },
      },
    };
  },
});

export const recordExportCalls = [exportTransferRecord];
