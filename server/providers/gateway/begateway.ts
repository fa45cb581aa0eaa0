/**
 * A real hosted-checkout gateway with beGateway's API (Checkout API v2):
 * - POST {GATEWAY_URL}/ctp/api/checkouts with Basic auth (shop id : secret key) and
 *   X-API-Version: 2 creates a checkout and answers {checkout: {token, redirect_url}};
 * - GET  {GATEWAY_URL}/ctp/api/checkouts/{token} tells the checkout's state;
 * - notifications carry the same Basic credentials and a Content-Signature (RSA-SHA256 over the
 *   raw body) checked with the shop public key;
 * - a checkout with `order.additional_data.contract: ['recurring']` saves the card: the payment's
 *   `credit_card.token` then charges it again through the Card API (decision 143):
 *   POST {GATEWAY_API_URL}/transactions/payments with `credit_card: {token}` and the same contract,
 *   after GET {GATEWAY_API_URL}/v2/transactions/tracking_id/{id} found no charge with that tracking
 *   id (a run resumed after a restart never charges twice).
 */
import { ConfigError } from '../../lib/config-error.js';
import {
  basicAuthHeader,
  type CardGateway,
  type CheckoutRequest,
  GatewayError,
  type GatewayPayment,
  normalizeStatus,
  parsePublicKey,
  paymentFromTransaction,
  type ShopCredentials,
  type TokenChargeRequest,
  verifySignedNotification,
} from './port.js';

const DEFAULT_GATEWAY_URL = 'https://checkout.begateway.com';
const DEFAULT_GATEWAY_API_URL = 'https://gateway.begateway.com';
const TIMEOUT_MS = 15_000;

export interface BeGatewaySettings extends ShopCredentials {
  baseUrl: string;
  /** The Card API (token charges). */
  apiUrl: string;
  /** Test mode: the gateway takes test cards only. */
  test: boolean;
}

function gatewayUrl(name: string, raw: string, production: boolean): string {
  try {
    const u = new URL(raw);
    if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error('protocol');
    if (production && u.protocol !== 'https:') throw new ConfigError(name, 'must use https:// in production');
    return raw.replace(/\/+$/, '');
  } catch (e) {
    if (e instanceof ConfigError) throw e;
    throw new ConfigError(name, 'is not a valid http(s) URL');
  }
}

/** GATEWAY_SHOP_ID, GATEWAY_SECRET_KEY, GATEWAY_PUBLIC_KEY, GATEWAY_URL, GATEWAY_API_URL, GATEWAY_TEST. */
export function beGatewaySettings(env: Record<string, string | undefined>, production: boolean): BeGatewaySettings {
  const shopId = env.GATEWAY_SHOP_ID?.trim() ?? '';
  const secretKey = env.GATEWAY_SECRET_KEY?.trim() ?? '';
  const publicKey = env.GATEWAY_PUBLIC_KEY?.trim() ?? '';
  if (!shopId) throw new ConfigError('GATEWAY_SHOP_ID', 'is required for the card gateway');
  if (!secretKey) throw new ConfigError('GATEWAY_SECRET_KEY', 'is required with GATEWAY_SHOP_ID');
  if (!publicKey) throw new ConfigError('GATEWAY_PUBLIC_KEY', 'is required with GATEWAY_SHOP_ID');
  const baseUrl = gatewayUrl('GATEWAY_URL', env.GATEWAY_URL?.trim() || DEFAULT_GATEWAY_URL, production);
  const apiUrl = gatewayUrl('GATEWAY_API_URL', env.GATEWAY_API_URL?.trim() || DEFAULT_GATEWAY_API_URL, production);
  const testRaw = (env.GATEWAY_TEST ?? '').toLowerCase();
  if (testRaw && !['1', '0', 'true', 'false', 'yes', 'no'].includes(testRaw))
    throw new ConfigError('GATEWAY_TEST', `must be true or false, got "${env.GATEWAY_TEST}"`);
  const test = testRaw ? ['1', 'true', 'yes'].includes(testRaw) : !production;
  return { shopId, secretKey, publicKey: parsePublicKey(publicKey), baseUrl, apiUrl, test };
}

/** The checkout creation body (beGateway Checkout API, version 2.1). */
export function checkoutBody(req: CheckoutRequest, test: boolean) {
  return {
    checkout: {
      version: 2.1,
      test,
      transaction_type: 'payment',
      iframe: true,
      attempts: 1,
      order: {
        amount: Number(req.amountMinor),
        currency: req.currency,
        description: req.description,
        tracking_id: req.trackingId,
        expired_at: req.expiresAt.toISOString(),
        ...(req.saveCard ? { additional_data: { contract: ['recurring'] } } : {}),
      },
      settings: {
        success_url: req.returnUrls.success,
        decline_url: req.returnUrls.decline,
        fail_url: req.returnUrls.fail,
        cancel_url: req.returnUrls.cancel,
        notification_url: req.notificationUrl,
        language: 'en',
        customer_fields: { read_only: ['email'], visible: ['first_name', 'last_name'] },
      },
      customer: {
        email: req.customer.email,
        first_name: req.customer.firstName,
        last_name: req.customer.lastName,
        address: req.customer.address,
        city: req.customer.city,
        state: req.customer.state,
        zip: req.customer.zip,
        country: req.customer.country,
      },
    },
  };
}

/** Reads a checkout query answer into the payment it describes. */
function paymentFromCheckout(body: unknown, token: string): GatewayPayment {
  const c = (body as { checkout?: Record<string, unknown> } | null)?.checkout;
  if (!c || typeof c !== 'object') throw new GatewayError('checkout answer has no checkout');
  const order = (c.order ?? {}) as Record<string, unknown>;
  const payment = ((c.gateway_response as Record<string, unknown> | undefined)?.payment ?? null) as Record<
    string,
    unknown
  > | null;
  const fromPayment = payment ? paymentFromTransaction(payment, token) : null;
  const status = normalizeStatus(payment?.status ?? c.status);
  return {
    token,
    trackingId: typeof order.tracking_id === 'string' ? order.tracking_id : (fromPayment?.trackingId ?? null),
    uid: fromPayment?.uid ?? null,
    status: c.expired === true && status === 'pending' ? 'expired' : status,
    amountMinor:
      typeof order.amount === 'number' && Number.isSafeInteger(order.amount)
        ? BigInt(order.amount)
        : (fromPayment?.amountMinor ?? null),
    currency: typeof order.currency === 'string' ? order.currency : (fromPayment?.currency ?? null),
    code: fromPayment?.code ?? null,
    message: fromPayment?.message ?? (typeof c.message === 'string' ? c.message : null),
    test: c.test === true,
  };
}

/** The Card API body of a merchant-initiated charge of a saved card. */
function tokenChargeBody(req: TokenChargeRequest, test: boolean) {
  return {
    request: {
      amount: Number(req.amountMinor),
      currency: req.currency,
      description: req.description,
      tracking_id: req.trackingId,
      test,
      notification_url: req.notificationUrl,
      credit_card: { token: req.cardToken },
      additional_data: { contract: ['recurring'] },
    },
  };
}

export function beGateway(settings: BeGatewaySettings, fetchImpl: typeof fetch = fetch): CardGateway {
  const headers = {
    authorization: basicAuthHeader(settings.shopId, settings.secretKey),
    'x-api-version': '2',
    accept: 'application/json',
    'content-type': 'application/json',
  };

  async function send(method: 'GET' | 'POST', path: string, body?: unknown, base = settings.baseUrl): Promise<unknown> {
    let res: Response;
    try {
      res = await fetchImpl(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new GatewayError(`gateway unreachable: ${(e as Error).message}`);
    }
    let parsed: unknown = null;
    try {
      parsed = await res.json();
    } catch {
      parsed = null;
    }
    if (!res.ok) {
      const message = (parsed as { message?: unknown } | null)?.message;
      throw new GatewayError(
        `gateway answered ${res.status}${typeof message === 'string' ? `: ${message}` : ''}`,
        res.status,
      );
    }
    return parsed;
  }

  return {
    kind: 'begateway',
    async createCheckout(req) {
      const answer = (await send('POST', '/ctp/api/checkouts', checkoutBody(req, settings.test))) as {
        checkout?: { token?: unknown; redirect_url?: unknown };
      } | null;
      const token = answer?.checkout?.token;
      const redirectUrl = answer?.checkout?.redirect_url;
      if (typeof token !== 'string' || !token || typeof redirectUrl !== 'string' || !redirectUrl)
        throw new GatewayError('checkout answer has no token or redirect_url');
      return { token, redirectUrl };
    },
    async queryCheckout(token) {
      const body = await send('GET', `/ctp/api/checkouts/${encodeURIComponent(token)}`);
      return paymentFromCheckout(body, token);
    },
    verifyNotification(req) {
      return verifySignedNotification(settings, req);
    },
    async chargeToken(req) {
      const path = `/v2/transactions/tracking_id/${encodeURIComponent(req.trackingId)}`;
      // No charge with this tracking id yet: an empty list, or 404.
      const found = (await send('GET', path, undefined, settings.apiUrl).catch((e: unknown) => {
        if (e instanceof GatewayError && e.status === 404) return null;
        throw e;
      })) as { transactions?: unknown } | null;
      const earlier = Array.isArray(found?.transactions) ? found.transactions[0] : undefined;
      const answer = earlier
        ? earlier
        : (
            (await send('POST', '/transactions/payments', tokenChargeBody(req, settings.test), settings.apiUrl)) as {
              transaction?: unknown;
            } | null
          )?.transaction;
      const payment = paymentFromTransaction(answer);
      if (!payment) throw new GatewayError('charge answer has no transaction');
      return payment;
    },
  };
}
