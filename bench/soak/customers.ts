/**
 * Soak customers, made the way real ones are: sign-up with the mailed code, identity check through
 * the sandbox provider, coins deposited on the sandbox chain and credited by the deposit watcher.
 * Everything goes through the real server's calls; nothing is written to the database directly.
 */
import { randomUUID } from 'node:crypto';
import { CALLS } from '../../contract/calls/index.js';
import { TERMS_VERSIONS } from '../../contract/legal.js';
import { apiOk, latestCode, STRONG_PASSWORD, uniqueEmail } from '../../tests/e2e/support/api.js';
import { verifyIdentity } from '../../tests/e2e/support/wallet.js';

export interface SoakCustomer {
  email: string;
  token: string;
  /** The address this customer's requests come from (X-Forwarded-For through a trusted proxy). */
  ip: string;
}

/** Coins each customer starts with: enough for every swap a soak can make. */
const STARTING_COINS = { BTC: '5', USDT: '200000' } as const;

/** Names hold letters only (contract/validation/names.ts): customer 27 is 'Customer Bb'. */
function lettersOf(n: number): string {
  let out = '';
  let rest = n;
  do {
    out = String.fromCharCode(97 + (rest % 26)) + out;
    rest = Math.floor(rest / 26);
  } while (rest > 0);
  return out.charAt(0).toUpperCase() + out.slice(1);
}

export async function makeCustomer(base: string, n: number): Promise<SoakCustomer> {
  const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const opts = { base, forwardedFor: ip };
  const email = uniqueEmail(`soak${n}`);
  const sentAfter = Date.now() - 1000;
  await apiOk(CALLS.sendEmailOtp, { email, type: 1 }, opts);
  const otp = await latestCode(email, { after: sentAfter, base });
  await apiOk(
    CALLS.createUser,
    {
      email,
      password: STRONG_PASSWORD,
      otp,
      first_name: 'Soak',
      last_name: `Customer ${lettersOf(n)}`,
      dob: '1990-04-12',
      accept_terms: true,
      terms_version: TERMS_VERSIONS.AU,
      device_info: 'soak',
      country_code: 'AU',
      currency_code: 'AUD',
      is_eu: false,
      ip,
    },
    { ...opts, idempotencyKey: randomUUID() },
  );
  const session = await apiOk(CALLS.login, { email, password: STRONG_PASSWORD }, opts);
  const customer = { email, token: session.token, ip };
  await verifyIdentity(customer.token, base);
  await deposit(base, customer);
  return customer;
}

async function deposit(base: string, c: SoakCustomer): Promise<void> {
  const opts = { base, token: c.token, forwardedFor: c.ip };
  const routes = await apiOk(CALLS.getPaymentRoutes, { limit: 100, offset: 0 }, opts);
  for (const [coin, amount] of Object.entries(STARTING_COINS)) {
    const route = routes.find((r) => r.currency_id === coin && r.is_active);
    if (!route) throw new Error(`no active payment route for ${coin}`);
    const { address } = await apiOk(
      CALLS.generateAddress,
      { currencyId: coin, paymentRouteId: route.payment_route_id },
      { ...opts, idempotencyKey: randomUUID() },
    );
    const res = await fetch(`${base}/sandbox/chain/deposit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address, amount }),
    });
    if (!res.ok) throw new Error(`sandbox deposit of ${amount} ${coin} failed: ${res.status}`);
  }
  const deadline = Date.now() + 60_000;
  for (;;) {
    const list = await apiOk(CALLS.getWalletList, { quoteCurrencyId: 'USD' }, opts);
    const credited = Object.keys(STARTING_COINS).every((coin) =>
      list.some((e) => e.currency.currency_id === coin && Number(e.free_balance) > 0),
    );
    if (credited) return;
    if (Date.now() > deadline) throw new Error(`deposits for ${c.email} were not credited in 60 s`);
    await new Promise((r) => setTimeout(r, 300));
  }
}
