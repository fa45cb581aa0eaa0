/**
 * The beneficiary's side of TRP (decision 331): an originating provider asks, before it sends
 * coins to one of our deposit addresses, whether we take them, with the IVMS101 payload. The
 * inquiry comes to a signed address we give each provider we agreed with (as the callback's,
 * decision 295). We answer at once: approved when the address is ours and the payload's
 * beneficiary is its owner by the name-matching rule (decision 249), rejected otherwise. The
 * payload is kept, sealed, for an address of ours whatever the answer: when the deposit arrives
 * it is judged with it as the sandbox's are (decision 274), so a mismatch sent anyway is held
 * for review. A replay of a request-identifier answers the same; with another body, 409.
 */

import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { foldedText, foldsCase } from '../../../contract/addresses/identity.js';
import { routeById } from '../../../contract/routes.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import { namesMatch } from '../../lib/person-names.js';
import { openSecret, sealSecret } from '../../lib/sealed-secret.js';
import { keepUntil } from '../screening/index.js';
import { assetFitsRoute } from './assets.js';
import { directoryEntry } from './directory.js';
import { parseTrpInquiry } from './inquiry-parse.js';
import { beneficiaryNameOf } from './ivms.js';
import { verifiedNameOf } from './records.js';
import { addressSignature, signatureValid } from './signed-address.js';

export const TRP_INQUIRY_PATH = '/api/travel-rule/trp/inquiry/:provider/:signature';
/** TRP's request-identifier: printable, no spaces (a UUID in practice). */
const REQUEST_ID = /^[\x21-\x7e]{1,100}$/;
/** An inquiry travels with a deposit that arrives within this time of it. */
const MATCH_WINDOW_MS = 7 * 24 * 60 * 60_000;

export const REJECTED = {
  unknownAddress: 'The beneficiary address is not an account with this provider.',
  otherAsset: "The asset does not match the beneficiary address's network.",
  nameMismatch: 'The beneficiary name does not match the account holder.',
} as const;

/** The inquiry address to give a provider from the directory. */
export function trpInquiryUrl(deps: Pick<AppDeps, 'config' | 'secrets'>, providerId: string): string {
  const signature = addressSignature(deps.secrets.data, 'trp-inquiry', providerId);
  return `${deps.config.publicUrl}/api/travel-rule/trp/inquiry/${encodeURIComponent(providerId)}/${signature}`;
}

const sealOwner = (id: string) => `trp-inquiry:${id}`;

interface Delivery {
  provider: string;
  signature: string;
  requestIdentifier: string | undefined;
  rawBody: string;
}

type Answer = { approved: { address: string; callback: string } } | { rejected: string };
type Reply = { status: 200; body: Answer } | { status: 400 | 403 | 409 | 413; body: { error: string } };

const answerOf = (r: { outcome: 'approved' | 'rejected'; reason: string | null; address: string }): Answer =>
  // We take no transfer confirmation: the deposit is known by its address and amount.
  r.outcome === 'approved' ? { approved: { address: r.address, callback: '' } } : { rejected: r.reason ?? '' };

/** Our deposit address the payload names, as our chains read it (EVM and bech32 in any case). */
async function depositAddress(db: Database, named: string) {
  return db
    .selectFrom('deposit_addresses')
    .select(['user_id', 'route_id', 'address'])
    .where(foldsCase(named) ? sql<string>`lower(address)` : sql<string>`address`, '=', foldedText(named))
    .executeTakeFirst();
}

async function earlier(db: Database, provider: string, requestId: string, hash: string): Promise<Reply | null> {
  const row = await db
    .selectFrom('trp_inquiries')
    .select(['body_hash', 'outcome', 'reason', 'address'])
    .where('provider_id', '=', provider)
    .where('request_id', '=', requestId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.body_hash !== hash)
    return { status: 409, body: { error: 'request-identifier already used for another inquiry' } };
  return { status: 200, body: answerOf(row) };
}

export async function receiveTrpInquiry(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'secrets' | 'config'>,
  d: Delivery,
): Promise<Reply> {
  const known = directoryEntry(deps.config.mode, d.provider) ? d.provider : null;
  if (!signatureValid(deps.secrets.data, 'trp-inquiry', known, d.signature)) {
    deps.log.warn('travel rule inquiry refused: not signed for this provider');
    return { status: 403, body: { error: 'not an inquiry address of ours' } };
  }
  const provider = known as string;
  const requestId = d.requestIdentifier ?? '';
  if (!REQUEST_ID.test(requestId)) return { status: 400, body: { error: 'request-identifier header needed' } };
  const parsed = parseTrpInquiry(d.rawBody);
  if (!parsed.ok) return { status: parsed.status, body: { error: parsed.error } };
  const hash = createHash('sha256').update(d.rawBody).digest('base64url');
  const replay = await earlier(deps.db, provider, requestId, hash);
  if (replay) return replay;

  const i = parsed.inquiry;
  const ours = await depositAddress(deps.db, i.beneficiaryAddress);
  const route = ours && routeById(ours.route_id);
  // Not ours: nothing to keep, and the same answer to a replay.
  if (!ours || !route) return { status: 200, body: { rejected: REJECTED.unknownAddress } };
  let reason: string | null = null;
  if (!assetFitsRoute(i.asset, route)) reason = REJECTED.otherAsset;
  else {
    const named = beneficiaryNameOf(i.ivms101);
    if (!named || !namesMatch(named, await verifiedNameOf(deps.db, ours.user_id))) reason = REJECTED.nameMismatch;
  }
  const id = randomUUID();
  const now = deps.clock.now();
  const made = await deps.db
    .insertInto('trp_inquiries')
    .values({
      id,
      provider_id: provider,
      request_id: requestId,
      body_hash: hash,
      user_id: ours.user_id,
      route_id: route.id,
      address: ours.address,
      amount: i.amount.toString(),
      outcome: reason ? 'rejected' : 'approved',
      reason,
      payload_sealed: sealSecret(deps.secrets.data, sealOwner(id), JSON.stringify(i.ivms101)),
      received_at: now,
      keep_until: keepUntil(now),
    })
    .onConflict((oc) => oc.columns(['provider_id', 'request_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  // The same request sent twice at once: the first one kept answers both.
  if (!made) return (await earlier(deps.db, provider, requestId, hash)) as Reply;
  return { status: 200, body: answerOf({ outcome: reason ? 'rejected' : 'approved', reason, address: ours.address }) };
}

interface ObservedOutput {
  userId: string;
  routeId: number;
  /** Our address it arrived at. */
  address: string;
  amount: bigint;
  /** route:txid:output */
  reference: string;
  at: Date;
}

/**
 * The payload an inquiry sent ahead of this deposit: the oldest unclaimed inquiry for the same
 * address and exact amount within the window, claimed for this deposit once (a deposit reported
 * again finds its own). Undefined when none came: the deposit is judged without information.
 */
export async function inquiredTravelRule(
  db: Database,
  key: Uint8Array,
  o: ObservedOutput,
): Promise<{ provider: string; payload: unknown } | undefined> {
  const open = (r: { id: string; provider_id: string; payload_sealed: string }) => ({
    provider: r.provider_id,
    payload: JSON.parse(openSecret(key, sealOwner(r.id), r.payload_sealed)) as unknown,
  });
  const claimed = await db
    .selectFrom('trp_inquiries')
    .select(['id', 'provider_id', 'payload_sealed'])
    .where('deposit_ref', '=', o.reference)
    .executeTakeFirst();
  if (claimed) return open(claimed);
  // Two deposits of the same amount at once may race for one inquiry: the loser tries the next.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const next = await db
      .selectFrom('trp_inquiries')
      .select('id')
      .where('user_id', '=', o.userId)
      .where('route_id', '=', o.routeId)
      .where('address', '=', o.address)
      .where('amount', '=', o.amount.toString())
      .where('deposit_ref', 'is', null)
      .where('received_at', '>', new Date(o.at.getTime() - MATCH_WINDOW_MS))
      .where('received_at', '<=', o.at)
      .orderBy('received_at')
      .limit(1)
      .executeTakeFirst();
    if (!next) return undefined;
    const won = await db
      .updateTable('trp_inquiries')
      .set({ deposit_ref: o.reference })
      .where('id', '=', next.id)
      .where('deposit_ref', 'is', null)
      .returning(['id', 'provider_id', 'payload_sealed'])
      .executeTakeFirst();
    if (won) return open(won);
  }
  return undefined;
}
