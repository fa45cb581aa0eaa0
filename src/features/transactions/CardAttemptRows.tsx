/**
 * The detail rows of a card purchase that bought nothing (decisions 179 and 180): what the card
 * was to be charged, why it did not go through, and for a pending one when its checkout expires.
 */
import { formatFullDate } from '../../lib/dates.js';
import { formatFiat } from '../../lib/money-format.js';
import type { DisplayTransaction } from '../../lib/transactions.js';

export function CardAttemptRows({
  card,
  timeZone,
}: {
  card: NonNullable<DisplayTransaction['card']>;
  timeZone?: string;
}) {
  return (
    <>
      <div>
        <dt>Card charge</dt>
        <dd className="amount" data-testid="card-charge">
          {formatFiat(card.total, card.fiat)}
        </dd>
      </div>
      {card.reason ? (
        <div>
          <dt>Why</dt>
          <dd data-testid="card-reason">{card.reason}</dd>
        </div>
      ) : null}
      {card.pending && card.expiresAt ? (
        <div>
          <dt>Expires</dt>
          <dd data-testid="card-expires">
            {formatFullDate(card.expiresAt, timeZone)}: if it is not paid by then, the payment page closes and nothing
            is charged.
          </dd>
        </div>
      ) : null}
    </>
  );
}
