/**
 * Sections of a customer's page (decision 325): the identity provider's history, coin and cash
 * balances from the ledger, price alerts and recurring buys, each with its empty state. Amounts,
 * percentages and times go through the formatting module.
 */
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { useSnapshot } from 'valtio';
import { COINS, type CoinSymbol } from '../../../../contract/assets.js';
import { bankAccountText } from '../../../../contract/bank-accounts.js';
import type { CustomerPage } from '../../../../contract/desk.js';
import { fromUnits } from '../../../../contract/money.js';
import { formatWhen } from '../../../lib/dates.js';
import { formatCryptoWithSymbol, formatFiat, formatPercent } from '../../../lib/money-format.js';
import { locale } from '../../../state/locale.js';
import { deskLabel } from './desk-labels.js';

/** Cash is kept in cents. */
const CENTS = 2;

function Section({ title, empty, children }: { title: ReactNode; empty: ReactNode | null; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {empty ? <p className="bo-muted">{empty}</p> : children}
    </section>
  );
}

function useWhen() {
  const { timeZone } = useSnapshot(locale);
  return (iso: string | null) => (iso ? formatWhen(iso, timeZone) : '—');
}

export function VerificationHistory({ history }: { history: CustomerPage['verification']['history'] }) {
  const { i18n } = useI18n();
  const when = useWhen();
  return (
    <Section
      title={<Trans>Verification history</Trans>}
      empty={history.length === 0 ? <Trans>The identity provider has sent nothing yet.</Trans> : null}
    >
      <ul className="bo-list">
        {history.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the provider's notices are kept, never reordered
          <li key={i}>
            {when(e.at)} · <code>{e.type}</code> ·{' '}
            {e.result ? deskLabel(i18n, 'verification', e.result) : <Trans>not processed</Trans>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function Balances({ coins, cash }: { coins: Record<string, string>; cash: Record<string, string> }) {
  const held = (b: Record<string, string>) => Object.entries(b).filter(([, units]) => units !== '0');
  const coinRows = held(coins).map(([coin, units]) => {
    const c = COINS[coin as CoinSymbol];
    return [coin, c ? formatCryptoWithSymbol(fromUnits(BigInt(units), c.scale), coin) : `${units} ${coin}`];
  });
  const cashRows = held(cash).map(([currency, cents]) => [
    currency,
    formatFiat(fromUnits(BigInt(cents), CENTS), currency),
  ]);
  const rows = [...cashRows, ...coinRows];
  return (
    <Section title={<Trans>Balances</Trans>} empty={rows.length === 0 ? <Trans>No balance.</Trans> : null}>
      <ul className="bo-list">
        {rows.map(([key, text]) => (
          <li key={key}>{text}</li>
        ))}
      </ul>
    </Section>
  );
}

export function PriceAlerts({ alerts }: { alerts: CustomerPage['alerts'] }) {
  const { i18n } = useI18n();
  const when = useWhen();
  return (
    <Section title={<Trans>Price alerts</Trans>} empty={alerts.length === 0 ? <Trans>No price alerts.</Trans> : null}>
      <ul className="bo-list">
        {alerts.map((a, i) => {
          const target = a.kind === 'move' ? formatPercent(a.percent) : formatFiat(a.price, a.currency);
          const fired = a.firedAt ? when(a.firedAt) : null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the page is read once; alerts carry no id here
            <li key={i}>
              {a.coin} · {deskLabel(i18n, 'alertKind', a.kind)} {target} ·{' '}
              {fired ? <Trans>fired {fired}</Trans> : <Trans>waiting</Trans>}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

export function RecurringPlans({ plans }: { plans: CustomerPage['recurringPlans'] }) {
  const { i18n } = useI18n();
  const when = useWhen();
  return (
    <Section
      title={<Trans>Recurring buys</Trans>}
      empty={plans.length === 0 ? <Trans>No recurring buys.</Trans> : null}
    >
      <ul className="bo-list">
        {plans.map((p, i) => {
          const next = p.status === 'active' ? when(p.nextRunAt) : null;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the page is read once; plans carry no id here
            <li key={i}>
              {formatFiat(p.fiatAmount, p.fiatCurrency)} · {p.coin} · {deskLabel(i18n, 'frequency', p.frequency)} ·{' '}
              {deskLabel(i18n, 'planStatus', p.status)}
              {next ? (
                <>
                  {' '}
                  · <Trans>next {next}</Trans>
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

/** Where the customer's withdrawals may go: crypto addresses and bank accounts, one list each. */
export function SavedDestinations({
  addresses,
  bankAccounts,
}: Pick<CustomerPage, 'bankAccounts'> & { addresses: CustomerPage['addressBook'] }) {
  const { t } = useLingui();
  const unconfirmed = t`not confirmed yet`;
  return (
    <>
      <h3>
        <Trans>Address book</Trans>
      </h3>
      {addresses.length === 0 && bankAccounts.length === 0 ? (
        <p className="bo-muted">
          <Trans>No saved addresses or bank accounts.</Trans>
        </p>
      ) : (
        <ul className="bo-list" aria-label={t`Saved addresses and bank accounts`}>
          {addresses.map((a) => (
            <li key={a.address}>
              {a.label}: <code>{a.address}</code>
              {a.confirmed ? null : <span className="bo-muted"> · {unconfirmed}</span>}
            </li>
          ))}
          {bankAccounts.map((b) => (
            <li key={`${b.currency}:${bankAccountText(b)}`}>
              {b.label}: {b.holderName} · <code>{bankAccountText(b)}</code>{' '}
              <span className="bo-muted">{b.currency}</span>
              {b.confirmed ? null : <span className="bo-muted"> · {unconfirmed}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
