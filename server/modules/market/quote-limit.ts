/**
 * The swap quote's own limit per customer (decision 426). Each quote reads the prices and writes a
 * quote row; the app asks one per typing pause at most, so the limit is set from that pace
 * (contract/quote-pace.ts) and a customer using the app never meets it. Claimed in one upsert
 * before the quote is made, so a burst sent at once cannot outrun it.
 */
import { SWAP_QUOTE_LIMIT } from '../../../contract/quote-pace.js';
import type { AppDeps } from '../../deps.js';
import { ApiError } from '../../http/errors.js';
import { claimHit } from '../../http/rate-limit.js';
import { waitText } from '../accounts/index.js';

export async function claimSwapQuote(deps: AppDeps, userId: string): Promise<void> {
  const claim = await claimHit(deps.db, `swap-quote:${userId}`, SWAP_QUOTE_LIMIT, deps.clock.now());
  if (!claim.ok)
    throw new ApiError('RATE_LIMITED', `Too many quotes asked for. Please wait ${waitText(claim.waitSeconds)}.`, {
      retryAfterSeconds: claim.waitSeconds,
    });
}
