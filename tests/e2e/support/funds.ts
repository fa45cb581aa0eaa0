/**
 * Gives a customer coins the way a real deposit arrives: a deposit address from the real call,
 * then the local chain sandbox sees a transfer to it and the deposit watcher credits it.
 */

import { randomUUID } from 'node:crypto';
import { CALLS } from '../../../contract/calls/index.js';
import { apiOk, baseUrl } from './api.js';

export async function depositCoins(
  token: string,
  amounts: Record<string, string>,
  opts: { timeoutMs?: number; keepUnanswered?: boolean /** Another server than the main one. */; base?: string } = {},
): Promise<void> {
  const base = opts.base ?? baseUrl();
  const routes = await apiOk(CALLS.getPaymentRoutes, { limit: 100, offset: 0 }, { token, base });
  for (const [coin, amount] of Object.entries(amounts)) {
    const route = routes.find((r) => r.currency_id === coin && r.is_active);
    if (!route) throw new Error(`no active payment route for ${coin}`);
    const { address } = await apiOk(
      CALLS.generateAddress,
      { currencyId: coin, paymentRouteId: route.payment_route_id },
      { token, idempotencyKey: randomUUID(), base },
    );
    const res = await fetch(`${base}/sandbox/chain/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, amount }),
    });
    if (!res.ok) throw new Error(`sandbox deposit of ${amount} ${coin} failed: ${res.status}`);
  }
  // The watcher credits deposits on its own schedule: wait until every coin shows a balance.
  const deadline = Date.now() + (opts.timeoutMs ?? 20_000);
  for (;;) {
    const list = await apiOk(CALLS.getWalletList, { quoteCurrencyId: 'USD' }, { token, base });
    const credited = Object.keys(amounts).every((coin) =>
      list.some((e) => e.currency.currency_id === coin && Number(e.free_balance) > 0),
    );
    if (credited) {
      // The faucet sends without Travel Rule information: the customer says the coins came from
      // their own account at another provider, as a customer would (decision 274), so they can be
      // withdrawn. Tests of that question answer it themselves.
      if (opts.keepUnanswered) return;
      const { deposits } = await apiOk(CALLS.depositOrigins, {}, { token, base });
      for (const d of deposits)
        await apiOk(
          CALLS.answerDepositOrigin,
          { depositId: d.id, owner: 'self', wallet: 'provider', providerId: 'coinbase-eu' },
          { token, base },
        );
      return;
    }
    if (Date.now() > deadline) throw new Error('deposits were not credited in time');
    await new Promise((r) => setTimeout(r, 300));
  }
}

/**
 * Swaps (or sells to cash, with a currency as `to`) through the quote and its confirmation, as the
 * trade screens do; answers the quote confirmed.
 */
export async function swapCoins(token: string, from: string, to: string, amount: string, base = baseUrl()) {
  const quote = await apiOk(
    CALLS.swapCrypto,
    { sourceCurrencyId: from, targetCurrencyId: to, ttl: 10, sourceCurrencyAmount: amount },
    { token, base },
  );
  await apiOk(
    CALLS.confirmSwap,
    { conversionQuoteId: quote.conversion_quote_id },
    { token, idempotencyKey: randomUUID(), base },
  );
  return quote;
}
