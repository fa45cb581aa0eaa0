/**
 * The filled orders the customer has not seen (decision 443): the bell counts them beside fired
 * alerts, so the list it opens names them too, each opening its coin's screen, where the order
 * shows filled with what arrived and its fee.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { UnseenFill } from '../../../contract/alerts.js';
import { isFiat } from '../../../contract/assets.js';
import { formatWhen } from '../../lib/dates.js';
import { formatAmount } from '../../lib/money-format.js';
import * as paths from '../../lib/paths.js';

/** The coin the order traded: what it bought, or what it sold for cash. */
function coinOf(f: UnseenFill): string {
  return isFiat(f.target_currency_id) ? f.source_currency_id : f.target_currency_id;
}

export function FilledOrders({ fills, timeZone }: { fills: readonly UnseenFill[]; timeZone: string }) {
  const { t } = useLingui();
  if (fills.length === 0) return null;
  const filledCount = fills.length;
  return (
    <>
      <h2 id="filled-orders-title">
        <Plural value={filledCount} one="An order was filled" other="# orders were filled" />
      </h2>
      <ul className="fired-alerts-list" aria-label={t`Filled orders`}>
        {fills.map((f) => {
          // Each amount is read whole with its unit: a narrow line moves it down rather than split it.
          const paid = <span className="amount">{formatAmount(f.source_currency_amount, f.source_currency_id)}</span>;
          const received = (
            <span className="amount">{formatAmount(f.target_currency_amount, f.target_currency_id)}</span>
          );
          return (
            <li key={f.order_id} data-testid="filled-order">
              <Link href={paths.assetDetailPath(coinOf(f))}>
                <Trans>
                  {paid} for {received}
                </Trans>
              </Link>
              <span className="muted small">{formatWhen(f.filled_at, timeZone)}</span>
            </li>
          );
        })}
      </ul>
    </>
  );
}
