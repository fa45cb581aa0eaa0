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
import { CashMovements } from './CashMovements.js';
import { DepositPanel } from './DepositPanel.js';
import { useCashBalance } from './use-cash-balance.js';
import { WithdrawPanel } from './WithdrawPanel.js';
import '../../ui/field.css';
import '../../ui/screens.css';
import './cash.css';

const TABS = ['deposit', 'withdraw'] as const;
type Tab = (typeof TABS)[number];

function Tabs({ tab, onTab, base }: { tab: Tab; onTab: (t: Tab) => void; base: string }) {
  const { t } = useLingui();
  const labels: Record<Tab, string> = { deposit: t`Deposit`, withdraw: t`Withdraw` };
  return (
    <div role="tablist" aria-label={t`Deposit or withdraw`} className="cash-tabs">
      {TABS.map((id) => (
        <button
          key={id}
          type="button"
          role="tab"
          id={`${base}-${id}`}
          aria-selected={id === tab}
          aria-controls={`${base}-panel`}
          tabIndex={id === tab ? 0 : -1}
          className="cash-tab"
          onClick={() => onTab(id)}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
            const next = TABS[(TABS.indexOf(id) + 1) % TABS.length] ?? id;
            onTab(next);
            document.getElementById(`${base}-${next}`)?.focus();
          }}
        >
          {labels[id]}
        </button>
      ))}
    </div>
  );
}

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
  const search = useSearch();
  const [tab, setTab] = useState<Tab>(() =>
    new URLSearchParams(search).get('tab') === 'withdraw' ? 'withdraw' : 'deposit',
  );
  const base = useId();
  const cash = useCashBalance();
  const { user } = useSnapshot(auth);
  const currency = cashCurrencyOf(user?.currency_code) ?? 'AUD';
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
        {cash.state === 'failed' ? (
          <InlineError onRetry={() => void cash.reload()}>
            <p>
              <Trans>Your cash balance could not be loaded.</Trans>
            </p>
          </InlineError>
        ) : cash.state === 'offline' ? (
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
      </section>

      <section className="card cash-actions">
        <Tabs tab={tab} onTab={setTab} base={base} />
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
