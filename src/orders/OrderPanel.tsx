/**
 * "When the price reaches…" on Swap, Buy and Sell (decision 427): the order's kind, its price,
 * what would arrive at that price and the fee, how long it lasts, then a review step and
 * /exchange/create-order with an Idempotency-Key kept for that review (a retry places it once).
 * The pair and amount are the screen's own fields; every rule (pair, minimum, balance, price,
 * expiry) is the server's, its refusal shown under the field it names or above the button.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId, useRef, useState } from 'react';
import type * as calls from '../../contract/calls/orders.js';
import type { OrderCurrency, OrderEntry, OrderKind } from '../../contract/orders.js';
import { ApiCallError } from '../api/api-error.js';
import { messageOf } from '../api/errors.js';
import { isCompleteAmount, toWireAmount } from '../lib/amount-input.js';
import { formatAmount } from '../lib/money-format.js';
import { OFFLINE_NOTICE_ID, OfflineNotice } from '../offline/OfflineNotice.js';
import { type FormFields, useForm } from '../state/use-form.js';
import { AmountInput } from '../ui/AmountInput.js';
import { Button } from '../ui/Button.js';
import { MoneyButton } from '../ui/MoneyButton.js';
import { SummaryList } from '../ui/SummaryList.js';
import { createOrder } from './api.js';
import {
  EXPIRY_CHOICES,
  type ExpiryChoice,
  expiresAtOf,
  priceIsInverse,
  receivedAt,
  wirePrice,
} from './order-rules.js';
import { putOrder } from './store.js';
import './orders.css';

type Fields = FormFields<typeof calls.createOrder, 'kind' | 'price', 'lasts'>;
/** The fields of the call this form shows a refusal under. */
const ORDER_FIELDS = ['price', 'expiresAt'];

const EXPIRY_LABELS: Record<ExpiryChoice, MessageDescriptor> = {
  max: msg`Until cancelled (90 days at most)`,
  '1': msg`1 day`,
  '7': msg`7 days`,
  '30': msg`30 days`,
};

interface OrderPanelProps {
  source: OrderCurrency;
  target: OrderCurrency;
  /** The screen's amount field, as typed. */
  amount: string;
  /** The fee's share of a swap of this pair now (order-rules feeShareOf); null when not known. */
  feeShare: string | null;
  /** A prefix for the test ids of the screen. */
  testIdPrefix: string;
}

export default function OrderPanel({ source, target, amount, feeShare, testIdPrefix }: OrderPanelProps) {
  const { t, i18n } = useLingui();
  const form = useForm<Fields>({ kind: 'limit', price: '', lasts: 'max' }, () => ({}));
  const [review, setReview] = useState(false);
  const [placed, setPlaced] = useState<OrderEntry | null>(null);
  const key = useRef<string | null>(null);
  const kindId = useId();
  const lastsId = useId();
  const kind = form.values.kind as OrderKind;
  const inverse = priceIsInverse(source);
  const typed = isCompleteAmount(form.values.price) ? toWireAmount(form.values.price) : '';
  const wireAmount = isCompleteAmount(amount) ? toWireAmount(amount) : '';
  const price = wirePrice(source, kind, typed);
  const at = receivedAt({ source, target, amount: wireAmount, typed }, feeShare);
  const ready = price !== null && wireAmount !== '';

  const kindLabels: Record<OrderKind, string> = inverse
    ? { limit: t`Buy when the price falls to this or lower`, stop: t`Buy when the price rises to this` }
    : { limit: t`Sell at this price or better`, stop: t`Stop-loss: sell if the price falls to this` };
  const priceLabel = inverse ? t`Price of 1 ${target} in ${source}` : t`Price in ${target} for 1 ${source}`;
  const change = (field: Fields, value: string) => {
    form.set(field, value);
    // A changed order is a new one: its review gets a new key.
    key.current = null;
    form.setMessage(undefined);
  };

  if (placed)
    return (
      <div className="order-panel" data-testid={`${testIdPrefix}-order-placed`}>
        <p role="status" className="order-placed">
          <Trans>Order placed. It is listed on the coin's screen until it fills, is cancelled or expires.</Trans>
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setPlaced(null);
            setReview(false);
            form.reset();
          }}
        >
          <Trans>Place another order</Trans>
        </Button>
      </div>
    );

  const receiveRows = [
    {
      label: <Trans>At this price you receive about</Trans>,
      value: at ? formatAmount(at.net ?? at.gross, target) : '—',
      testId: `${testIdPrefix}-order-receive`,
    },
    {
      label: <Trans>Fee</Trans>,
      value: at?.fee ? formatAmount(at.fee, target) : t`The swap fee, taken when the order fills`,
      testId: `${testIdPrefix}-order-fee`,
    },
  ];

  const place = (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    if (!review) {
      setReview(true);
      return;
    }
    void form.submit(async () => {
      form.setMessage(undefined);
      key.current ??= crypto.randomUUID();
      try {
        const entry = await createOrder(
          {
            kind,
            sourceCurrencyId: source,
            targetCurrencyId: target,
            sourceCurrencyAmount: wireAmount,
            price,
            expiresAt: expiresAtOf(form.values.lasts as ExpiryChoice, Date.now()),
          },
          key.current,
        );
        putOrder(entry);
        key.current = null;
        setPlaced(entry);
      } catch (err) {
        // A refusal naming the price or the date shows under it; any other above the button.
        const named =
          form.takeServerErrors(err) &&
          err instanceof ApiCallError &&
          ORDER_FIELDS.some((f) => f in err.errors || err.field === f);
        if (!named) form.setMessage(messageOf(err, t`Could not place the order`));
        setReview(false);
      }
    });
  };

  const priceError = form.server.price ?? null;
  const lastsError = form.server.expiresAt ?? null;
  return (
    <form className="order-panel" onSubmit={place} noValidate data-testid={`${testIdPrefix}-order`}>
      {review ? (
        <>
          <h2 className="order-review-title">
            <Trans>Review your order</Trans>
          </h2>
          <SummaryList
            label={t`Your order`}
            rows={[
              { label: <Trans>Order</Trans>, value: kindLabels[kind] },
              { label: <Trans>You give</Trans>, value: formatAmount(wireAmount, source) },
              { label: priceLabel, value: formatAmount(typed, inverse ? source : target) },
              ...receiveRows,
              { label: <Trans>Lasts</Trans>, value: i18n._(EXPIRY_LABELS[form.values.lasts as ExpiryChoice]) },
            ]}
          />
          <p className="muted">
            <Trans>The amount you give is held from your balance until the order fills, is cancelled or expires.</Trans>
          </p>
        </>
      ) : (
        <>
          <fieldset className="order-kinds">
            <legend id={kindId}>
              <Trans>Order type</Trans>
            </legend>
            {(['limit', 'stop'] as const).map((k) => (
              <label key={k} className="order-kind">
                <input
                  type="radio"
                  name={`${kindId}-kind`}
                  value={k}
                  checked={kind === k}
                  onChange={() => change('kind', k)}
                />
                {kindLabels[k]}
              </label>
            ))}
          </fieldset>
          <AmountInput
            label={priceLabel}
            mode="crypto"
            value={form.values.price}
            onValueChange={(v) => change('price', v)}
            error={priceError}
          />
          <div className="field">
            <label htmlFor={lastsId} className="field-label">
              <Trans>Lasts</Trans>
            </label>
            <div className="field-control">
              <select id={lastsId} value={form.values.lasts} onChange={(e) => change('lasts', e.target.value)}>
                {EXPIRY_CHOICES.map((c) => (
                  <option key={c} value={c}>
                    {i18n._(EXPIRY_LABELS[c])}
                  </option>
                ))}
              </select>
            </div>
            {lastsError ? (
              <p className="field-error" role="alert">
                {lastsError}
              </p>
            ) : null}
          </div>
          <SummaryList label={t`At your price`} rows={receiveRows} />
        </>
      )}
      {form.message ? (
        <div className="inline-error" role="alert" data-testid={`${testIdPrefix}-order-error`}>
          <p>{form.message}</p>
        </div>
      ) : null}
      <OfflineNotice message={t`A connection is needed to place an order.`} />
      <MoneyButton type="submit" block busy={form.submitting} disabled={!ready} aria-describedby={OFFLINE_NOTICE_ID}>
        {!ready ? t`Enter amount and price` : review ? t`Place order` : t`Review order`}
      </MoneyButton>
      {review ? (
        <Button variant="ghost" block onClick={() => setReview(false)} disabled={form.submitting}>
          <Trans>Back</Trans>
        </Button>
      ) : null}
    </form>
  );
}
