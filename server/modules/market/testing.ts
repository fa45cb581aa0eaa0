/** What tests outside the module price with: a customer holding 1,000 USDT with a live quote to swap 100 of them for BTC. */
import type { AppDeps } from '../../deps.js';
import { createUser } from '../../test/factories.js';
import { creditForTest } from '../ledger/testing.js';
import { createQuote } from './quotes.js';

export async function customerWithSwapQuote(deps: AppDeps, ttlSeconds: number) {
  const user = await createUser(deps, { kycStatus: 'approved' });
  await creditForTest(deps, user.id, 'USDT', '1000');
  const quote = await createQuote(deps, user.id, {
    source: 'USDT',
    target: 'BTC',
    sourceUnits: 100_000_000n,
    ttlSeconds,
  });
  return { user, payload: { conversionQuoteId: quote.conversion_quote_id } };
}
