/**
 * The price-alert job (decision 142): reads the market ticker (the same prices and 24-hour changes
 * the wallet shows), fires every armed alert whose rule holds, once, and tells the customer by
 * email (in their language, alert-mail.ts) and Web Push. An alert is claimed by setting fired_at where it is still null, so two
 * server instances checking at once fire it once.
 */
import Big from 'big.js';
import { assetScreenUrl, type PriceAlertPush } from '../../../contract/alerts.js';
import { formatFiat } from '../../../contract/fiat-format.js';
import type { MarketTickerEntry } from '../../../contract/market-ticker.js';
import type { AppDeps } from '../../deps.js';
import type { JobRunner } from '../../lib/jobs.js';
import { currentRates } from '../locale/index.js';
import { marketTicker } from '../market/index.js';
import { notifyCustomer } from '../wallet/index.js';
import { alertMail } from './alert-mail.js';
import { pushToUser } from './push.js';
import { countUnseen } from './store.js';

const CHECK_EVERY_MS = 60_000;

interface ArmedAlert {
  id: string;
  user_id: string;
  coin: string;
  kind: 'above' | 'below' | 'move';
  currency: string;
  price: string | null;
  percent: string | null;
}

/** What the alert saw when its rule held, or null while it does not. */
function triggered(a: ArmedAlert, tick: MarketTickerEntry, perUsd: string | undefined): string | null {
  if (a.kind === 'move') {
    if (tick.change_24h === null || a.percent === null) return null;
    return new Big(tick.change_24h).abs().gt(a.percent) ? tick.change_24h : null;
  }
  if (perUsd === undefined || a.price === null) return null;
  const now = new Big(tick.price).times(perUsd);
  const holds = a.kind === 'above' ? now.gte(a.price) : now.lte(a.price);
  return holds ? now.round(now.gte(1) ? 2 : 8, Big.roundHalfUp).toFixed() : null;
}

function trimmed(n: string): string {
  return n.includes('.') ? n.replace(/\.?0+$/, '') : n;
}

function alertMessage(a: ArmedAlert, seen: string): { title: string; body: string } {
  if (a.kind === 'move') {
    const dir = seen.startsWith('-') ? 'fell' : 'rose';
    return {
      title: `${a.coin} ${dir} ${trimmed(seen.replace('-', ''))}% in 24 hours`,
      body: `Your alert for a move of more than ${trimmed(a.percent ?? '')}% in 24 hours fired.`,
    };
  }
  // Written as the wallet writes a price ('AU$166,650.00'), from the same ticker and rates.
  return {
    title: `${a.coin} is ${a.kind} ${formatFiat(a.price, a.currency)}`,
    body: `${a.coin} is at ${formatFiat(seen, a.currency)}. This alert fires once; re-arm it in Price alerts.`,
  };
}

/** One pass: fires the alerts whose rules hold now. Returns how many fired. */
export async function checkPriceAlerts(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'secrets' | 'providers'>,
  now: Date,
): Promise<number> {
  const armed = await deps.db
    .selectFrom('price_alerts')
    .select(['id', 'user_id', 'coin', 'kind', 'currency', 'price', 'percent'])
    .where('fired_at', 'is', null)
    .execute();
  if (armed.length === 0) return 0;
  const ticker = new Map((await marketTicker(deps)).map((t) => [t.currency_id as string, t]));
  const { rates } = await currentRates(deps, 'USD');
  let fired = 0;
  for (const a of armed) {
    const tick = ticker.get(a.coin);
    const seen = tick ? triggered(a, tick, rates[a.currency]) : null;
    if (seen === null) continue;
    const claimed = await deps.db
      .updateTable('price_alerts')
      .set({ fired_at: now, seen_at: null })
      .where('id', '=', a.id)
      .where('fired_at', 'is', null)
      .executeTakeFirst();
    if (claimed.numUpdatedRows === 0n) continue;
    fired++;
    const text = alertMessage(a, seen);
    const path = assetScreenUrl(a.coin);
    await notifyCustomer(deps, a.user_id, alertMail(a, seen, `${deps.config.publicUrl}${path}`));
    const push: PriceAlertPush = { ...text, url: path, unseen: await countUnseen(deps.db, a.user_id) };
    await pushToUser(deps, a.user_id, push);
  }
  return fired;
}

export function startPriceAlerts(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'secrets' | 'providers'>,
  jobs: JobRunner,
): void {
  jobs.add({ name: 'price alerts', everyMs: CHECK_EVERY_MS, run: (now) => checkPriceAlerts(deps, now) });
}
