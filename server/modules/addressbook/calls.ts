/**
 * The address-book calls (decision 134): list, add (password and 2FA, emailed confirmation link,
 * security alert), confirm from the link (usable after the hold), remove at once, and the
 * allowlist-only switch (on at once, off after the hold).
 */
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import { ADDRESS_BOOK_MAX, ADDRESS_BOOK_MESSAGES as M } from '../../../contract/address-book.js';
import { isValidAddressForRoute } from '../../../contract/addresses/index.js';
import { CALLS } from '../../../contract/calls/index.js';
import { WITHDRAW_MESSAGES } from '../../../contract/exchange.js';
import type { PaymentRoute } from '../../../contract/routes.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import { writeAudit } from '../../http/audit.js';
import { defineCall, requireUser } from '../../http/call.js';
import { ApiError, validationError } from '../../http/errors.js';
import { refuseUnoffered, sendAccountNotice, sendSecurityAlert } from '../accounts/index.js';
import { confirmLinkUrl, confirmSavedDestination, newConfirmLink, removeSavedDestination } from './confirm-link.js';
import { addressBookOf, allowlistState, entryView, readAllowlist, savedEntryFor } from './entries.js';
import { requirePasswordAndCode } from './gate.js';
import { confirmAddressMail } from './mail.js';
import { addressHoldMs } from './settings.js';

/**
 * Inserts `row` within the cap. The customer's row is locked first, so adds in parallel count in
 * turn and cannot pass the cap together, nor save two spellings of one destination together; the
 * same text added twice at once meets the unique entry too, which lets one through.
 */
async function claimEntry(
  db: Database,
  route: PaymentRoute,
  row: Insertable<DB['address_book']>,
  taken: () => Error,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', row.user_id).forUpdate().executeTakeFirstOrThrow();
    if (await savedEntryFor(trx, row.user_id, route, row.address)) throw taken();
    const { n } = await trx
      .selectFrom('address_book')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', row.user_id)
      .executeTakeFirstOrThrow();
    if (Number(n) >= ADDRESS_BOOK_MAX) throw validationError({ address: M.full });
    const inserted = await trx
      .insertInto('address_book')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'route_id', 'address']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) throw taken();
  });
}

export const getAddressBook = defineCall(CALLS.getAddressBook, {
  async handle(ctx) {
    return { data: await addressBookOf(ctx.deps, requireUser(ctx).id) };
  },
});

export const addAddress = defineCall(CALLS.addAddress, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const userId = requireUser(ctx).id;
    // A switched-off network may still be saved: withdrawals check the route themselves.
    const route = p.paymentRouteId;
    await refuseUnoffered(deps, userId, [route.currency]);
    if (!isValidAddressForRoute(route, p.address))
      throw new ApiError('INVALID_ADDRESS', WITHDRAW_MESSAGES.invalidAddress(route.currency), {
        errors: { address: WITHDRAW_MESSAGES.invalidAddress(route.currency) },
      });
    const taken = () => validationError({ address: M.duplicate });
    // Another spelling of a saved destination is the same entry (decision 343).
    if (await savedEntryFor(deps.db, userId, route, p.address)) throw taken();
    const user = await requirePasswordAndCode(ctx, p, 'address_book.add');

    const now = deps.clock.now();
    const { token, columns } = newConfirmLink(now);
    const row = {
      id: randomUUID(),
      user_id: userId,
      route_id: route.id,
      address: p.address,
      label: p.label,
      ...columns,
      beneficiary_owner: null,
      beneficiary_wallet: null,
      beneficiary_provider_id: null,
      beneficiary_kind: null,
      beneficiary_name: null,
    };
    await claimEntry(deps.db, route, row, taken);
    await writeAudit(deps.db, now, {
      actorId: userId,
      actorRole: 'user',
      action: 'address_book.add',
      outcome: 'allowed',
      ip: ctx.ip,
      details: { routeId: route.id },
    });
    const mail = confirmAddressMail({
      label: p.label,
      address: p.address,
      networkName: route.networkName,
      currency: route.currency,
      url: confirmLinkUrl(deps.config.publicUrl, 'address-book/confirm', token),
      holdSeconds: addressHoldMs(deps.config) / 1000,
    });
    await sendAccountNotice(deps, user.email, mail);
    await sendSecurityAlert(deps, user, {
      kind: 'address_added',
      origin: { ip: ctx.ip, userAgent: ctx.userAgent },
      detail: {
        kind: 'address',
        label: p.label,
        address: p.address,
        currency: route.currency,
        network: route.networkName,
      },
    });
    return { message: M.added, data: { address: entryView(row, now, deps.secrets.data) } };
  },
});

export const confirmAddress = defineCall(CALLS.confirmAddress, {
  async handle(ctx, p) {
    const done = await confirmSavedDestination(ctx, 'address_book', p.token, M);
    return { message: done.message, data: { label: done.label, usableAt: done.usableAt.toISOString() } };
  },
});

export const removeAddress = defineCall(CALLS.removeAddress, {
  handle: (ctx, p) => removeSavedDestination(ctx, 'address_book', p.id, M),
});

export const setAllowlistOnly = defineCall(CALLS.setAllowlistOnly, {
  async handle(ctx, p) {
    const { deps } = ctx;
    const userId = requireUser(ctx).id;
    const now = deps.clock.now();
    if (p.enabled) {
      // Stricter at once, whatever was pending.
      await deps.db
        .updateTable('users')
        .set({ allowlist_only: true, allowlist_off_at: null })
        .where('id', '=', userId)
        .execute();
      return { message: M.allowlistOn, data: await addressBookOf(deps, userId) };
    }
    const state = allowlistState(await readAllowlist(deps.db, userId), now);
    if (state === 'off') return { message: M.allowlistAlreadyOff, data: await addressBookOf(deps, userId) };
    if (state === 'on') {
      const user = await requirePasswordAndCode(ctx, p, 'address_book.allowlist_off');
      const offAt = new Date(now.getTime() + addressHoldMs(deps.config));
      // Only a switch still on is moved: a second request never pushes the time back.
      const moved = await deps.db
        .updateTable('users')
        .set({ allowlist_off_at: offAt })
        .where('id', '=', userId)
        .where('allowlist_off_at', 'is', null)
        .executeTakeFirst();
      // The hold is the customer's time to answer 'This wasn't me' before the switch-off counts.
      if (Number(moved.numUpdatedRows) === 1)
        await sendSecurityAlert(deps, user, {
          kind: 'allowlist_off',
          origin: { ip: ctx.ip, userAgent: ctx.userAgent },
          detail: { kind: 'takes_effect', at: offAt },
        });
      await writeAudit(deps.db, now, {
        actorId: userId,
        actorRole: 'user',
        action: 'address_book.allowlist_off',
        outcome: 'allowed',
        ip: ctx.ip,
      });
    }
    return { message: M.allowlistTurningOff, data: await addressBookOf(deps, userId) };
  },
});
