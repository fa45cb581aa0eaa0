/**
 * Regulated transfers (the Travel Rule, decisions 246 to 249): the IVMS101 payload of a transfer,
 * the address-ownership signatures and proofs (the challenge and proof calls), the name-matching rule and the self-hosted threshold.
 */
import { defineModule } from '../descriptor.js';
import { travelRuleCalls } from './proofs.js';
import { parseThresholdSettings } from './settings.js';

export { buildTransferPayload, IvmsInvalid, validIvms } from './ivms.js';
export { namesMatch } from './names.js';
export { hasProof } from './proofs.js';
export { verifyOwnership } from './signatures.js';
export { aboveThreshold, thresholdFor } from './threshold.js';

export const travelRuleModule = defineModule({
  name: 'travelrule',
  needs: [],
  settings: (env) => ({ travelRuleThresholds: parseThresholdSettings(env) }),
  calls: travelRuleCalls,
});
