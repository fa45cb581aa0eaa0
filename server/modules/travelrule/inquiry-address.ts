/**
 * The signed TRP inquiry address for a provider from the directory (decision 331): compliance
 * hands it to the provider when they agree to exchange Travel Rule information. Reading it is
 * written to the audit trail: whoever holds it can send us inquiries as that provider.
 */
import { CALLS } from '../../../contract/calls/index.js';
import { auditCallerAction } from '../../http/audit.js';
import { defineCall } from '../../http/call.js';
import { validationError } from '../../http/errors.js';
import { directoryEntry } from './directory.js';
import { trpInquiryUrl } from './inbound-inquiries.js';

const trpInquiryAddress = defineCall(CALLS.trpInquiryAddress, {
  async handle(ctx, p) {
    const { deps } = ctx;
    if (!directoryEntry(deps.config.mode, p.providerId))
      throw validationError({ providerId: 'Choose a provider from the directory.' });
    await auditCallerAction(deps.db, ctx, {
      action: 'travel_rule.inquiry_address',
      details: { providerId: p.providerId },
    });
    return { data: { providerId: p.providerId, url: trpInquiryUrl(deps, p.providerId) } };
  },
});

export const inquiryAddressCalls = [trpInquiryAddress];
