/**
 * Cash: the customer's AUD or EUR balance, depositing from their bank and withdrawing to their
 * own saved bank account (decisions 240-244), and the latest cash movements with their status.
 * ?tab=withdraw opens on the withdrawal.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useSearch } from 'wouter';
import { cashCurrencyOf } from '../../../contract/bank.js';
import { formatFiat } from '../../lib/money-format.js';
import { auth } from '../../state/auth.js';
import { InlineError } from '../../ui/InlineError.js';
import { TabList } from '../../ui/TabList.js';
import { CashMovements } from './CashMovements.js';
import { DepositPanel } from './DepositPanel.js';
import { WithdrawPanel } from './WithdrawPanel.js';
import '../../ui/field.css';
import '../../ui/screens.css';
import './cash.css';
import { LastUpdated } from '../../offline/LastUpdated.js';
import { useCash } from '../../state/use-cash.js';

const TABS = ['deposit', 'withdraw'] as const;
type Tab = (typeof TABS)[number];

export default function CashScreen() {
  const { user } = useSnapshot(auth);
  const currency = cashCurrencyOf(user?.currency_code);
  if (!currency)
    return (
      <div className="screen cash-page">
        <h1>
          <Trans>Cash</Trans>
        </h1>
        <p className="card muted">
          <Trans>Bank deposits and withdrawals are available to customers in Australia and the EU.</Trans>
        </p>
      </div>
    );
  return <Cash />;
}

function Cash() {
  const { t } = useLingui();
  const search = useSearch();
  const [tab, setTab] = useState<Tab>(() =>
    new URLSearchParams(search).get('tab') === 'withdraw' ? 'withdraw' : 'deposit',
  );
  const base = useId();
  const { user } = useSnapshot(auth);
  const currency = cashCurrencyOf(user?.currency_code) ?? 'AUD';
  const cash = useCash(currency, { watchWithdrawals: true });
  const balance = cash.data?.balance ?? null;

  return (
    <div className="screen cash-page">
      <h1>
        <Trans>Cash</Trans>
      </h1>
      <section className="card cash-balance" aria-labelledby={`${base}-balance`}>
        <h2 id={`${base}-balance`} className="cash-balance-label">
          {currency === 'AUD' ? <Trans>Cash balance (AUD)</Trans> : <Trans>Cash balance (EUR)</Trans>}
        </h2>
        {cash.status === 'failed' ? (
          <InlineError onRetry={() => void cash.reload()}>
            <p>
              <Trans>Your cash balance could not be loaded.</Trans>
            </p>
          </InlineError>
        ) : cash.status === 'offline' ? (
          <p className="muted" role="status">
            <Trans>Your cash balance shows once you are back online.</Trans>
          </p>
        ) : balance === null ? (
          <p className="cash-balance-amount">
            <span className="skeleton cash-balance-skeleton" aria-hidden="true" />
            <span className="visually-hidden">
              <Trans>Loading...</Trans>
            </span>
          </p>
        ) : (
          <p className="amount cash-balance-amount" data-testid="cash-balance">
            {formatFiat(balance, currency)}
          </p>
        )}
        <LastUpdated savedAt={balance !== null && cash.fromSnapshot ? cash.savedAt : null} />
      </section>

      <section className="card cash-actions">
        <TabList
          ids={TABS}
          labels={{ deposit: t`Deposit`, withdraw: t`Withdraw` }}
          current={tab}
          onSelect={setTab}
          base={base}
          label={t`Deposit or withdraw`}
          className="cash-tabs"
          tabClassName="cash-tab"
        />
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-${tab}`}>
          {tab === 'deposit' ? (
            <DepositPanel />
          ) : (
            <WithdrawPanel currency={currency} balance={balance} onSent={() => void cash.reload()} />
          )}
        </div>
      </section>

      {cash.data ? <CashMovements data={cash.data} /> : null}
    </div>
  );
}
