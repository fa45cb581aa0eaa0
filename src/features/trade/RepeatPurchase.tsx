/**
 * "Repeat this purchase" on a card purchase's success view (decision 143): opens the recurring-buy
 * editor with the purchase's coin and amount, then points to the list of recurring buys.
 */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'wouter';
import type { CoinSymbol, FiatSymbol } from '../../../contract/assets.js';
import * as paths from '../../lib/paths.js';
import { Button } from '../../ui/Button.js';
import { RecurringPlanEditor } from './RecurringPlanEditor.js';

export function RepeatPurchase({ coin, amount, currency }: { coin: CoinSymbol; amount: string; currency: FiatSymbol }) {
  const [open, setOpen] = useState(false);
  const [made, setMade] = useState(false);
  if (made)
    return (
      <Link href={paths.recurringBuys} className="btn btn-secondary btn-block">
        <Trans>See your recurring buys</Trans>
      </Link>
    );
  return (
    <>
      <Button variant="secondary" block onClick={() => setOpen(true)}>
        <Trans>Repeat this purchase</Trans>
      </Button>
      {open ? (
        <RecurringPlanEditor
          currency={currency}
          initial={{ coin, amount, frequency: 'weekly' }}
          onSaved={() => {
            setOpen(false);
            setMade(true);
          }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
