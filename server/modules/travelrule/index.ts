/**
 * Regulated transfers (the Travel Rule, decisions 246 to 249): the IVMS101 payload of a transfer,
 * the address-ownership signatures and proofs (the challenge and proof calls), the name-matching rule and the self-hosted threshold;
 * deposits' Travel Rule records, the hold on unanswered ones and their export (decisions 274 to 276),
 * every record of a period for an authority (decision 297), withdrawals' records sealed when they
 * are made (decision 303), held deposits' records following the case decision (decision 304) and
 * proofs by test deposit where wallets cannot sign (decision 307), cases for refused and unanswered
 * withdrawals (decision 330), TRP inquiries from originating providers (decision 331), and the
 * identity fields kept beside the records sealed too (decision 335).
 */
import { defineModule } from '../descriptor.js';
import { assetOf } from './assets.js';
import { depositOriginCalls } from './deposit-calls.js';
import { directoryEntry } from './directory.js';
import { trpInquiryUrl } from './inbound-inquiries.js';
import { inquiryAddressCalls } from './inquiry-address.js';
import { periodExportCalls } from './period-export.js';
import { parseExportMaxDays } from './period-settings.js';
import { sealPlainIdentityFields } from './plain-identity.js';
import { travelRuleCalls } from './proofs.js';
import { recordExportCalls } from './record-export.js';
import { recordListCalls } from './record-list.js';
import { parseAnswerWaitMs, parseProviderEndpoints, parseThresholdSettings } from './settings.js';

export {
  afterHold,
  failUnanswered,
  prepareTravelRule,
  RELEASED_STATES,
  RETURNED_AFTER_REVIEW,
  travelRuleStateFor,
} from './withdrawal.js';

export const travelRuleModule = defineModule({
  name: 'travelrule',
  needs: ['db', 'secrets', 'log', 'config'],
  settings: (env) => ({
    travelRuleThresholds: parseThresholdSettings(env),
    travelRuleAnswerWaitMs: parseAnswerWaitMs(env),
    travelRuleEndpoints: parseProviderEndpoints(env, (id) => directoryEntry('production', id) !== undefined),
    travelRuleExportMaxDays: parseExportMaxDays(env),
  }),
  calls: [
    ...travelRuleCalls,
    ...depositOriginCalls,
    ...recordExportCalls,
    ...periodExportCalls,
    ...inquiryAddressCalls,
    ...recordListCalls,
  ],
  // The sandbox counterparty's inquiries go to the address a listed provider is given (decision 331).
  sandboxHooks: (deps) => ({ travelRule: { inquiryUrl: (id: string) => trpInquiryUrl(deps, id), assetOf } }),
  jobs: (deps, jobs) => {
    // At start, then hourly: rows an older instance wrote in plain text are sealed too (decision 335).
    jobs.add({
      name: 'identity sealing',
      everyMs: 60 * 60_000,
      firstAfterMs: 0,
      run: () => sealPlainIdentityFields(deps),
    });
    return undefined;
  },
});

export { receiveTrpCallback, TRP_CALLBACK_PATH } from './callback.js';
export { assertHeldFundsStay } from './hold.js';
export { inquiredTravelRule, receiveTrpInquiry, TRP_INQUIRY_PATH } from './inbound-inquiries.js';
export {
  decideHeldDepositRecord,
  judgeDepositOrigin,
  originInReview,
  recordDepositOrigin,
  releaseReviewedOrigin,
} from './records.js';
export { refusalParties } from './refusal-parties.js';
export { proveByTestDeposit } from './test-deposits.js';
export { sealWithdrawalRecord } from './withdrawal-records.js';
