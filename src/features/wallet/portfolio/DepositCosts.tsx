/**
 * A coin's deposits and what each is counted as costing (issue 46), under the coin's results: a
 * deposit counts at the price of its day until the customer gives what it cost them; after a
 * save the coin's results are loaded again (`onChanged`). Its own chunk: most coins were bought
 * here and have none. Reading and saving need a connection; offline it says so.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DepositCosts as Costs } from '../../../../contract/statements.js';
import { useOnline, useOnlineAgain } from '../../../offline/hooks.js';
import { locale } from '../../../state/locale.js';
import { loadedData, useLoad } from '../../../state/use-load.js';
import { InlineError } from '../../../ui/InlineError.js';
import { toast } from '../../../ui/toast.js';
import { depositCosts, saveDepositCost } from '../api/deposit-costs.js';
import { DepositCostRow } from './DepositCostRow.js';

export default function DepositCosts({ symbol, onChanged }: { symbol: string; onChanged(): void }) {
  const { t } = useLingui();
  const online = useOnline();
  const { timeZone } = useSnapshot(locale);
  const [loaded, reload] = useLoad(() => depositCosts(symbol), [symbol]);
  // A save answers the deposits as now counted: shown at once, without loading them again.
  const [saved, setSaved] = useState<Costs | null>(null);
  useOnlineAgain(() => {
    if (loaded.state === 'error') reload();
  });
  const data = saved ?? loadedData(loaded);

  const title = (
    <h3 id="deposit-costs-title">
      <Trans>Deposits</Trans>
    </h3>
  );
  if (!data)
    return (
      <section className="deposit-costs" aria-labelledby="deposit-costs-title">
        {title}
        {loaded.state === 'error' ? (
          <InlineError onRetry={reload}>
            <p>
              {online ? (
                <Trans>Could not load your deposits.</Trans>
              ) : (
                <Trans>Your deposits show when you are online.</Trans>
              )}
            </p>
          </InlineError>
        ) : (
          <p className="muted" role="status">
            <Trans>Loading your deposits...</Trans>
          </p>
        )}
      </section>
    );

  const save = (lotRef: string) => async (cost: string) => {
    setSaved(await saveDepositCost(symbol, lotRef, cost));
    toast.success(t`Cost saved`);
    onChanged();
  };
  return (
    <section className="deposit-costs" aria-labelledby="deposit-costs-title" data-testid="deposit-costs">
      {title}
      {data.deposits.length === 0 ? (
        <p className="muted">
          <Trans>No deposits of this coin: what you bought here counts at what you paid.</Trans>
        </p>
      ) : (
        <>
          <p className="muted">
            <Trans>A deposit counts at the price of its day until you give what it cost you.</Trans>
          </p>
          <ul className="deposit-cost-list">
            {data.deposits.map((d) => (
              <DepositCostRow
                key={d.lot_ref}
                deposit={d}
                currency={data.currency}
                timeZone={timeZone}
                onSave={save(d.lot_ref)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
