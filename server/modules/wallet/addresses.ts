/**
 * Deposit addresses: one per customer and route, derived from the master seed at an index unique
 * within the route's address family (so no two routes or customers ever share an address), and
 * stored, so that the same request always answers the same address.
 */
import type { PaymentRoute } from '../../../contract/routes.js';
import type { AppDeps } from '../../deps.js';
import { addressDeriver, schemeForChain } from '../../providers/chain/index.js';
import { inTransaction, pgErrorCode } from '../ledger/index.js';

async function existing(deps: AppDeps, userId: string, routeId: number): Promise<string | undefined> {
  const row = await deps.db
    .selectFrom('deposit_addresses')
    .select('address')
    .where('user_id', '=', userId)
    .where('route_id', '=', routeId)
    .executeTakeFirst();
  return row?.address;
}

export async function depositAddressFor(deps: AppDeps, userId: string, route: PaymentRoute): Promise<string> {
  const found = await existing(deps, userId, route.id);
  if (found) return found;
  const scheme = schemeForChain(route.chain);
  const deriver = addressDeriver(deps.secrets.masterSeed);
  try {
    return await inTransaction(deps.db, async (trx) => {
      const counter = await trx
        .updateTable('derivation_counters')
        .set((eb) => ({ next_index: eb('next_index', '+', 1) }))
        .where('scheme', '=', scheme)
        .returning('next_index')
        .executeTakeFirstOrThrow();
      const index = counter.next_index - 1;
      const address = deriver.address(scheme, index);
      await trx
        .insertInto('deposit_addresses')
        .values({
          user_id: userId,
          route_id: route.id,
          scheme,
          derivation_index: index,
          address,
          created_at: deps.clock.now(),
        })
        .execute();
      return address;
    });
  } catch (e) {
    // Two requests for the same customer and route at once: the other one stored it first.
    if (pgErrorCode(e) === '23505') {
      const now = await existing(deps, userId, route.id);
      if (now) return now;
    }
    throw e;
  }
}

/** The route and customer an address of ours belongs to. */
export async function ownerOfAddress(deps: Pick<AppDeps, 'db'>, address: string) {
  return deps.db
    .selectFrom('deposit_addresses')
    .select(['user_id', 'route_id', 'address'])
    .where('address', '=', address)
    .executeTakeFirst();
}
