/**
 * Crediting deposits the watcher reports: each (route, transaction, output) is credited once, from
 * the world account to the owner of the address, however often it is reported.
 */
import { COINS, type CoinSymbol } from '../../../contract/assets.js';
import { fromUnits } from '../../../contract/money.js';
import { type PaymentRoute, routeById } from '../../../contract/routes.js';
import type { Database } from '../../db/index.js';
import type { AppDeps } from '../../deps.js';
import type { ObservedDeposit } from '../../providers/chain/index.js';
import { fiatRatesNow, inTransaction, postMovement, prepareMovement, usdcRatesNow } from '../ledger/index.js';
import { recordMerchantTransaction } from '../merchants/index.js';
import { watchTransfer } from '../monitoring/index.js';
import { DEPOSIT_REVIEW_MAIL, hasCase, openCase, screenTransfer } from '../screening/index.js';
import {
  inquiredTravelRule,
  judgeDepositOrigin,
  proveByTestDeposit,
  recordDepositOrigin,
} from '../travelrule/index.js';
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
  // A provider's TRP inquiry ahead of the deposit (decision 331) brings it as the sandbox's does.
  const travelRule =
    d.travelRule ??
    (await inquiredTravelRule(deps.db, deps.secrets.data, {
      userId: owner.user_id,
      routeId: d.routeId,
      address: owner.address,
      amount: d.amount,
      reference,
      at: deps.clock.now(),
    }));
  const judgement = await judgeDepositOrigin(deps.db, owner.user_id, travelRule);
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

  const credit = {
    userId: owner.user_id,
    route,
    txid: d.txid,
    outputIndex: d.outputIndex,
    amount: d.amount,
    address: d.address,
  };
  const prepared = await prepareDepositCredit(deps, credit);
  const outcome = await inTransaction(deps.db, async (trx) => {
    if (!(await postDepositCredit(deps, trx, credit, prepared))) return null;
    // In the crediting transaction: credited funds are never without their hold.
    await recordDepositOrigin(trx, deps.secrets.data, record);
    // A test deposit proving the sender's address the customer's (decision 307), once, with its
    // credit; its own record is then answered (decision 336), so nobody asks who sent it.
    const at = record.at;
    return {
      proved: await proveByTestDeposit(trx, deps.secrets.data, {
        ...credit,
        routeId: route.id,
        from: d.from ?? null,
        at,
      }),
    };
  });
  const credited = outcome !== null;
  if (credited) watchTransfer(deps, owner.user_id);
  if (outcome && !outcome.proved && judgement.state === 'information_needed')
    await notifyCustomer(deps, owner.user_id, DEPOSIT_ORIGIN_MAIL(amountText, route.currency, deps.config.publicUrl));
  return credited ? 'credited' : 'already_credited';
}

/** One deposit output to credit to its owner: as observed, or released by compliance (decision 293). */
export interface DepositCredit {
  userId: string;
  route: PaymentRoute;
  txid: string;
  outputIndex: number;
  amount: bigint;
  /** Our address it arrived at. */
  address: string;
}

/** The crediting movement, prepared before its transaction (it reads prices). */
export async function prepareDepositCredit(
  deps: Pick<AppDeps, 'db' | 'clock' | 'providers' | 'config' | 'log'>,
  c: DepositCredit,
) {
  const coin = c.route.currency;
  return prepareMovement(deps.db, {
    kind: 'deposit',
    ref: `deposit:${c.route.id}:${c.txid}:${c.outputIndex}`,
    userId: c.userId,
    transactionClass: 'payment',
    trackingId: c.txid,
    note: `Deposit of ${fromUnits(c.amount, COINS[coin].scale)} ${coin} on ${c.route.networkName}`,
    network: c.route.networkName,
    recipient: c.address,
    details: {
      route_id: c.route.id,
      output_index: c.outputIndex,
      usdc_rates: await usdcRatesNow(deps, [coin]),
      fiat_rates: await fiatRatesNow(deps),
    },
    at: deps.clock.now(),
    transfers: [
      {
        from: { house: 'deposits_world', currency: coin },
        to: { userId: c.userId, currency: coin },
        amount: c.amount,
      },
    ],
  });
}

/**
 * Credits the deposit in the caller's transaction: false (moving nothing) when it was credited
 * before, the movement's ref and the deposit's (route, txid, output) both being unique.
 */
export async function postDepositCredit(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log' | 'config' | 'providers'>,
  trx: Database,
  c: DepositCredit,
  prepared: Awaited<ReturnType<typeof prepareDepositCredit>>,
): Promise<boolean> {
  const movement = await postMovement(trx, prepared);
  if (!movement) return false;
  await trx
    .insertInto('deposits')
    .values({
      route_id: c.route.id,
      txid: c.txid,
      output_index: c.outputIndex,
      address: c.address,
      user_id: c.userId,
      currency: c.route.currency,
      amount: c.amount.toString(),
      movement_id: movement.id,
      created_at: prepared.spec.at,
    })
    .execute();
  await recordMerchantTransaction(
    { ...deps, db: trx },
    {
      requestType: 'deposit',
      transactionId: prepared.spec.ref,
      userId: c.userId,
      outcome: 'completed',
      amount: c.amount,
      currency: c.route.currency,
      orderReference: c.txid,
      at: prepared.spec.at,
    },
  );
  return true;
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
