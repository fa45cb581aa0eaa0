/**
 * What a transfer with a self-hosted wallet above the threshold waits for, the same rule for a
 * withdrawal's beneficiary (decision 272) and a deposit's origin (decision 368): someone else's
 * wallet goes to compliance's review (a case), the customer's own must be proven theirs. At or
 * below the threshold, and from or to a provider, the answers are recorded only.
 */
import type { BeneficiaryAnswers } from '../../../contract/travel-rule.js';

type SelfHostedAbove = 'review' | 'proof';

export function selfHostedAboveThreshold(a: Pick<BeneficiaryAnswers, 'owner'>): SelfHostedAbove {
  return a.owner === 'other' ? 'review' : 'proof';
}

/** Compliance's case for it carries this source, whichever way the transfer goes. */
export const SELF_HOSTED_OTHER_SOURCE = 'travel_rule:self_hosted_other';
