/** The compliance case queue (decision 277): compliance officers only. */
import {
  CASE_ACTIONS,
  CASE_DECISIONS,
  CASE_SORTS,
  CASE_STATES,
  type CaseAction,
  type CaseDecision,
  type CaseDetail,
  type CaseSort,
  type CaseState,
  type CaseSummary,
} from '../cases.js';
import { defineSpec } from './define.js';
import { flag, payload, required, text, trimmed, wholeNumber } from './fields.js';

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (v: unknown): v is T =>
    (values as readonly unknown[]).includes(v);

export const getCases = defineSpec<CaseSummary[]>()({
  path: '/staff/cases/get-list',
  access: 'compliance',
  readOnly: true,
  payload: payload({
    /** One state, or '' for every case not closed. */
    state: required((v): v is CaseState | '' => v === '' || v == null || oneOf(CASE_STATES)(v), 'must be a case state'),
    /** Only the caller's own cases. */
    mine: flag(),
    customerId: trimmed(),
    /** The order; absent or '' for oldest first. */
    sort: required(
      (v): v is CaseSort | '' => v === '' || v == null || oneOf(CASE_SORTS)(v),
      'must be opened, risk or deadline',
    ),
  }),
});

export const getCase = defineSpec<CaseDetail>()({
  path: '/staff/cases/get',
  access: 'compliance',
  readOnly: true,
  payload: payload({ caseId: wholeNumber(0, 0, 2_147_483_647) }),
});

export const updateCase = defineSpec<CaseDetail>()({
  path: '/staff/cases/update',
  access: 'compliance',
  idempotent: true,
  payload: payload({
    caseId: wholeNumber(0, 0, 2_147_483_647),
    action: required(oneOf<CaseAction>(CASE_ACTIONS), 'must be take, escalate or note'),
    note: text(),
  }),
});

export const decideCase = defineSpec<CaseDetail>()({
  path: '/staff/cases/decide',
  access: 'compliance',
  idempotent: true,
  payload: payload({
    caseId: wholeNumber(0, 0, 2_147_483_647),
    decision: required(oneOf<CaseDecision>(CASE_DECISIONS), 'must be release, return, freeze, report or no_action'),
    reason: trimmed(),
  }),
});
