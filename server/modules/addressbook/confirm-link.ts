/**
 * Confirming a saved destination from its emailed link (decisions 134 and 243): the crypto address
 * book and the saved bank accounts share the rule. The token is claimed in one statement, so two
 * clicks confirm once; an account no longer active confirms nothing; a refusal says whether the
 * link was used, expired or never valid. The caller's hold starts at `usableAt`.
 */
import type { Database } from '../../db/index.js';
import { ApiError } from '../../http/errors.js';

interface LinkMessages {
  linkUsed: string;
  linkExpired: string;
  linkInvalid: string;
}

export async function claimConfirmLink(
  db: Database,
  table: 'address_book' | 'bank_payees',
  tokenHash: string,
  now: Date,
  usableAt: Date,
  messages: LinkMessages,
): Promise<{ label: string; user_id: string }> {
  // The two tables share these columns; Kysely types a query over one table at a time.
  const claimed = await db
    .updateTable(table as 'address_book')
    .set({ confirmed_at: now, usable_at: usableAt })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirmed_at', 'is', null)
    .where('confirm_expires_at', '>', now)
    .where('user_id', 'in', db.selectFrom('users').select('id').where('status', '=', 'active'))
    .returning(['label', 'user_id'])
    .executeTakeFirst();
  if (claimed) return claimed;
  const row = await db
    .selectFrom(table as 'address_book')
    .select(['confirmed_at', 'confirm_expires_at'])
    .where('confirm_token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (row?.confirmed_at) throw new ApiError('LINK_INVALID', messages.linkUsed);
  if (row && new Date(row.confirm_expires_at).getTime() <= now.getTime())
    throw new ApiError('LINK_EXPIRED', messages.linkExpired);
  throw new ApiError('LINK_INVALID', messages.linkInvalid);
}
