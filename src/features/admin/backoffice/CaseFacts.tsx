/**
 * What an officer decides a case from, read as a form instead of the hit's raw record (decision
 * 421): the customer's risk group and why, identity check and freeze; the transfer's value in the
 * region's currency and where to find it; a sanctions hit's listed party, list and matched address;
 * the customer's other waiting cases and latest movements.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { CaseDetail } from '../../../../contract/cases.js';
import type { RiskGroup, RiskReason } from '../../../../contract/customer-risk.js';
import { formatWhen } from '../../../lib/dates.js';
import { formatAmount, formatFiat } from '../../../lib/money-format.js';
import * as paths from '../../../lib/paths.js';
import { locale } from '../../../state/locale.js';
import { EmailAddress } from '../../../ui/EmailAddress.js';
import { deskLabel } from './desk-labels.js';
import { kindLabel, STATE_LABEL } from './labels.js';

export const RISK_LABEL: Record<RiskGroup, MessageDescriptor> = {
  low: msg`Low risk`,
  medium: msg`Medium risk`,
  high: msg`High risk`,
};

const REASON_LABEL: Record<RiskReason, MessageDescriptor> = {
  sanctions_hit: msg`a sanctions hit not cleared as a false match`,
  reported: msg`a report or freeze decided before`,
  frozen: msg`the account is frozen`,
  several_cases: msg`more than one case waiting`,
  identity_not_verified: msg`identity not verified`,
};

/** The customer as compliance sees them, above the transfer. */
export function CaseCustomerFacts({ c }: { c: CaseDetail }) {
  const { i18n } = useI18n();
  const { timeZone } = useSnapshot(locale);
  const { risk } = c.customer;
  const since = c.customer.frozenAt ? formatWhen(c.customer.frozenAt, timeZone) : '';
  return (
    <dl className="bo-facts" data-testid="case-customer">
      <dt>
        <Trans>Customer</Trans>
      </dt>
      <dd>
        <Link href={`${paths.backOfficeCustomers}?id=${c.customerId}`}>
          <EmailAddress address={c.customerEmail} />
        </Link>
      </dd>
      <dt>
        <Trans>Risk</Trans>
      </dt>
      <dd data-testid="case-risk">
        <strong className={`bo-risk bo-risk-${risk.group}`}>{i18n._(RISK_LABEL[risk.group])}</strong>
        {risk.reasons.length > 0 ? `: ${risk.reasons.map((r) => i18n._(REASON_LABEL[r])).join('; ')}` : null}
      </dd>
      <dt>
        <Trans>Identity check</Trans>
      </dt>
      <dd>{deskLabel(i18n, 'verification', c.customer.identity)}</dd>
      <dt>
        <Trans>Account</Trans>
      </dt>
      <dd data-testid="case-freeze">
        {c.customer.frozenAt ? <Trans>Frozen since {since}</Trans> : <Trans>Not frozen</Trans>}
      </dd>
    </dl>
  );
}

/** The transfer's value and where it is, and a sanctions hit's listed party. */
export function CaseTransferValue({ c }: { c: CaseDetail }) {
  const v = c.transferValue;
  const currency = v?.currency;
  const address = c.hit?.matched;
  return (
    <>
      {v ? (
        <dl className="bo-facts" data-testid="case-transfer-value">
          {c.amount ? (
            <>
              <dt>
                <Trans>Amount</Trans>
              </dt>
              <dd>
                <span className="amount">{formatAmount(c.amount.amount, c.amount.currency)}</span>
              </dd>
            </>
          ) : null}
          <dt>
            <Trans>Value in {currency}</Trans>
          </dt>
          <dd>
            {v.value ? (
              <span className="amount">{formatFiat(v.value, v.currency)}</span>
            ) : (
              <Trans>Not valued: the transfer was stopped before it was made.</Trans>
            )}
          </dd>
          {v.reference ? (
            <>
              <dt>
                <Trans>Reference</Trans>
              </dt>
              <dd className="bo-code">{v.reference}</dd>
            </>
          ) : null}
          {v.txid ? (
            <>
              <dt>
                <Trans>Transaction</Trans>
              </dt>
              <dd className="bo-code">{v.txid}</dd>
            </>
          ) : null}
          <dt>
            <Trans>Where</Trans>
          </dt>
          <dd>
            <Link href={`${paths.backOfficeCustomers}?id=${c.customerId}`}>
              <Trans>The customer's transactions</Trans>
            </Link>
          </dd>
        </dl>
      ) : null}
      {c.hit ? (
        <section aria-labelledby="bo-case-hit" className="bo-card" data-testid="case-hit">
          <h3 id="bo-case-hit">
            <Trans>Sanctions hit</Trans>
          </h3>
          <dl className="bo-facts">
            <dt>
              <Trans>Listed party</Trans>
            </dt>
            <dd>{c.hit.names.length > 0 ? c.hit.names.join('; ') : '—'}</dd>
            <dt>
              <Trans>List</Trans>
            </dt>
            <dd>{c.hit.list || '—'}</dd>
            <dt>
              <Trans>What matched</Trans>
            </dt>
            <dd>
              <Trans>
                The address <span className="bo-code">{address}</span>
              </Trans>
            </dd>
          </dl>
        </section>
      ) : null}
      {c.travelRule ? <CaseTravelRuleFacts t={c.travelRule} /> : null}
    </>
  );
}

/** Who a Travel Rule withdrawal was for and which provider refused it or did not answer. */
function CaseTravelRuleFacts({ t }: { t: NonNullable<CaseDetail['travelRule']> }) {
  return (
    <section aria-labelledby="bo-case-travel-rule" className="bo-card" data-testid="case-travel-rule">
      <h3 id="bo-case-travel-rule">
        <Trans>Travel Rule details</Trans>
      </h3>
      <dl className="bo-facts">
        <dt>
          <Trans>Beneficiary</Trans>
        </dt>
        <dd>
          {t.beneficiary ?? <Trans>Not named</Trans>}
          {t.ownWallet ? (
            <>
              {' '}
              <Trans>(the customer's own wallet)</Trans>
            </>
          ) : null}
        </dd>
        <dt>
          <Trans>Receiving provider</Trans>
        </dt>
        <dd>{t.provider ?? (t.selfHosted ? <Trans>None: a self-hosted wallet</Trans> : <Trans>Not named</Trans>)}</dd>
        <dt>
          <Trans>The provider's answer</Trans>
        </dt>
        <dd>{t.reason ?? <Trans>None</Trans>}</dd>
        <dt>
          <Trans>Withdrawal</Trans>
        </dt>
        <dd className="bo-code">{t.withdrawalId}</dd>
      </dl>
    </section>
  );
}

/** The customer's other waiting cases and latest movements, below the timeline. */
export function CaseCustomerActivity({ c }: { c: CaseDetail }) {
  const { i18n } = useI18n();
  const { timeZone } = useSnapshot(locale);
  const kind = (k: string) => {
    const l = kindLabel(k);
    return typeof l === 'string' ? l : i18n._(l);
  };
  return (
    <>
      <h3>
        <Trans>The customer's other open cases</Trans>
      </h3>
      {c.otherCases.length === 0 ? (
        <p className="bo-muted">
          <Trans>None.</Trans>
        </p>
      ) : (
        <ul className="bo-list" data-testid="case-other-cases">
          {c.otherCases.map((o) => (
            <li key={o.id}>
              <Link href={`${paths.backOfficeCases}?id=${o.id}`}>{kind(o.kind)}</Link> · {i18n._(STATE_LABEL[o.state])}{' '}
              · {formatWhen(o.openedAt, timeZone)}
            </li>
          ))}
        </ul>
      )}
      <h3>
        <Trans>The customer's recent transfers</Trans>
      </h3>
      {c.recentTransfers.length === 0 ? (
        <p className="bo-muted">
          <Trans>None.</Trans>
        </p>
      ) : (
        <ul className="bo-list" data-testid="case-recent-transfers">
          {c.recentTransfers.map((t) => (
            <li key={t.id}>
              {formatWhen(t.at, timeZone)} · {deskLabel(i18n, 'movement', t.kind)} ·{' '}
              <span className="amount">{formatAmount(t.amount, t.asset)}</span> · {deskLabel(i18n, 'status', t.status)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
