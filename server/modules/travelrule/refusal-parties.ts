/**
 * Who a refused or unanswered Travel Rule withdrawal was for (issue 43, item 17): the beneficiary
 * the customer named and the receiving provider, for the case screen (decision 421). Read from
 * the answers sealed with the withdrawal and the record sealed when it was made (decision 303):
 * the provider's legal name as the record sent it, else as the directory lists it.
 */
import type { CaseTravelRule } from '../../../contract/cases.js';
import type { Database } from '../../db/index.js';
import { directoryEntry } from './directory.js';
import { providerNameOf } from './ivms.js';
import { answersOf, openWithdrawalRecords } from './withdrawal-records.js';

/** The parties of the customer's withdrawal made under `idempotencyKey`, or null without one. */
export async function refusalParties(
  db: Database,
  key: Uint8Array,
  customerId: string,
  idempotencyKey: string,
): Promise<CaseTravelRule | null> {
  const w = await db
    .selectFrom('withdrawals as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['w.id', 'w.beneficiary', 'w.travel_rule_reason', 'u.first_name', 'u.last_name'])
    .where('w.user_id', '=', customerId)
    .where('w.idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!w) return null;
  const answers = answersOf(key, w.id, w.beneficiary);
  const kept = (await openWithdrawalRecords(db, key, [w.id])).get(w.id);
  // Ids are unique across modes; the local directory also names the sandbox counterparty.
  const listed = answers?.providerId ? directoryEntry('local', answers.providerId) : undefined;
  const provider =
    providerNameOf(kept?.record.IVMS101, 'beneficiaryVASP') ?? (listed ? `${listed.name} (${listed.legalName})` : null);
  const own = answers?.owner === 'self';
  return {
    withdrawalId: w.id,
    beneficiary: own ? `${w.first_name} ${w.last_name}`.trim() : (answers?.name ?? null),
    ownWallet: own,
    provider: answers?.wallet === 'provider' ? (provider ?? 'not listed') : null,
    selfHosted: answers?.wallet === 'self_hosted',
    reason: w.travel_rule_reason,
  };
}
