/**
 * Reading the address book: each entry's state on the clock, the allowlist-only switch as it
 * stands now, and the rule withdrawals ask for (decision 134).
 */
import type { Selectable } from 'kysely';
import {
  type AddressBookData,
  type AllowlistState,
  ADDRESS_BOOK_MESSAGES as M,
  type SavedAddress,
} from '../../../contract/address-book.js';
import { sameDestination } from '../../../contract/addresses/identity.js';
import { type PaymentRoute, routeById } from '../../../contract/routes.js';
import { parseBeneficiary } from '../../../contract/travel-rule.js';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { openIdentity } from '../../lib/sealed-identity.js';
import { addressHoldMs } from './settings.js';

type Entry = Selectable<DB['address_book']>;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** An entry as the customer sees it; the beneficiary's name opened from its seal (decision 335). */
export function entryView(e: Entry, now: Date, key: Uint8Array): SavedAddress {
  const route = routeById(e.route_id);
  const usableAt = e.usable_at ? new Date(e.usable_at) : null;
  return {
    id: e.id,
    paymentRouteId: e.route_id,
    currency: route?.currency ?? '',
    networkName: route?.networkName ?? '',
    address: e.address,
    label: e.label,
    state: !usableAt ? 'pending' : usableAt.getTime() > now.getTime() ? 'holding' : 'usable',
    createdAt: new Date(e.created_at).toISOString(),
    confirmedAt: iso(e.confirmed_at),
    usableAt: iso(e.usable_at),
    beneficiary: e.beneficiary_owner
      ? (parseBeneficiary({
          owner: e.beneficiary_owner,
          wallet: e.beneficiary_wallet,
          providerId: e.beneficiary_provider_id,
          kind: e.beneficiary_kind,
          name:
            e.beneficiary_name &&
            openIdentity(
              key,
              { kind: 'address_book', userId: e.user_id, routeId: e.route_id, address: e.address },
              e.beneficiary_name,
            ),
        }).answers ?? null)
      : null,
  };
}

/** The switch as it stands at `now`: a switch-off takes effect at allowlist_off_at. */
export function allowlistState(
  u: { allowlist_only: boolean; allowlist_off_at: Date | string | null },
  now: Date,
): AllowlistState {
  if (!u.allowlist_only) return 'off';
  if (!u.allowlist_off_at) return 'on';
  return new Date(u.allowlist_off_at).getTime() > now.getTime() ? 'turning_off' : 'off';
}

export async function readAllowlist(db: Database, userId: string) {
  return db
    .selectFrom('users')
    .select(['allowlist_only', 'allowlist_off_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

export async function addressBookOf(deps: AppDeps, userId: string): Promise<AddressBookData> {
  const now = deps.clock.now();
  const rows = await deps.db
    .selectFrom('address_book')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('route_id')
    .orderBy('created_at')
    .execute();
  const user = await readAllowlist(deps.db, userId);
  const allowlist = allowlistState(user, now);
  return {
    addresses: rows.map((r) => entryView(r, now, deps.secrets.data)),
    allowlist,
    allowlistOffAt: allowlist === 'turning_off' ? iso(user.allowlist_off_at) : null,
    holdSeconds: addressHoldMs(deps.config) / 1000,
  };
}

/**
 * The customer's entry on the route for the destination `address` names, in whatever spelling it
 * was saved (decision 343): the same account and, on the XRP Ledger, the same destination tag.
 * A book holds at most ADDRESS_BOOK_MAX entries, so they are compared here rather than in SQL.
 */
export async function savedEntryFor(
  db: Pick<Database, 'selectFrom'>,
  userId: string,
  route: Pick<PaymentRoute, 'id' | 'chain'>,
  address: string,
): Promise<Entry | undefined> {
  const rows = await db
    .selectFrom('address_book')
    .selectAll()
    .where('user_id', '=', userId)
    .where('route_id', '=', route.id)
    .orderBy('created_at')
    .execute();
  return rows.find((r) => sameDestination(route.chain, r.address, address));
}

/**
 * Refuses a withdrawal with ADDRESS_NOT_ALLOWED when allowlist-only is on and `address` is not a
 * usable entry of the customer's book for that network, in any spelling of its destination.
 */
export async function assertAddressAllowed(
  deps: AppDeps,
  userId: string,
  routeId: number,
  address: string,
): Promise<void> {
  const now = deps.clock.now();
  if (allowlistState(await readAllowlist(deps.db, userId), now) === 'off') return;
  const route = routeById(routeId);
  const entry = route && (await savedEntryFor(deps.db, userId, route, address));
  const usable = entry?.usable_at && new Date(entry.usable_at).getTime() <= now.getTime();
  if (!usable) throw new ApiError('ADDRESS_NOT_ALLOWED', M.notAllowed, { field: 'cryptoAddress' });
}
