/**
 * A coin's orders on its screen (decision 427): the open ones with Cancel (a confirm step, then
 * /exchange/cancel-order), then the latest ended ones with what became of them. Loading, empty and
 * error states; offline the list is the last snapshot with its age, and cancelling waits for the
 * connection, saying so.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { divDecimal } from '../../contract/money.js';
import type { OrderEntry, OrderState } from '../../contract/orders.js';
import { messageOf } from '../api/errors.js';
import { formatListDate } from '../lib/dates.js';
import { formatAmount } from '../lib/money-format.js';
import { useOnline, useOnlineAgain } from '../offline/hooks.js';
import { LastUpdated } from '../offline/LastUpdated.js';
import { OfflineNotice } from '../offline/OfflineNotice.js';
import { locale } from '../state/locale.js';
import { Button } from '../ui/Button.js';
import { OnlineButton } from '../ui/OnlineButton.js';
import { cancelOrder } from './api.js';
import { priceIsInverse, scaleOf } from './order-rules.js';
import { loadOrders, orders, putOrder } from './store.js';
import './orders.css';

/** Ended orders shown under the open ones. */
const RECENT_ENDED = 5;
const CANCEL_NOTICE_ID = 'orders-offline-notice';

const STATE_LABELS: Record<Exclude<OrderState, 'open'>, MessageDescriptor> = {
  // An order's own state: its grammar (gender, number) is the order's, not a payment's.
  filled: msg({ message: 'Filled', context: 'order' }),
  cancelled: msg({ message: 'Cancelled', context: 'order' }),
  expired: msg({ message: 'Expired', context: 'order' }),
};

/** The order's price as the customer typed it: the coin's price in cash for a purchase with cash. */
function shownPrice(o: OrderEntry): string {
  const { source_currency_id: source, target_currency_id: target } = o.pair;
  if (priceIsInverse(source))
    return `1 ${target} = ${formatAmount(divDecimal('1', o.price, scaleOf(source), 'half-up'), source)}`;
  return `1 ${source} = ${formatAmount(o.price, target)}`;
}

/** An amount read whole with its unit: a narrow line moves it down rather than split it. */
const whole = (text: string) => <span className="amount">{text}</span>;

/** What the order gives, into what, at what price: the same words as its Cancel button's name. */
function OrderWhat({ give, into, price }: { give: ReactNode; into: string; price: ReactNode }) {
  return (
    <Trans>
      {give} into {into} at {price}
    </Trans>
  );
}

function OrderRow({ o, timeZone }: { o: OrderEntry; timeZone: string }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const give = formatAmount(o.amounts.source_currency_amount, o.pair.source_currency_id);
  const into = o.pair.target_currency_id;
  const kind = o.kind === 'limit' ? t`Limit` : t`Stop`;
  const price = shownPrice(o);
  const expires = formatListDate(o.expires_at, timeZone);

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      putOrder(await cancelOrder(o.order_id));
    } catch (e) {
      setError(messageOf(e, t`Could not cancel the order`));
      // The order may have filled or ended meanwhile: the list says what became of it.
      void loadOrders();
    } finally {
      setBusy(false);
      setConfirming(false);
    }
  };

  return (
    <li className="order-row" data-testid="order-row" data-state={o.state}>
      <p className="order-what">
        <span className="order-kind-tag">{kind}</span> <OrderWhat give={whole(give)} into={into} price={whole(price)} />
      </p>
      {o.state === 'open' ? (
        <p className="muted order-when">
          <Trans>Open until {expires}</Trans>
        </p>
      ) : (
        <p className="order-when" data-testid="order-outcome">
          <strong>{i18n._(STATE_LABELS[o.state])}</strong>
          {o.state === 'filled' && o.amounts.target_currency_amount ? (
            <>
              {' '}
              <Trans>
                You received {whole(formatAmount(o.amounts.target_currency_amount, into))} (fee{' '}
                {whole(formatAmount(o.fee ?? '0', into))})
              </Trans>
            </>
          ) : null}
        </p>
      )}
      {error ? (
        <p className="inline-error" role="alert">
          {error}
        </p>
      ) : null}
      {o.state !== 'open' ? null : confirming ? (
        <fieldset className="order-confirm">
          <legend className="visually-hidden">{t`Cancel this order?`}</legend>
          <p>
            <Trans>Cancel this order? {give} returns to your balance.</Trans>
          </p>
          <OnlineButton variant="danger" busy={busy} onClick={() => void cancel()} notice={CANCEL_NOTICE_ID}>
            <Trans>Yes, cancel order</Trans>
          </OnlineButton>
          <Button variant="ghost" onClick={() => setConfirming(false)} disabled={busy}>
            <Trans>Keep order</Trans>
          </Button>
        </fieldset>
      ) : (
        <OnlineButton
          variant="secondary"
          onClick={() => setConfirming(true)}
          notice={CANCEL_NOTICE_ID}
          aria-label={t`Cancel order: ${give} into ${into} at ${price}`}
          disabled={!online}
        >
          <Trans>Cancel</Trans>
        </OnlineButton>
      )}
    </li>
  );
}

export default function OpenOrders({ coin }: { coin: string }) {
  const s = useSnapshot(orders);
  const { timeZone } = useSnapshot(locale);
  const { t } = useLingui();
  useEffect(() => {
    void loadOrders();
  }, []);
  useOnlineAgain(() => void loadOrders());

  const mine = (s.list as OrderEntry[]).filter(
    (o) => o.pair.source_currency_id === coin || o.pair.target_currency_id === coin,
  );
  const open = mine.filter((o) => o.state === 'open');
  const ended = mine.filter((o) => o.state !== 'open').slice(0, RECENT_ENDED);
  const waiting = s.status === 'idle' || (s.status === 'loading' && s.savedAt === null);

  return (
    <section className="history-card orders-card" aria-labelledby="coin-orders-title" aria-busy={waiting}>
      <h2 id="coin-orders-title">
        <Trans>Orders</Trans>
      </h2>
      <LastUpdated savedAt={s.fromSnapshot ? s.savedAt : null} />
      {waiting ? (
        <p className="empty-text" role="status">
          <Trans>Loading orders...</Trans>
        </p>
      ) : (s.status === 'failed' || s.status === 'offline') && s.savedAt === null ? (
        <div className="inline-error" role="alert">
          <p>
            {s.status === 'offline'
              ? t`Orders cannot be loaded without a connection.`
              : s.error || t`Could not load your orders`}
          </p>
          <Button variant="secondary" onClick={() => void loadOrders()}>
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : (
        <>
          {open.length === 0 ? (
            <p className="empty-text" data-testid="orders-empty">
              <Trans>No open orders. Swap, Buy and Sell can place one for when the price reaches yours.</Trans>
            </p>
          ) : (
            <ul className="order-list" aria-label={t`Open orders`}>
              {open.map((o) => (
                <OrderRow key={o.order_id} o={o} timeZone={timeZone} />
              ))}
            </ul>
          )}
          <OfflineNotice id={CANCEL_NOTICE_ID} message={t`A connection is needed to cancel an order.`} />
          {ended.length > 0 ? (
            <>
              <h3 className="orders-ended-title">
                <Trans>Recent orders</Trans>
              </h3>
              <ul className="order-list" aria-label={t`Recent orders`}>
                {ended.map((o) => (
                  <OrderRow key={o.order_id} o={o} timeZone={timeZone} />
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
