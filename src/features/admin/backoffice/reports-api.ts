/** The back-office's report calls (decisions 296, 297, 331): compliance only, checked on the server. */
import * as depositOrigin from '../../../../contract/calls/deposit-origin.js';
import * as reports from '../../../../contract/calls/reports.js';
import * as travelrule from '../../../../contract/calls/travelrule.js';
import type { RecordDirection, RecordState } from '../../../../contract/travel-rule-records.js';
import { api } from '../../../api/client.js';

export const getCaseReportDraft = async (caseId: number) =>
  (await api.call(reports.getCaseReportDraft, { caseId })).data;
export const exportTravelRulePeriod = async (from: string, to: string, page: number) =>
  (await api.call(reports.exportTravelRulePeriod, { from, to, page })).data;
export const getTrpInquiryAddress = async (providerId: string) =>
  (await api.call(travelrule.trpInquiryAddress, { providerId })).data;
export const listTravelRuleRecords = async (direction: RecordDirection | '', state: RecordState | '', page: number) =>
  (await api.call(travelrule.travelRuleRecords, { direction, state, page })).data;
export const exportTravelRuleRecord = async (recordId: string) =>
  (await api.call(depositOrigin.exportTransferRecord, { recordId })).data;
export const staffProviderDirectory = async () => (await api.call(travelrule.staffProviderDirectory, {})).data;
