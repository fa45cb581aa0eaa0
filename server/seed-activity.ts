/**
 * Local demo activity for the admin's merchant history: the demo customer's first crypto deposit
 * and first card purchase, made once through the same code the product runs (the deposit watcher's
 * crediting; the init-transaction call, the sandbox card form's completion and the gateway's
 * signed notification). Each money path records its own merchant transaction.
 */
import { randomUUID } from 'node:crypto';
import { routeById } from '../contract/routes.js';
import type { AppDeps } from './deps.js';
import type { CallContext } from './http/call.js';
import { initTransaction, receiveNotification } from './modules/payments/index.js';
import { creditObservedDeposit, depositAddressFor } from './modules/wallet/index.js';
import type { SandboxGateway } from './providers/gateway/index.js';
import { counterpartyPayload, SANDBOX_VASP_ID } from './providers/travelrule/index.js';

/** The sandbox chain transaction of the demo deposit: the watcher credits a (route, tx) once. */
const DEMO_DEPOSIT_TXID = 'demo-seed-deposit-0001';
const DEMO_DEPOSIT_SATS = 250_000n; // 0.0025 BTC
const DEMO_PURCHASE = { amount: '50.00', coin: 'BTC' } as const;
/** The sandbox's card that pays successfully. */
const SUCCESS_CARD = { status: 'successful', code: '000', message: 'Successfully processed', last4: '0000' } as const;

async function demoDeposit(deps: AppDeps, customerId: string): Promise<void> {
  const route = routeById(1);
  if (!route) return;
  const address = await depositAddressFor(deps, customerId, route);
  const { first_name, last_name } = await deps.db
    .selectFrom('users')
    .select(['first_name', 'last_name'])
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  // From the sandbox counterparty, with its Travel Rule information naming the customer
  // (decision 274): credited with nothing to answer.
  await creditObservedDeposit(deps, {
    routeId: route.id,
    address,
    txid: DEMO_DEPOSIT_TXID,
    outputIndex: 0,
    amount: DEMO_DEPOSIT_SATS,
    travelRule: {
      provider: SANDBOX_VASP_ID,
      payload: counterpartyPayload('Erika Mustermann', `${first_name} ${last_name}`, address, ''),
    },
  });
}

async function demoPurchase(deps: AppDeps, customerId: string): Promise<void> {
  if (deps.providers.gateway.kind !== 'sandbox') return;
  const done = await deps.db
    .selectFrom('card_purchases')
    .select('tracking_id')
    .where('user_id', '=', customerId)
    .executeTakeFirst();
  if (done) return;
  const user = await deps.db
    .selectFrom('users')
    .select('currency_code')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  const origin = deps.config.publicUrl;
  const ctx: CallContext = {
    deps,
    user: { id: customerId, role: 'user', sessionId: 'seed' },
    ip: '127.0.0.1',
    userAgent: 'seed',
    language: 'en',
    requestId: randomUUID(),
    idempotencyKey: randomUUID(),
    setHeader: () => {},
  };
  const opened = await initTransaction.handle(
    ctx,
    initTransaction.parse({
      amount: DEMO_PURCHASE.amount,
      currency: user.currency_code,
      // The server never credits more than the amount buys at its price: ask for plenty.
      crypto_value: '1',
      crypto_currency: DEMO_PURCHASE.coin,
      success_url: `${origin}/success`,
      decline_url: `${origin}/decline`,
      fail_url: `${origin}/fail`,
      cancel_url: `${origin}/cancel`,
    }),
  );
  const token = opened.data?.checkout.token;
  if (!token) return;
  const completion = await (deps.providers.gateway as SandboxGateway).complete(token, SUCCESS_CARD);
  if (completion) await receiveNotification(deps, completion.notification, '127.0.0.1');
}

/** Never stops the start: demo data is a convenience, logged when it cannot be made. */
export async function seedDemoMerchantActivity(deps: AppDeps, customerId: string): Promise<void> {
  for (const [what, step] of [
    ['deposit', demoDeposit],
    ['card purchase', demoPurchase],
  ] as const) {
    try {
      await step(deps, customerId);
    } catch (e) {
      deps.log.warn(`demo ${what} was not made`, { error: e instanceof Error ? e.message : String(e) });
    }
  }
}
