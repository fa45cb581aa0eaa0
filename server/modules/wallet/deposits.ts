/**
 * Crediting deposits the watcher reports: each (route, transaction, output) is credited once, from
 * the world account to the owner of the address, however often it is reported.
 */
import { COINS } from '../../../contract/assets.js';
import { fromUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import type { AppDeps } from '../../deps.js';
import type { ObservedDeposit } from '../../providers/chain/index.js';
import { fiatRatesNow, inTransaction, postMovement, prepareMovement, usdcRatesNow } from '../ledger/index.js';
import { recordMerchantTransaction } from '../merchants/index.js';
import { watchTransfer } from '../monitoring/index.js';
import { DEPOSIT_REVIEW_MAIL, hasCase, screenTransfer } from '../screening/index.js';
import { ownerOfAddress } from './addresses.js';
import { notifyCustomer } from './notify.js';

type DepositOutcome = 'credited' | 'already_credited' | 'unknown_address' | 'frozen';

export async function creditObservedDeposit(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
  d: ObservedDeposit,
): Promise<DepositOutcome> {
  const route = routeById(d.routeId);
  if (!route) throw new Error(`deposit on unknown route ${d.routeId}`);
  if (d.amount <= 0n) throw new Error('a deposit amount is positive');
  const owner = await ownerOfAddress(deps, d.address);
  if (!owner || owner.route_id !== d.routeId) {
    deps.log.warn('deposit to an address that is not ours on that route', { routeId: d.routeId, txid: d.txid });
    return 'unknown_address';
  }
  const key = { route_id: d.routeId, txid: d.txid, output_index: d.outputIndex };
  const seen = await deps.db
    .selectFrom('deposits')
    .select('id')
    .where((eb) => eb.and(key))
    .executeTakeFirst();
  if (seen) return 'already_credited';
  // The origin is screened before crediting (decision 250): a hit freezes the deposit, uncredited,
  // with a case for compliance; reported again, it stays frozen. A screening service that cannot
  // answer throws, and the watcher reports the deposit again later.
  const reference = `${d.routeId}:${d.txid}:${d.outputIndex}`;
  if (await hasCase(deps, 'deposit', owner.user_id, reference)) return 'frozen';
  if (d.from) {
    const screened = { userId: owner.user_id, direction: 'deposit' as const, route, amount: d.amount, reference };
    if ((await screenTransfer(deps, { ...screened, address: d.from })) === 'hit') {
      await notifyCustomer(
        deps,
        owner.user_id,
        DEPOSIT_REVIEW_MAIL(fromUnits(d.amount, COINS[route.currency].scale), route.currency),
      );
      return 'frozen';
    }
  }

  const coin = route.currency;
  const prepared = await prepareMovement(deps.db, {
    kind: 'deposit',
    ref: `deposit:${d.routeId}:${d.txid}:${d.outputIndex}`,
    userId: owner.user_id,
    transactionClass: 'payment',
    trackingId: d.txid,
    note: `Deposit of ${fromUnits(d.amount, COINS[coin].scale)} ${coin} on ${route.networkName}`,
    network: route.networkName,
    recipient: d.address,
    details: {
      route_id: d.routeId,
      output_index: d.outputIndex,
      usdc_rates: await usdcRatesNow(deps, [coin]),
      fiat_rates: await fiatRatesNow(deps),
    },
    at: deps.clock.now(),
    transfers: [
      {
        from: { house: 'deposits_world', currency: coin },
        to: { userId: owner.user_id, currency: coin },
        amount: d.amount,
      },
    ],
  });
  const credited = await inTransaction(deps.db, async (trx) => {
    const movement = await postMovement(trx, prepared);
    if (!movement) return false;
    await trx
      .insertInto('deposits')
      .values({
        ...key,
        address: d.address,
        user_id: owner.user_id,
        currency: coin,
        amount: d.amount.toString(),
        movement_id: movement.id,
        created_at: prepared.spec.at,
      })
      .execute();
    await recordMerchantTransaction(
      { ...deps, db: trx },
      {
        requestType: 'deposit',
        transactionId: prepared.spec.ref,
        userId: owner.user_id,
        outcome: 'completed',
        amount: d.amount,
        currency: coin,
        orderReference: d.txid,
        at: prepared.spec.at,
      },
    );
    return true;
  });
  if (credited) watchTransfer(deps, owner.user_id);
  return credited ? 'credited' : 'already_credited';
}

const watching = new WeakMap<object, () => Promise<void>>();

/** Starts the deposit watcher once per server; returns its stop function. */
export function startDepositWatching(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>,
): () => Promise<void> {
  let stop = watching.get(deps);
  if (!stop) {
    stop = deps.providers.chain.watcher.start(async (d) => {
      await creditObservedDeposit(deps, d);
    });
    watching.set(deps, stop);
  }
  return stop;
}
