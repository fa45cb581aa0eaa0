/**
 * A report draft as the form a reporting officer reads (issue 43, item 18): plain-English labels
 * grouped as the authorities' forms group them (the reporting entity, the subject, the
 * transactions, the reason). Built from the very draft object written to the authority's file, so
 * the form on screen, the PDF and the file never disagree: a field added to the draft is read here
 * or left out, never computed twice.
 */
import type { ReportField, ReportGroup, ReportView } from '../../../contract/report-drafts.js';
import { type smrDraft, type strDraft, totalLocal } from './report-forms.js';

type Smr = ReturnType<typeof smrDraft>;
type Str = ReturnType<typeof strDraft>;

const f = (label: string, value: string | number | boolean | null | undefined): ReportField => ({
  label,
  value:
    value === null || value === undefined || value === ''
      ? null
      : typeof value === 'boolean'
        ? value
          ? 'Yes'
          : 'No'
        : String(value),
});

/** A time as an officer types it into a form: day and minute, in UTC (the file keeps the instant). */
const when = (iso: string | null | undefined) => (iso ? `${iso.slice(0, 16).replace('T', ' ')} UTC` : null);

const joined = (...parts: (string | null | undefined)[]) => parts.filter((p) => p).join(', ') || null;

const timeline = (events: Smr['timeline']): ReportGroup => ({
  heading: 'Case timeline',
  fields: events.map((e) => f(when(e.at) ?? '', `${e.event}${e.note ? `: ${e.note}` : ''}`)),
});

/** AUSTRAC's suspicious matter report, in the order of its online form. */
export function smrView(d: Smr): ReportView {
  const p = d.identifiedParty[0];
  const a = p?.mainAddress;
  return {
    title: `AUSTRAC suspicious matter report (SMR): draft for case ${d.case.id}`,
    groups: [
      {
        heading: 'Reporting entity',
        fields: [
          f('Reporting entity', d.header.reportingEntity.name),
          f('AUSTRAC reporting entity number', d.header.reportingEntity.austracReportingEntityNumber),
          f('Our reference', d.header.reportingEntityReference),
          f('Suspicion formed on', d.header.suspicionFormedOn),
          f('Suspicion formed by', d.suspicionFormedByPerson.fullName),
          f('Job title', d.suspicionFormedByPerson.jobTitle),
          f('Email', d.suspicionFormedByPerson.email),
          f('Designated services', d.smDetails.designatedServices.join('; ')),
        ],
      },
      {
        heading: 'Subject of the report',
        fields: p
          ? [
              f('Full name', p.fullName),
              f('Date of birth', p.dateOfBirth),
              f('Address', joined(a?.addr, a?.suburb, a?.state, a?.postcode, a?.country)),
              f('Email', p.email),
              f('Phone', p.phone),
              f('Customer number', p.customerNumber),
              f('Customer since', p.customerSince),
              f('Citizenship', p.citizenship),
              f('Occupation', p.occupation),
              f('Identity verified electronically', p.identification.electronicVerification),
              f('Verification status', p.identification.verificationStatus),
              f('Verification reference', p.identification.providerReference),
              f('Verified at', when(p.identification.verifiedAt)),
            ]
          : [],
      },
      ...d.txnDetail.map((t, i) => ({
        heading: `Transaction ${i + 1}`,
        fields: [
          f('Date', when(t.txnDate)),
          f('Type', t.txnType),
          f('Completed', t.txnCompleted),
          f('Digital currency', `${t.digitalCurrency.units} ${t.digitalCurrency.code}`),
          f('Network', t.digitalCurrency.network),
          f('Value in AUD', t.digitalCurrency.audEquivalent),
          f('Wallet address', t.walletAddress),
          f('Blockchain transaction id', t.blockchainTxId),
          f('Our reference', t.txnRefNo),
        ],
      })),
      {
        heading: 'Reason for suspicion',
        fields: [
          f('Suspicion reasons', d.smDetails.suspicionReasons.join('; ')),
          f('Total value in AUD', d.smDetails.totalAmountAud),
          f('Likely offence', d.smDetails.likelyOffence),
        ],
        text: d.suspGrounds,
      },
      timeline(d.timeline),
    ],
  };
}

/** goAML's suspicious transaction report, in the order of its report screens. */
export function strView(d: Str): ReportView {
  const r = d.report;
  const p = r.involved_person;
  const a = p.addresses[0];
  return {
    title: `Suspicious transaction report (STR, goAML): draft for case ${d.case.id}`,
    groups: [
      {
        heading: 'Reporting entity',
        fields: [
          f('Reporting entity', r.reporting_entity_name),
          f('goAML entity id', r.rentity_id),
          f('Branch', r.rentity_branch),
          f(
            'Report type',
            `${r.report_code} (submission ${r.submission_code === 'E' ? 'electronic' : r.submission_code})`,
          ),
          f('Our reference', r.entity_reference),
          f('Local currency', r.currency_code_local),
          f(
            'Reporting person',
            [r.reporting_person.first_name, r.reporting_person.last_name].filter(Boolean).join(' '),
          ),
          f('Occupation', r.reporting_person.occupation),
          f('Email', r.reporting_person.email),
        ],
      },
      {
        heading: 'Subject of the report',
        fields: [
          f('Full name', `${p.first_name} ${p.last_name}`.trim()),
          f('Date of birth', p.birthdate),
          f('Address', joined(a?.address, a?.city, a?.state, a?.zip, a?.country_code)),
          f('Email', p.email),
          f('Phone', p.phones.map((x) => x.tph_number).join(', ')),
          f('Customer number', p.customer_number),
          f('Identity verified electronically', p.identification.verified_electronically),
          f('Verification reference', p.identification.provider_reference),
          f('Verified at', when(p.identification.verified_at)),
        ],
      },
      ...r.transaction.map((t, i) => {
        const other = 't_to' in t ? t.t_to : 't_from' in t ? t.t_from : null;
        return {
          heading: `Transaction ${i + 1}`,
          fields: [
            f('Date', when(t.date_transaction)),
            f('Description', t.transaction_description),
            f('Virtual asset', `${t.virtual_asset.amount} ${t.virtual_asset.code}`),
            f('Network', t.virtual_asset.network),
            f(`Value in ${r.currency_code_local}`, t.amount_local),
            f('Direction', 't_to' in t ? 'From our client' : 'To our client'),
            f('Other side (address)', other?.account.account),
            f('Other side (institution)', other?.account.institution_name),
            f('Transaction number', t.transactionnumber),
            f('Our reference', t.internal_ref_number),
          ],
        };
      }),
      {
        heading: 'Reason for suspicion',
        fields: [
          f('Indicators', r.report_indicators.map((x) => x.indicator).join('; ')),
          f(`Total value in ${r.currency_code_local}`, totalLocal(r.transaction.map((t) => t.amount_local))),
          f('Action taken', r.action),
        ],
        text: r.reason,
      },
      timeline(d.timeline),
    ],
  };
}
