/**
 * Crediting deposits the watcher reports: each (route, transaction, output) is credited once, from
 * the world account to the owner of the address, however often it is reported.
 */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { fromUnits } from '../../../contract/money.js';
import { routeById } from '../../../contract/routes.js';
import type { AppDeps } from '../../deps.js';
import type { ObservedDeposit } from '../../providers/chain/index.js';
import { fiatRatesNow, inTransaction, postMovement, prepareMovement, usdcRatesNow } from '../ledger/index.js';
import { recordMerchantTransaction } from '../merchants/index.js';
import { watchTransfer } from '../monitoring/index.js';
import { DEPOSIT_REVIEW_MAIL, hasCase, openCase, screenTransfer } from '../screening/index.js';
import { judgeDepositOrigin, recordDepositOrigin } from '../travelrule/index.js';
import { ownerOfAddress } from './addresses.js';
import { notifyCustomer } from './notify.js';
import { DEPOSIT_ORIGIN_MAIL } from './origin-mail.js';
import { valueWithdrawal } from './withdrawal-limits.js';

type DepositOutcome = 'credited' | 'already_credited' | 'unknown_address' | 'frozen';

type DepositDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers' | 'secrets'>;

/** The deposit's value now in the region currencies (decision 248), or null without a price. */
async function depositValue(deps: DepositDeps, coin: CoinSymbol, amount: bigint) {
  try {
    const v = await valueWithdrawal(deps, coin, amount);
    return { EUR: v.EUR, AUD: v.AUD };
  } catch {
    return null;
  }
}

export async function creditObservedDeposit(deps: DepositDeps, d: ObservedDeposit): Promise<DepositOutcome> {
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
  const screened = { userId: owner.user_id, direction: 'deposit' as const, route, amount: d.amount, reference };
  const amountText = fromUnits(d.amount, COINS[route.currency].scale);
  if (d.from && (await screenTransfer(deps, { ...screened, address: d.from })) === 'hit') {
    await notifyCustomer(deps, owner.user_id, DEPOSIT_REVIEW_MAIL(amountText, route.currency));
    return 'frozen';
  }
  // The Travel Rule information (decision 274): a payload that does not name the customer, or is
  // not valid, holds the deposit uncredited for review, as a hit does; none credits it, held from
  // withdrawal until the customer says who sent it.
  const judgement = await judgeDepositOrigin(deps.db, owner.user_id, d.travelRule);
  const record = {
    userId: owner.user_id,
    route,
    txid: d.txid,
    outputIndex: d.outputIndex,
    amount: d.amount,
    from: d.from ?? null,
    value: await depositValue(deps, route.currency, d.amount),
    judgement,
    at: deps.clock.now(),
  };
  if (judgement.state === 'held') {
    await recordDepositOrigin(deps.db, deps.secrets.data, record);
    await openCase(deps, { ...screened, address: d.from ?? d.address }, 'travel_rule', [judgement.reason ?? '']);
    await notifyCustomer(deps, owner.user_id, DEPOSIT_REVIEW_MAIL(amountText, route.currency));
    return 'frozen';
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
    // In the crediting transaction: credited funds are never without their hold.
    await recordDepositOrigin(trx, deps.secrets.data, record);
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
  if (credited && judgement.state === 'information_needed')
    await notifyCustomer(deps, owner.user_id, DEPOSIT_ORIGIN_MAIL(amountText, coin, deps.config.publicUrl));
  return credited ? 'credited' : 'already_credited';
}

const watching = new WeakMap<object, () => Promise<void>>();

/** Starts the deposit watcher once per server; returns its stop function. */
export function startDepositWatching(deps: DepositDeps): () => Promise<void> {
  let stop = watching.get(deps);
  if (!stop) {
    stop = deps.providers.chain.watcher.start(async (d) => {
      await creditObservedDeposit(deps, d);
    });
    watching.set(deps, stop);
  }
  return stop;
}
