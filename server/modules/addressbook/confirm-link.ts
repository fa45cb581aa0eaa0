/**
 * A saved destination's life after it is added, the same for both kinds of the address book
 * (decisions 134 and 243): crypto addresses (`address_book`) and bank accounts (`bank_payees`).
 * Confirming from the emailed link claims the token in one statement, so two clicks confirm once;
 * an account no longer active confirms nothing; a refusal says whether the link was used, expired
 * or never valid. The destination is usable after the address book's hold. Removing takes effect
 * at once, for the customer's own entries only.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/index.js';
import { writeAudit } from '../../http/audit.js';
import { type CallContext, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { alertTokenHash } from '../accounts/index.js';
import { addressHoldMs } from './settings.js';

/** How long the emailed confirmation link works. */
const CONFIRM_LINK_TTL_MS = 24 * 3_600_000;

/** The table each kind of saved destination is kept in; its audit actions are named after it. */
type SavedTable = 'address_book' | 'bank_payees';

interface LinkMessages {
  linkUsed: string;
  linkExpired: string;
  linkInvalid: string;
}

/**
 * A new destination's confirmation link: the token to email (only its hash is kept) and the
 * columns of the row that wait for it.
 */
export function newConfirmLink(now: Date) {
  const token = randomBytes(32).toString('base64url');
  return {
    token,
    columns: {
      created_at: now,
      confirm_token_hash: alertTokenHash(token),
      confirm_expires_at: new Date(now.getTime() + CONFIRM_LINK_TTL_MS),
      confirmed_at: null,
      usable_at: null,
    },
  };
}

/** The emailed link to the app's confirmation page; the token is in the fragment, so it never reaches a server log or a Referer header. */
export function confirmLinkUrl(publicUrl: string, page: string, token: string): string {
  return `${publicUrl}/${page}#${token}`;
}

async function claimConfirmLink(
  db: Database,
  table: SavedTable,
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

/** Confirms the destination the emailed token names; usable once the hold has passed. */
export async function confirmSavedDestination(
  ctx: CallContext,
  table: SavedTable,
  token: string,
  messages: LinkMessages & { confirmed: string },
): Promise<{ message: string; label: string; usableAt: Date }> {
  const { deps } = ctx;
  const now = deps.clock.now();
  const usableAt = new Date(now.getTime() + addressHoldMs(deps.config));
  const claimed = await claimConfirmLink(deps.db, table, alertTokenHash(token), now, usableAt, messages);
  await writeAudit(deps.db, now, {
    actorId: claimed.user_id,
    actorRole: 'user',
    action: `${table}.confirm`,
    outcome: 'allowed',
    ip: ctx.ip,
  });
  return { message: messages.confirmed, label: claimed.label, usableAt };
}

/** Removes one of the signed-in customer's saved destinations; another's, or none, is NOT_FOUND. */
export async function removeSavedDestination(
  ctx: CallContext,
  table: SavedTable,
  id: string,
  messages: { notFound: string; removed: string },
): Promise<{ message: string }> {
  const removed = await ctx.deps.db
    .deleteFrom(table as 'address_book')
    .where('id', '=', id)
    .where('user_id', '=', requireUser(ctx).id)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) !== 1) throw new ApiError('NOT_FOUND', messages.notFound);
  return { message: messages.removed };
}
