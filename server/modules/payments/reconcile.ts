/**
 * Asking the gateway: the status query that confirms a purchase when the customer returns (from
 * insert-transaction) and, in the background, for purchases whose notification never came.
 */
import type { PurchaseStatus } from '../../../contract/payments.js';
import type { AppDeps } from '../../deps.js';
import type { JobRunner } from '../../lib/jobs.js';
import { GatewayError } from '../../providers/gateway/index.js';
import { paidTooLate } from './expiry.js';
import { ensureCredited, findPurchase, type PurchaseRow, type SettledBy, settleFromGateway } from './settle.js';

/** What settling a purchase from the gateway touches. */
type ReconcileDeps = Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'providers'>;

/** A notification usually arrives within seconds; the reconciler leaves newer purchases to it. */
const RECONCILE_AFTER_MS = 60_000;
/** A purchase whose checkout never opened (a crash in between) is closed after this long. */
const UNOPENED_AFTER_MS = 10 * 60_000;
const RECONCILE_INTERVAL_MS = 30_000;
const BATCH = 50;

/** Whether confirmByStatusQuery asks the gateway: only a pending purchase whose checkout opened. */
export function asksGateway(purchase: PurchaseRow): purchase is PurchaseRow & { checkout_token: string } {
  return purchase.status === 'pending' && Boolean(purchase.checkout_token);
}

/**
 * The purchase's status after asking the gateway (when it is still pending). The gateway's answer
 * to our authenticated query is its verified word; nothing the client said is used.
 */
export async function confirmByStatusQuery(
  deps: ReconcileDeps,
  purchase: PurchaseRow,
  by: SettledBy,
): Promise<PurchaseStatus> {
  if (purchase.status !== 'pending') {
    if (purchase.status === 'success') await ensureCredited(deps, purchase);
    return purchase.status;
  }
  if (!asksGateway(purchase)) return 'pending';
  let word: Awaited<ReturnType<typeof deps.providers.gateway.queryCheckout>>;
  try {
    word = await deps.providers.gateway.queryCheckout(purchase.checkout_token);
  } catch (e) {
    deps.log.warn('card gateway status query failed', {
      trackingId: purchase.tracking_id,
      error: e instanceof GatewayError ? e.message : (e as Error).name,
    });
    // Past its expiry and the grace for a late word, the purchase can no longer be credited
    // whatever the gateway says: it expires without waiting for the gateway (decision 180).
    if (!paidTooLate(purchase, deps.clock.now())) return 'pending';
    word = {
      token: purchase.checkout_token,
      trackingId: purchase.tracking_id,
      uid: null,
      status: 'expired',
      amountMinor: null,
      currency: null,
      code: null,
      message: 'Checkout expired',
      test: purchase.test,
    };
  }
  if (word.trackingId && word.trackingId !== purchase.tracking_id) {
    deps.log.error('card gateway checkout belongs to another purchase', { trackingId: purchase.tracking_id });
    return 'pending';
  }
  // A checkout the gateway still calls open after its expiry is closed as expired.
  const expired = finalOrNull(word.status) === null && paidTooLate(purchase, deps.clock.now());
  const outcome = await settleFromGateway(
    deps,
    {
      ...word,
      status: expired ? 'expired' : word.status,
      trackingId: purchase.tracking_id,
      token: purchase.checkout_token,
    },
    by,
  );
  return outcome.status ?? 'pending';
}

function finalOrNull(status: string): string | null {
  return status === 'pending' || status === 'incomplete' ? null : status;
}

/** One pass of the reconciler. */
export async function reconcilePurchases(deps: ReconcileDeps): Promise<void> {
  const now = deps.clock.now().getTime();
  const pending = await deps.db
    .selectFrom('card_purchases')
    .selectAll()
    .where('status', '=', 'pending')
    // A recurring buy's charge has no checkout: its run settles it (decision 143).
    .where('plan_id', 'is', null)
    .where('created_at', '<', new Date(now - RECONCILE_AFTER_MS))
    .orderBy('created_at')
    .limit(BATCH)
    .execute();
  for (const p of pending) {
    if (!p.checkout_token) {
      if (now - new Date(p.created_at).getTime() > UNOPENED_AFTER_MS)
        await settleFromGateway(
          deps,
          {
            token: null,
            trackingId: p.tracking_id,
            uid: null,
            status: 'error',
            amountMinor: null,
            currency: null,
            code: null,
            message: 'Checkout was never opened',
            test: false,
          },
          'reconciler',
        );
      continue;
    }
    await confirmByStatusQuery(deps, p, 'reconciler');
  }
  const uncredited = await deps.db
    .selectFrom('card_purchases')
    .select('tracking_id')
    .where('status', '=', 'success')
    .where('credit_transaction_id', 'is', null)
    .limit(BATCH)
    .execute();
  for (const { tracking_id } of uncredited) {
    const p = await findPurchase(deps, tracking_id);
    if (p) await ensureCredited(deps, p);
  }
}

export function startReconciler(deps: ReconcileDeps, jobs: JobRunner): void {
  jobs.add({
    name: 'card purchase reconciliation',
    everyMs: RECONCILE_INTERVAL_MS,
    run: () => reconcilePurchases(deps),
  });
}
