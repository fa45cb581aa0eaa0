/**
 * Listing, renaming and removing a customer's passkeys; another customer's id is not found. A staff
 * member's last passkey is not removed (decision 321).
 */
import { CALLS } from '../../../../contract/calls/index.js';
import { PASSKEY_MESSAGES, type PasskeyView } from '../../../../contract/passkeys.js';
import type { Database } from '../../../db/index.js';
import { defineCall } from '../../../http/call.js';
import { ApiError } from '../../../http/errors.js';
import { sendSecurityAlert } from '../security-alerts.js';
import { refuseStaffFactorLoss } from '../staff-factors.js';
import { passkeyDetail, passkeyName, requirePasswordAndCode, signedInUser } from './gate.js';
import { toPasskeyView } from './store.js';

async function countPasskeys(db: Database, userId: string): Promise<number> {
  const row = await db
    .selectFrom('passkeys')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const notFound = () =>
  new ApiError('NOT_FOUND', PASSKEY_MESSAGES.notFound, { errors: { id: PASSKEY_MESSAGES.notFound } });

export const listPasskeys = defineCall(CALLS.listPasskeys, {
  async handle(ctx): Promise<{ data: PasskeyView[] }> {
    const user = await signedInUser(ctx);
    const rows = await ctx.deps.db
      .selectFrom('passkeys')
      .selectAll()
      .where('user_id', '=', user.id)
      .orderBy('created_at')
      .execute();
    return { data: rows.map(toPasskeyView) };
  },
});

export const renamePasskey = defineCall(CALLS.renamePasskey, {
  rules(p) {
    return { id: p.id, name: passkeyName(p.name) };
  },
  async handle(ctx, p): Promise<{ message: string; data: PasskeyView }> {
    const user = await signedInUser(ctx);
    const row = await ctx.deps.db
      .updateTable('passkeys')
      .set({ name: p.name })
      .where('id', '=', p.id)
      .where('user_id', '=', user.id)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw notFound();
    return { message: PASSKEY_MESSAGES.renamed, data: toPasskeyView(row) };
  },
});

export const removePasskey = defineCall(CALLS.removePasskey, {
  async handle(ctx, p): Promise<{ message: string }> {
    const { deps } = ctx;
    const user = await signedInUser(ctx);
    // Not found is answered before the password is asked, so a wrong id spends no password try.
    const owned = await deps.db
      .selectFrom('passkeys')
      .select('id')
      .where('id', '=', p.id)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!owned) throw notFound();
    // A staff member keeps their last passkey (decision 321): refused before the password is asked.
    const theirs = await countPasskeys(deps.db, user.id);
    if (theirs <= 1) refuseStaffFactorLoss(user.role, 'last-passkey');
    await requirePasswordAndCode(ctx, p, 'passkey.remove');
    const removed = await deps.db.transaction().execute(async (trx) => {
      // The count again under the account's lock: two removals at once cannot take the last two.
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
      if ((await countPasskeys(trx, user.id)) <= 1) refuseStaffFactorLoss(user.role, 'last-passkey');
      return trx
        .deleteFrom('passkeys')
        .where('id', '=', p.id)
        .where('user_id', '=', user.id)
        .returning('name')
        .executeTakeFirst();
    });
    if (!removed) throw notFound();
    await sendSecurityAlert(deps, user, {
      kind: 'passkey_removed',
      origin: { ip: ctx.ip, userAgent: ctx.userAgent },
      detail: passkeyDetail(removed.name),
    });
    return { message: PASSKEY_MESSAGES.removed };
  },
});
