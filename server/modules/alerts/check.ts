/**
 * The price-alert job (decision 142): reads the market ticker (the same prices and 24-hour changes
 * the wallet shows), fires every armed alert whose rule holds, once, and tells the customer by
 * email and Web Push, both in their language (alert-mail.ts). An alert is claimed by setting fired_at where it is still null, so two
 * server instances checking at once fire it once.
 */
import Big from 'big.js';
import { assetScreenUrl } from '../../../contract/alerts.js';
import type { MarketTickerEntry } from '../../../contract/market-ticker.js';
import type { AppDeps } from '../../deps.js';
import type { JobRunner } from '../../lib/jobs.js';
import { currentRates } from '../locale/index.js';
import { marketTicker } from '../market/index.js';
import { alertMail } from './alert-mail.js';
import { tellCustomer } from './tell.js';

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
    const path = assetScreenUrl(a.coin);
    await tellCustomer(deps, a.user_id, alertMail(a, seen, `${deps.config.publicUrl}${path}`), path);
  }
  return fired;
}

export function startPriceAlerts(
  deps: Pick<AppDeps, 'config' | 'db' | 'clock' | 'log' | 'secrets' | 'providers'>,
  jobs: JobRunner,
): void {
  jobs.add({ name: 'price alerts', everyMs: CHECK_EVERY_MS, run: (now) => checkPriceAlerts(deps, now) });
}
