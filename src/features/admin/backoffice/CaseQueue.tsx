/**
 * The compliance case queue (decision 277): every case not closed, oldest first, or one state;
 * a case's facts and timeline; take, escalate, note, and decide with a reason.
 */
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import {
  CASE_DECISIONS,
  CASE_STATES,
  type CaseDecision,
  type CaseDetail,
  type CaseSort,
  type CaseState,
} from '../../../../contract/cases.js';
import { formatWhen } from '../../../lib/dates.js';
import { formatAmount } from '../../../lib/money-format.js';
import { formatAgo } from '../../../lib/number-format.js';
import * as paths from '../../../lib/paths.js';
import { locale } from '../../../state/locale.js';
import { useLoad } from '../../../state/use-load.js';
import { Button } from '../../../ui/Button.js';
import { EmailAddress } from '../../../ui/EmailAddress.js';
import { toast } from '../../../ui/toast.js';
import { decideCase, getCase, getCases, updateCase } from './api.js';
import { CaseCustomerActivity, CaseCustomerFacts, CaseTransferValue, RISK_LABEL } from './CaseFacts.js';
import { CaseTransferFacts } from './CaseTransfer.js';
import { DECISION_LABEL, kindLabel, STATE_LABEL } from './labels.js';
import { LoadState } from './Panel.js';
import { ReasonForm } from './ReasonForm.js';
import { ReportDraftButtons } from './ReportDraftButtons.js';
import { ReturnedDepositFacts } from './ReturnedDeposit.js';

export function CaseQueue() {
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return id > 0 ? <CaseView caseId={id} /> : <CaseList />;
}

function CaseList() {
  const { i18n } = useI18n();
  const { timeZone } = useSnapshot(locale);
  const [state, setState] = useState<CaseState | ''>('');
  const [mine, setMine] = useState(false);
  const [sort, setSort] = useState<CaseSort>('opened');
  const [loaded, reload] = useLoad(() => getCases(state, mine, sort), [state, mine, sort]);
  const now = Date.now();
  const label = (k: string) => {
    const l = kindLabel(k);
    return typeof l === 'string' ? l : i18n._(l);
  };
  return (
    <section aria-labelledby="bo-cases">
      <h2 id="bo-cases">
        <Trans>Case queue</Trans>
      </h2>
      <div className="bo-filters">
        <label htmlFor="bo-case-state">
          <Trans>State</Trans>
        </label>
        <select id="bo-case-state" value={state} onChange={(e) => setState(e.target.value as CaseState | '')}>
          <option value="">{i18n._(msgAllOpen)}</option>
          {CASE_STATES.map((s) => (
            <option key={s} value={s}>
              {i18n._(STATE_LABEL[s])}
            </option>
          ))}
        </select>
        <label className="bo-check">
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} />
          <Trans>Only my cases</Trans>
        </label>
        <label htmlFor="bo-case-sort">
          <Trans context="sort order">Order</Trans>
        </label>
        <select id="bo-case-sort" value={sort} onChange={(e) => setSort(e.target.value as CaseSort)}>
          <option value="opened">{i18n._(msgOldest)}</option>
          <option value="risk">{i18n._(msgByRisk)}</option>
          <option value="deadline">{i18n._(msgByDeadline)}</option>
        </select>
      </div>
      <LoadState
        loaded={loaded}
        retry={reload}
        isEmpty={(d) => d.length === 0}
        empty={<Trans>No cases here. New screening hits and monitoring findings appear here.</Trans>}
      >
        {(cases) => (
          <table className="bo-table">
            <caption className="visually-hidden">
              <Trans>Cases</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Case</Trans>
                </th>
                <th scope="col">
                  <Trans>Customer</Trans>
                </th>
                <th scope="col">
                  <Trans>Amount</Trans>
                </th>
                <th scope="col">
                  <Trans>Risk</Trans>
                </th>
                <th scope="col">
                  <Trans>State</Trans>
                </th>
                <th scope="col">
                  <Trans>Owner</Trans>
                </th>
                <th scope="col">
                  <Trans>Age</Trans>
                </th>
                <th scope="col">
                  <Trans>Deadline</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {cases.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link href={`${paths.backOfficeCases}?id=${c.id}`}>{label(c.kind)}</Link>
                  </td>
                  <td>
                    <EmailAddress address={c.customerEmail} />
                  </td>
                  <td>
                    {c.amount ? (
                      <span className="amount">{formatAmount(c.amount.amount, c.amount.currency)}</span>
                    ) : (
                      '—'
                    )}
                  </td>
                  <td className={`bo-risk bo-risk-${c.risk}`}>{i18n._(RISK_LABEL[c.risk])}</td>
                  <td>{i18n._(STATE_LABEL[c.state])}</td>
                  <td>{c.ownerEmail ? <EmailAddress address={c.ownerEmail} /> : '—'}</td>
                  <td title={formatWhen(c.openedAt, timeZone)}>{formatAgo(now - Date.parse(c.openedAt))}</td>
                  <td className={Date.parse(c.deadline) < now ? 'bo-when bo-overdue' : 'bo-when'}>
                    {formatWhen(c.deadline, timeZone)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </LoadState>
    </section>
  );
}

const msgAllOpen = msg`Every case not closed`;
const msgOldest = msg`Oldest first`;
const msgByRisk = msg`Highest risk first`;
const msgByDeadline = msg`Soonest deadline first`;

function CaseView({ caseId }: { caseId: number }) {
  const [, navigate] = useLocation();
  const [loaded, reload] = useLoad(() => getCase(caseId), [caseId]);
  return (
    <section aria-labelledby="bo-case">
      <Button variant="ghost" onClick={() => navigate(paths.backOfficeCases)}>
        <Trans>Back to the queue</Trans>
      </Button>
      <LoadState loaded={loaded} retry={reload} isEmpty={() => false} empty={null}>
        {(c) => <CaseSections c={c} reload={reload} />}
      </LoadState>
    </section>
  );
}

export function CaseSections({ c, reload }: { c: CaseDetail; reload: () => void }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { timeZone } = useSnapshot(locale);
  // No decision is chosen for the officer: a case closes only on the one they pick.
  const [decision, setDecision] = useState<CaseDecision | ''>('');
  const [taking, setTaking] = useState(false);
  const kind = kindLabel(c.kind);
  const closed = c.state === 'closed';
  return (
    <>
      <h2 id="bo-case">{typeof kind === 'string' ? kind : i18n._(kind)}</h2>
      <CaseCustomerFacts c={c} />
      <dl className="bo-facts">
        <dt>
          <Trans>State</Trans>
        </dt>
        <dd>{i18n._(STATE_LABEL[c.state])}</dd>
        <dt>
          <Trans>Owner</Trans>
        </dt>
        <dd>{c.ownerEmail ?? '—'}</dd>
        <dt>
          <Trans>Deadline</Trans>
        </dt>
        <dd>{formatWhen(c.deadline, timeZone)}</dd>
        {c.decision ? (
          <>
            <dt>
              <Trans>Decision</Trans>
            </dt>
            <dd>
              {i18n._(DECISION_LABEL[c.decision])}: {c.decisionReason}
            </dd>
          </>
        ) : null}
      </dl>
      {c.transfer ? <CaseTransferFacts transfer={c.transfer} decision={closed || !decision ? null : decision} /> : null}
      <CaseTransferValue c={c} />
      {c.kind === 'bank_deposit_returned' ? <ReturnedDepositFacts facts={c.facts} /> : null}
      <details className="bo-raw">
        <summary>
          <Trans>The facts as recorded</Trans>
        </summary>
        <pre className="bo-json">{JSON.stringify(c.facts, null, 2)}</pre>
      </details>
      <h3>
        <Trans>Timeline</Trans>
      </h3>
      <ol className="bo-list">
        {c.events.map((e, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the timeline is only ever appended to
          <li key={i}>
            {formatWhen(e.at, timeZone)} · <code>{e.event}</code>
            {e.staffEmail ? ` · ${e.staffEmail}` : ''}
            {e.note ? ` · ${e.note}` : ''}
          </li>
        ))}
      </ol>
      <CaseCustomerActivity c={c} />
      <ReportDraftButtons caseId={c.id} />
      {closed ? null : (
        <div className="bo-actions">
          <Button
            variant="secondary"
            busy={taking}
            onClick={async () => {
              setTaking(true);
              try {
                await updateCase(c.id, 'take', '');
                reload();
              } catch {
                toast.error(t`This did not work. Please try again.`);
              } finally {
                setTaking(false);
              }
            }}
          >
            <Trans>Take this case</Trans>
          </Button>
          <ReasonForm
            label={t`Escalate`}
            onSubmit={async (reason) => {
              await updateCase(c.id, 'escalate', reason);
              reload();
            }}
          />
          <ReasonForm
            label={t`Add to the timeline`}
            onSubmit={async (reason) => {
              await updateCase(c.id, 'note', reason);
              reload();
            }}
          />
          <ReasonForm
            label={t`Decide and close`}
            variant="primary"
            missing={() => (decision ? undefined : t`Choose a decision.`)}
            onSubmit={async (reason) => {
              if (!decision) return;
              const decided = await decideCase(c.id, decision, reason);
              toast.success(
                decided.transfer?.releaseRequestId
                  ? t`Request sent: a second compliance officer decides it.`
                  : t`Case closed.`,
              );
              reload();
            }}
          >
            <label htmlFor="bo-decision">
              <Trans>Decision</Trans>
            </label>
            <select
              id="bo-decision"
              aria-required="true"
              value={decision}
              onChange={(e) => setDecision(e.target.value as CaseDecision)}
            >
              <option value="" disabled>
                {t`Choose a decision`}
              </option>
              {CASE_DECISIONS.map((d) => (
                <option key={d} value={d}>
                  {i18n._(DECISION_LABEL[d])}
                </option>
              ))}
            </select>
          </ReasonForm>
        </div>
      )}
    </>
  );
}
