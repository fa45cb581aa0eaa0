/**
 * A local fake of beGateway's Checkout API for tests of the real adapter: it checks the Basic
 * credentials and X-API-Version, keeps checkouts, answers status queries, and produces webhooks
 * signed with its own RSA key, as the real gateway does. Tests pass `fetch` to the adapter.
 */
import { generateKeyPairSync, type KeyObject, randomBytes, randomUUID, sign } from 'node:crypto';
import { Hono } from 'hono';
import { basicAuthHeader, basicCredentials, type NotificationRequest } from './port.js';

export interface FakeCheckout {
  token: string;
  body: any;
  headers: Record<string, string>;
  status: string;
  uid: string | null;
}

export interface FakeGateway {
  url: string;
  shopId: string;
  secretKey: string;
  publicKeyPem: string;
  /** base64 of the DER public key, as the gateway's dashboard shows it. */
  publicKeyBase64: string;
  checkouts: Map<string, FakeCheckout>;
  /** Token charges by tracking id, with the body each was asked with. */
  charges: Map<string, { body: any; status: string; uid: string }>;
  /** Saved-card tokens and the status charging each answers. */
  cards: Map<string, 'successful' | 'failed'>;
  fetch: typeof fetch;
  /** The customer pays (or not): the checkout's state changes and a signed webhook is returned. */
  finish(token: string, status: 'successful' | 'failed' | 'expired'): NotificationRequest;
}

export function fakeBeGateway(): FakeGateway {
  const url = 'https://checkout.gateway.test';
  const shopId = '361';
  const secretKey = randomBytes(16).toString('hex');
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const checkouts = new Map<string, FakeCheckout>();
  const charges = new Map<string, { body: any; status: string; uid: string }>();
  const cards = new Map<string, 'successful' | 'failed'>();
  const app = new Hono();

  const authorized = (h: string | undefined) => {
    const c = basicCredentials(h);
    return c?.user === shopId && c.password === secretKey;
  };

  app.post('/ctp/api/checkouts', async (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    if (c.req.header('x-api-version') !== '2') return c.json({ message: 'Unsupported API version' }, 400);
    const body = await c.req.json();
    const order = body?.checkout?.order;
    if (!Number.isInteger(order?.amount) || order.amount <= 0 || !order.tracking_id)
      return c.json({ message: 'Validation failed', errors: { amount: ['is invalid'] } }, 422);
    const token = randomBytes(16).toString('hex');
    const headers: Record<string, string> = {};
    c.req.raw.headers.forEach((v, k) => {
      headers[k] = v;
    });
    checkouts.set(token, { token, body, headers, status: 'pending', uid: null });
    return c.json({ checkout: { token, redirect_url: `${url}/v2/checkout?token=${token}` } }, 201);
  });

  app.get('/ctp/api/checkouts/:token', (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    const co = checkouts.get(c.req.param('token'));
    if (!co) return c.json({ message: 'Not found' }, 404);
    const order = co.body.checkout.order;
    return c.json({
      checkout: {
        token: co.token,
        status: co.status === 'pending' ? 'pending' : co.status,
        finished: co.status !== 'pending',
        expired: co.status === 'expired',
        test: co.body.checkout.test,
        order: { amount: order.amount, currency: order.currency, tracking_id: order.tracking_id },
        gateway_response: co.uid
          ? {
              payment: {
                uid: co.uid,
                status: co.status,
                message: co.status,
                amount: order.amount,
                currency: order.currency,
              },
            }
          : undefined,
      },
    });
  });

  const chargeAnswer = (trackingId: string) => {
    const ch = charges.get(trackingId);
    if (!ch) return null;
    const r = ch.body.request;
    return {
      uid: ch.uid,
      type: 'payment',
      status: ch.status,
      amount: r.amount,
      currency: r.currency,
      tracking_id: trackingId,
      message: ch.status,
      test: r.test,
      credit_card: { token: r.credit_card.token },
    };
  };

  app.get('/v2/transactions/tracking_id/:id', (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    const t = chargeAnswer(c.req.param('id'));
    return c.json({ transactions: t ? [t] : [] });
  });

  app.post('/transactions/payments', async (c) => {
    if (!authorized(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    const body = await c.req.json();
    const r = body?.request;
    const outcome = cards.get(r?.credit_card?.token);
    if (!outcome || !Number.isInteger(r?.amount) || !r?.tracking_id)
      return c.json({ message: 'Validation failed', errors: { credit_card: ['token is invalid'] } }, 422);
    charges.set(r.tracking_id, { body, status: outcome, uid: randomUUID() });
    return c.json({ transaction: chargeAnswer(r.tracking_id) });
  });

  /** A card saved by a successful checkout that asked for it: charging it succeeds. */
  const savedCard = () => {
    const token = randomBytes(12).toString('hex');
    cards.set(token, 'successful');
    return token;
  };

  const signBody = (raw: string, key: KeyObject) => sign('sha256', Buffer.from(raw), key).toString('base64');

  return {
    url,
    shopId,
    secretKey,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    publicKeyBase64: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
    checkouts,
    charges,
    cards,
    fetch: ((input: string | URL | Request, init?: RequestInit) =>
      app.request(String(input).replace(url, ''), init)) as typeof fetch,
    finish(token, status) {
      const co = checkouts.get(token);
      if (!co) throw new Error('unknown checkout');
      co.status = status;
      co.uid = randomUUID();
      const order = co.body.checkout.order;
      const rawBody = JSON.stringify({
        transaction: {
          uid: co.uid,
          status,
          amount: order.amount,
          currency: order.currency,
          tracking_id: order.tracking_id,
          message: status,
          test: co.body.checkout.test,
          type: 'payment',
          ...(status === 'successful' && co.body.checkout.order.additional_data?.contract?.includes('recurring')
            ? { credit_card: { token: savedCard(), last_4: '0000' } }
            : {}),
        },
      });
      return { authorization: basicAuthHeader(shopId, secretKey), signature: signBody(rawBody, privateKey), rawBody };
    },
  };
}
