/**
 * A case's facts in the field set of the authority that receives the report (decision 296):
 * AUSTRAC's suspicious matter report (SMR) for an Australian customer, its sections named as in
 * AUSTRAC's SMR file format (header, smDetails, suspGrounds, identifiedParty, txnDetail), and the
 * goAML suspicious transaction report (STR) used by EU financial intelligence units, its fields
 * named as goAML's report schema names them. Values the case does not hold (the entity's
 * registration numbers, lookup codes each FIU sets) are null: the officer completes them when
 * filing. The narrative is a starting point written from the facts, never a conclusion.
 */
import { addDecimal } from '../../../contract/money.js';
import { REPORT_DRAFT_SCHEMA, type ReportForm } from '../../../contract/report-drafts.js';
import type { ReportFacts, ReportTransfer } from './report-facts.js';

const REPORTING_ENTITY = 'CoinVault';

/** What the suspicion is about, in the words of the authorities' reason lists. */
function reasonsOf(f: ReportFacts): string[] {
  const list = String(f.case.facts.list ?? '');
  if (list.startsWith('travel_rule')) return ['Travel Rule information missing or not verifiable'];
  const byKind: Record<string, string[]> = {
    sanctions_withdrawal: ['Sanctions: a listed person or address'],
    sanctions_deposit: ['Sanctions: a listed person or address'],
    rapid_outflow: ['Unusual account activity', 'Funds passed through the account quickly'],
    structuring: ['Avoiding reporting obligations (structuring)'],
    access_change_withdrawal: ['Unauthorised account transactions (possible account takeover)'],
    volume_spike: ['Inconsistent with the customer profile'],
    split_withdrawals: ['Avoiding reporting obligations (structuring)'],
  };
  return byKind[f.case.kind] ?? ['Unusual transaction'];
}

function triggerOf(f: ReportFacts): string {
  const facts = f.case.facts;
  if (f.case.source === 'screening') {
    const names = Array.isArray(facts.names) && facts.names.length ? ` (listed names: ${facts.names.join(', ')})` : '';
    return `screening of a ${facts.direction} against the ${facts.list} list matched the address ${facts.address}${names}`;
  }
  const { rule, transferIds: _ids, ...rest } = facts;
  const details = Object.entries(rest)
    .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
  return `the monitoring rule "${rule}"${details ? ` found: ${details}` : ''}`;
}

const transferLine = (t: ReportTransfer) =>
  `${t.at.slice(0, 10)} ${t.direction} of ${t.amount} ${t.asset}${t.network ? ` on ${t.network}` : ''}` +
  `${t.counterpartyAddress ? ` ${t.direction === 'deposit' ? 'from' : 'to'} ${t.counterpartyAddress}` : ''}` +
  `${t.txid ? ` (transaction ${t.txid})` : ''}${t.completed ? '' : ' (not completed)'}`;

/** The grounds for suspicion as a first draft: what opened the case, what moved, what was noted. */
function groundsOf(f: ReportFacts): string {
  const c = f.case;
  const who = `${f.customer.firstName} ${f.customer.lastName}`.trim();
  const parts = [
    `Case ${c.id} was opened on ${c.openedAt.slice(0, 10)} when ${triggerOf(f)}.`,
    `Customer ${who} (customer number ${f.customer.customerNumber}), identity ${f.customer.verification.status === 'approved' ? 'verified electronically' : `verification ${f.customer.verification.status}`}, customer since ${f.customer.customerSince.slice(0, 10)}.`,
    f.transfers.length
      ? `Transfers concerned: ${f.transfers.map(transferLine).join('; ')}.`
      : 'No transfer was completed.',
    ...c.events.filter((e) => e.note).map((e) => `${e.at.slice(0, 10)} ${e.event}: ${e.note}`),
    ...f.notes.map((n) => `${n.at.slice(0, 10)} staff note: ${n.text}`),
  ];
  if (c.decision) parts.push(`Decision: ${c.decision}: ${c.decisionReason ?? ''}`);
  return parts.join('\n');
}

interface Staff {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** What the officer preparing a report does, as both forms ask for it. */
const OFFICER_TITLE = 'Compliance officer';

/** The transfers' values added up; null when any was not valued (a total would understate it). */
export function totalLocal(values: readonly (string | null)[]): string | null {
  if (values.length === 0 || values.some((v) => v === null)) return null;
  return (values as string[]).reduce(addDecimal, '0');
}

function common(f: ReportFacts, form: ReportForm, by: Staff, at: Date) {
  const c = f.case;
  return {
    schema: REPORT_DRAFT_SCHEMA,
    form,
    status: 'draft' as const,
    generatedAt: at.toISOString(),
    preparedBy: { staffId: by.id, email: by.email },
    case: {
      id: c.id,
      kind: c.kind,
      source: c.source,
      state: c.state,
      openedAt: c.openedAt,
      decision: c.decision,
      decisionReason: c.decisionReason,
      trigger: c.facts,
    },
  };
}

const decidedAt = (f: ReportFacts) => f.case.events.find((e) => e.event === 'decided')?.at ?? null;

/** AUSTRAC's SMR: reporting entity, grounds, designated service, the person, the transactions. */
export function smrDraft(f: ReportFacts, by: Staff, at: Date) {
  const p = f.customer;
  return {
    ...common(f, 'AUSTRAC_SMR', by, at),
    header: {
      reportingEntity: { name: REPORTING_ENTITY, austracReportingEntityNumber: null },
      reportingEntityReference: `CASE-${f.case.id}`,
      suspicionFormedOn: (f.case.decision === 'report' ? decidedAt(f) : null)?.slice(0, 10) ?? null,
      submissionDate: null,
    },
    suspicionFormedByPerson: {
      email: by.email,
      fullName: `${by.firstName} ${by.lastName}`.trim() || null,
      jobTitle: OFFICER_TITLE,
    },
    smDetails: {
      designatedServices: [
        'Exchanging virtual assets for money or other virtual assets',
        'Transferring virtual assets on behalf of a customer',
      ],
      suspicionReasons: reasonsOf(f),
      likelyOffence: null,
      totalAmountAud: totalLocal(f.transfers.map((t) => t.localValue)),
    },
    suspGrounds: groundsOf(f),
    identifiedParty: [
      {
        partyRole: 'customer',
        isCustomer: true,
        fullName: `${p.firstName} ${p.lastName}`.trim(),
        givenNames: p.firstName,
        familyName: p.lastName,
        dateOfBirth: p.dateOfBirth,
        mainAddress: {
          addr: p.address.line,
          suburb: p.address.city,
          state: p.address.state,
          postcode: p.address.postcode,
          country: p.address.country,
        },
        email: p.email,
        phone: p.phone,
        customerNumber: p.customerNumber,
        customerSince: p.customerSince.slice(0, 10),
        citizenship: null,
        occupation: null,
        identification: {
          electronicVerification: p.verification.status === 'approved',
          verificationStatus: p.verification.status,
          providerReference: p.verification.applicantId,
          verifiedAt: p.verification.verifiedAt,
        },
      },
    ],
    txnDetail: f.transfers.map((t) => ({
      txnDate: t.at,
      txnType: `virtual asset ${t.direction}`,
      txnCompleted: t.completed,
      txnRefNo: t.reference,
      digitalCurrency: { code: t.asset, units: t.amount, network: t.network, audEquivalent: t.localValue },
      walletAddress: t.counterpartyAddress,
      blockchainTxId: t.txid,
    })),
    timeline: f.case.events,
    prevReported: [],
    otherAusGov: [],
  };
}

/** goAML's STR: the reporting entity, reason and action, indicators, the transactions and the person. */
export function strDraft(f: ReportFacts, by: Staff, at: Date) {
  const p = f.customer;
  const person = {
    first_name: p.firstName,
    last_name: p.lastName,
    birthdate: p.dateOfBirth,
    email: p.email,
    phones: p.phone ? [{ tph_number: p.phone }] : [],
    addresses: [
      {
        address_type: null,
        address: p.address.line,
        city: p.address.city,
        zip: p.address.postcode,
        state: p.address.state,
        country_code: p.address.country,
      },
    ],
    identification: {
      type: null,
      verified_electronically: p.verification.status === 'approved',
      provider_reference: p.verification.applicantId,
      verified_at: p.verification.verifiedAt,
    },
    customer_number: p.customerNumber,
  };
  const counterparty = (t: ReportTransfer) => ({
    funds_code: null,
    funds_description: `virtual asset ${t.asset}`,
    account: { account: t.counterpartyAddress, institution_name: null, network: t.network },
    country: null,
  });
  const mine = (t: ReportTransfer) => ({ funds_code: null, funds_description: `virtual asset ${t.asset}`, person });
  return {
    ...common(f, 'FIU_STR', by, at),
    report: {
      rentity_id: null,
      rentity_branch: null,
      reporting_entity_name: REPORTING_ENTITY,
      submission_code: 'E',
      report_code: 'STR',
      entity_reference: `CASE-${f.case.id}`,
      submission_date: null,
      currency_code_local: f.localCurrency,
      reporting_person: {
        email: by.email,
        first_name: by.firstName || null,
        last_name: by.lastName || null,
        occupation: OFFICER_TITLE,
      },
      reason: groundsOf(f),
      action: f.case.decision
        ? `${f.case.decision}: ${f.case.decisionReason ?? ''}`
        : 'Transfer held; case under review.',
      report_indicators: reasonsOf(f).map((indicator) => ({ indicator, code: null })),
      transaction: f.transfers.map((t) => ({
        transactionnumber: t.txid,
        internal_ref_number: t.reference,
        transaction_description: transferLine(t),
        date_transaction: t.at,
        transmode_code: null,
        amount_local: t.localValue,
        virtual_asset: { code: t.asset, amount: t.amount, network: t.network },
        ...(t.direction === 'deposit'
          ? { t_from: counterparty(t), t_to_my_client: mine(t) }
          : { t_from_my_client: mine(t), t_to: counterparty(t) }),
      })),
      involved_person: person,
    },
    timeline: f.case.events,
  };
}
