/** /exchange/get-kyc-status, /exchange/get-sumsub-token, /exchange/update-kyc-status. */
import { CALLS } from '../../../contract/calls/index.js';
import {
  KYC_MESSAGES,
  type KycStatusData,
  type KycTokenData,
  type UpdateKycStatusData,
} from '../../../contract/kyc.js';
import { writeAudit } from '../../http/audit.js';
import { type CallContext, defineCall, requireUser } from '../../http/call.js';
import { ApiError } from '../../http/errors.js';
import { hitRateLimit } from '../../http/rate-limit.js';
import { waitText } from '../accounts/index.js';
import { refreshKycStatus, storedKycStatus } from './status.js';

/** Each token and refresh costs a provider request: a customer gets 20 of each per 10 minutes. */
const PROVIDER_CALL_RULE = { windowMs: 10 * 60_000, max: 20 };

async function limitProviderCalls(ctx: CallContext, kind: 'token' | 'refresh'): Promise<void> {
  const user = requireUser(ctx);
  const wait = await hitRateLimit(ctx.deps.db, `kyc-${kind}:${user.id}`, [PROVIDER_CALL_RULE], ctx.deps.clock.now());
  if (wait !== null)
    throw new ApiError('RATE_LIMITED', `Too many verification requests. Please wait ${waitText(wait)} and try again.`, {
      retryAfterSeconds: wait,
    });
}

export const getKycStatus = defineCall(CALLS.getKycStatus, {
  async handle(ctx): Promise<{ data: KycStatusData }> {
    const user = requireUser(ctx);
    const status = await storedKycStatus(ctx.deps, user.id);
    return { data: { kyc_data: [{ kyc_property: 'kyc_status', kyc_value: status }] } };
  },
});

export const getSumsubToken = defineCall(CALLS.getSumsubToken, {
  async handle(ctx): Promise<{ data: KycTokenData }> {
    const { deps } = ctx;
    const user = requireUser(ctx);
    await limitProviderCalls(ctx, 'token');
    const row = await deps.db
      .selectFrom('users')
      .select(['email', 'phone', 'first_name', 'last_name'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    try {
      const access = await deps.providers.kyc.accessToken({
        userId: user.id,
        email: row.email,
        phone: row.phone,
        firstName: row.first_name,
        lastName: row.last_name,
      });
      return { data: { provider: deps.providers.kyc.kind, ...access } };
    } catch (e) {
      deps.log.error('kyc token failed', { userId: user.id, error: e instanceof Error ? e.message : 'unknown' });
      throw new ApiError('KYC_UNAVAILABLE', KYC_MESSAGES.tokenFailed);
    }
  },
});

/**
 * The browser reports what its widget said; the server ignores the claim and answers with what
 * the provider says (a refresh), so no request can make an account approved.
 */
export const updateKycStatus = defineCall(CALLS.updateKycStatus, {
  rules(o) {
    return { claimed: o.kyc_status.slice(0, 40) };
  },
  async handle(ctx, p): Promise<{ data: UpdateKycStatusData }> {
    const { deps } = ctx;
    const user = requireUser(ctx);
    await limitProviderCalls(ctx, 'refresh');
    let status: UpdateKycStatusData['kyc_status'];
    try {
      status = await refreshKycStatus(deps, user.id, 'call');
    } catch (e) {
      deps.log.error('kyc refresh failed', { userId: user.id, error: e instanceof Error ? e.message : 'unknown' });
      throw new ApiError('KYC_UNAVAILABLE', KYC_MESSAGES.updateFailed);
    }
    if (p.claimed && p.claimed !== status)
      await writeAudit(deps.db, deps.clock.now(), {
        actorId: user.id,
        actorRole: user.role,
        action: 'kyc.claim_ignored',
        outcome: 'denied',
        ip: ctx.ip,
        details: { claimed: p.claimed, verified: status },
      });
    return { data: { kyc_status: status } };
  },
});
