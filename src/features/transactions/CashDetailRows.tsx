/**
 * On the detail of a cash movement (decision 287): who sent a bank deposit and how it came, how a
 * withdrawal was paid out, and why a deposit went back to its sender, in the customer's language.
 */
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { isFiat } from '../../../contract/assets.js';
import type { DisplayTransaction } from '../../lib/transactions.js';
import { ReturnedWhy } from '../../ui/ReturnedWhy.js';
import { paymentMethodLabel } from './labels.js';

export function CashDetailRows({ tx }: { tx: DisplayTransaction }) {
  const { i18n } = useLingui();
  if (!isFiat(tx.currency)) return null;
  const sender = tx.type === 'Deposit' ? tx.details.sender : null;
  const method = paymentMethodLabel(i18n, tx.details.paymentMethodCode, tx.details.paymentMethod);
  return (
    <>
      {sender ? (
        <div>
          <dt>
            <Trans>Sender</Trans>
          </dt>
          <dd data-testid="detail-sender">{sender}</dd>
        </div>
      ) : null}
      {method ? (
        <div>
          <dt>
            <Trans>Payment method</Trans>
          </dt>
          <dd data-testid="detail-payment-method">{method}</dd>
        </div>
      ) : null}
      {tx.returned ? (
        <div>
          <dt>
            <Trans>Why it was returned</Trans>
          </dt>
          <dd data-testid="detail-returned-why">
            <ReturnedWhy reason={tx.returned.reason} />
          </dd>
        </div>
      ) : null}
    </>
  );
}
