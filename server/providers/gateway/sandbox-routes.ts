/**
 * The local hosted card form (APP_MODE=local with the sandbox gateway), opened by the PWA in the
 * payment modal's iframe exactly as the real gateway's form would be:
 * - GET  /sandbox/pay/?token=...  the form for a checkout;
 * - POST /sandbox/pay/            pay (test cards decide the outcome) or cancel.
 * On a result the server is first notified the way the real gateway does it (a signed POST to the
 * notification endpoint), then the browser is sent to the matching return address with the token
 * and status.
 */
import type { Context, Hono } from 'hono';
import { FIAT_SCALE } from '../../../contract/assets.js';
import { fromUnits } from '../../../contract/money.js';
import { BUY_LIMIT_MESSAGES, currencySymbol } from '../../../contract/payments.js';
import { textProblem } from '../../../contract/validation/limits.js';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../log.js';
import { type CardGateway, NOTIFICATION_PATH } from './port.js';
import { outcomeForCard, type SandboxCompletion, type SandboxGateway } from './sandbox.js';
import { type CardInput, checkCard } from './sandbox-card.js';
import { PAY_SCRIPT, PAY_SCRIPT_PATH, PAY_STYLE, PAY_STYLE_PATH, payFormPage, payMessagePage } from './sandbox-page.js';

type Requester = { request: (path: string, init: RequestInit) => Response | Promise<Response> };

/** Sends the signed notification through the server's real endpoint. */
async function notify(app: Requester, done: SandboxCompletion): Promise<boolean> {
  const res = await app.request(NOTIFICATION_PATH, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: done.notification.authorization ?? '',
      'content-signature': done.notification.signature ?? '',
    },
    body: done.notification.rawBody,
  });
  return res.ok;
}

function money(amountMinor: bigint, currency: string): string {
  const [whole, frac = ''] = fromUnits(amountMinor, FIAT_SCALE).split('.');
  return `${currencySymbol(currency)}${Number(whole).toLocaleString('en-US')}.${frac.padEnd(2, '0')}`;
}

function formText(v: unknown, max = 100): string {
  return typeof v === 'string' ? v.slice(0, max) : '';
}

function html(c: Context, body: string, status = 200) {
  c.header('Cache-Control', 'no-store');
  return c.html(body, status as 200);
}

/** The card form talks to the gateway, dates what it does and logs what fails. */
interface PaySandboxDeps {
  clock: Clock;
  log: Logger;
  providers: { gateway: CardGateway };
}

export function registerPaySandbox(app: Hono, deps: PaySandboxDeps): void {
  if (deps.providers.gateway.kind !== 'sandbox') return;
  const gateway = deps.providers.gateway as SandboxGateway;

  app.get(PAY_SCRIPT_PATH, (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(PAY_SCRIPT);
  });
  app.get(PAY_STYLE_PATH, (c) => {
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'no-cache');
    return c.body(PAY_STYLE);
  });

  // A token that cannot be stored cannot name a checkout: it is not looked up.
  const checkoutFor = async (token: string) =>
    token && !textProblem(token, 200) ? await gateway.getCheckout(token) : null;
  const notFound = (c: Context) =>
    html(
      c,
      payMessagePage('Checkout not found', 'This payment link is not valid. Close this window and try again.'),
      404,
    );
  const expired = (c: Context) =>
    html(c, payMessagePage(BUY_LIMIT_MESSAGES.checkoutExpiredTitle, BUY_LIMIT_MESSAGES.checkoutExpired), 410);
  const finished = (c: Context) =>
    html(
      c,
      payMessagePage('Payment already completed', 'This checkout has already been used. Close this window.'),
      409,
    );

  app.get('/sandbox/pay/', async (c) => {
    const token = c.req.query('token') ?? '';
    const checkout = await checkoutFor(token);
    if (!checkout) return notFound(c);
    if (checkout.status === 'expired') return expired(c);
    if (checkout.status !== 'pending') return finished(c);
    return html(
      c,
      payFormPage({
        token,
        amount: money(checkout.amountMinor, checkout.currency),
        description: checkout.description,
        values: {},
        errors: {},
        saveCard: checkout.saveCard,
      }),
    );
  });

  app.post('/sandbox/pay/', async (c) => {
    const form = await c.req.parseBody({ all: true });
    const first = (k: string) => {
      const v = form[k];
      return formText(Array.isArray(v) ? v[0] : v);
    };
    const token = first('token');
    const checkout = await checkoutFor(token);
    if (!checkout) return notFound(c);
    if (checkout.status === 'expired') return expired(c);
    if (checkout.status !== 'pending') return finished(c);

    let done: SandboxCompletion | null;
    if (first('action') === 'cancel') {
      done = await gateway.complete(token, {
        status: 'cancelled',
        code: 'C.0001',
        message: 'Cancelled by the customer',
      });
    } else {
      const input: CardInput = {
        number: first('number'),
        expiry: first('expiry'),
        cvc: first('cvc'),
        holder: first('holder'),
      };
      const errors = checkCard(input, deps.clock.now());
      if (Object.keys(errors).length > 0) {
        return html(
          c,
          payFormPage({
            token,
            amount: money(checkout.amountMinor, checkout.currency),
            description: checkout.description,
            values: { number: input.number, expiry: input.expiry, holder: input.holder },
            errors,
            saveCard: checkout.saveCard,
          }),
          422,
        );
      }
      const digits = input.number.replace(/\D/g, '');
      done = await gateway.complete(token, { ...outcomeForCard(digits), last4: digits.slice(-4) });
    }
    if (!done) return (await gateway.getCheckout(token))?.status === 'expired' ? expired(c) : finished(c);
    try {
      if (!(await notify(app, done))) deps.log.warn('sandbox gateway: notification was not accepted', { token });
    } catch (e) {
      // The real gateway retries; the reconciler's status query settles it anyway.
      deps.log.error('sandbox gateway: notification failed', { error: e instanceof Error ? e.message : 'unknown' });
    }
    return c.redirect(done.returnUrl, 303);
  });
}
