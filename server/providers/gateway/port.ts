/**
 * The card gateway: a hosted checkout the customer pays on (in an iframe), a status query, and
 * signed notifications (webhooks). Two implementations: a beGateway-shaped client of a real
 * gateway (gateway-begateway.ts, when GATEWAY_SHOP_ID is set) and the local sandbox
 * (gateway-sandbox.ts) whose card form is served under /sandbox/pay/.
 *
 * Notifications are trusted only with the shop's Basic credentials AND a Content-Signature:
 * RSA-SHA256 over the raw body, checked with the shop public key from config.
 */
import { createPublicKey, type KeyObject, timingSafeEqual, verify } from 'node:crypto';
import { ConfigError } from '../../lib/config-error.js';

/** The gateway's own words for a payment's state. */
export type GatewayStatus =
  | 'successful'
  | 'failed'
  | 'declined'
  | 'error'
  | 'incomplete'
  | 'pending'
  | 'expired'
  | 'cancelled';

export interface CheckoutRequest {
  trackingId: string;
  /** Order amount in minor units (cents). */
  amountMinor: bigint;
  currency: string;
  description: string;
  test: boolean;
  returnUrls: { success: string; decline: string; fail: string; cancel: string };
  notificationUrl: string;
  /** The checkout refuses payment after this moment (decision 102). */
  expiresAt: Date;
  /** The customer agreed to keep the card for recurring buys: the gateway answers a card token. */
  saveCard?: boolean;
  customer: {
    email: string;
    firstName: string;
    lastName: string;
    address: string;
    city: string;
    state: string;
    zip: string;
    country: string;
  };
}

/** A merchant-initiated charge of a saved card (a recurring buy's run; decision 143). */
export interface TokenChargeRequest {
  trackingId: string;
  amountMinor: bigint;
  currency: string;
  description: string;
  test: boolean;
  cardToken: string;
  notificationUrl: string;
}

/** A saved card as the gateway names it: its token and the last four digits shown to the customer. */
export interface SavedCard {
  token: string;
  last4: string | null;
}

export interface Checkout {
  token: string;
  redirectUrl: string;
}

/** A payment's state as the gateway states it (by status query or signed notification). */
export interface GatewayPayment {
  token: string | null;
  trackingId: string | null;
  uid: string | null;
  status: GatewayStatus;
  amountMinor: bigint | null;
  currency: string | null;
  code: string | null;
  message: string | null;
  test: boolean;
  /** The saved card's token, when the checkout asked to save the card and the payment succeeded. */
  card?: SavedCard | null;
}

export interface NotificationRequest {
  authorization: string | undefined;
  signature: string | undefined;
  rawBody: string;
}

export interface CardGateway {
  readonly kind: 'begateway' | 'sandbox';
  createCheckout(req: CheckoutRequest): Promise<Checkout>;
  /** The checkout's current state; throws GatewayError when the gateway cannot say. */
  queryCheckout(token: string): Promise<GatewayPayment>;
  /** The notification's payment when the request is authentic; throws NotificationRejected otherwise. */
  verifyNotification(req: NotificationRequest): GatewayPayment;
  /**
   * Charges a saved card without the customer (a recurring buy). Once per tracking id: asking again
   * with the same tracking id answers the first charge's outcome, so a run resumed after a restart
   * never charges twice. Throws GatewayError when the gateway cannot say.
   */
  chargeToken(req: TokenChargeRequest): Promise<GatewayPayment>;
}

export class GatewayError extends Error {
  constructor(
    message: string,
    /** The gateway's HTTP status when it answered with a failure; absent when it did not answer. */
    readonly status?: number,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

export class NotificationRejected extends Error {
  constructor(readonly reason: string) {
    super(`notification rejected: ${reason}`);
    this.name = 'NotificationRejected';
  }
}

export interface ShopCredentials {
  shopId: string;
  secretKey: string;
  publicKey: KeyObject;
}

/**
 * The shop public key as gateways hand it out: a PEM block, or the bare base64 of the DER
 * SubjectPublicKeyInfo (beGateway's dashboard shows the latter).
 */
export function parsePublicKey(value: string): KeyObject {
  const text = value.trim().replace(/\\n/g, '\n');
  try {
    if (text.includes('-----BEGIN')) return createPublicKey(text);
    return createPublicKey({ key: Buffer.from(text.replace(/\s+/g, ''), 'base64'), format: 'der', type: 'spki' });
  } catch {
    throw new ConfigError(
      'GATEWAY_PUBLIC_KEY',
      'must be an RSA public key (PEM, or base64 of the DER SubjectPublicKeyInfo)',
    );
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Basic credentials of the request, or null when absent or malformed. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const encoded = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '')?.[1];
  if (!encoded) return null;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const i = decoded.indexOf(':');
  if (i < 0) return null;
  return { user: decoded.slice(0, i), password: decoded.slice(i + 1) };
}

export function basicAuthHeader(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}

/**
 * Checks a notification: the shop's Basic credentials, then an RSA-SHA256 Content-Signature over
 * the exact bytes received. Either missing or wrong rejects it.
 */
export function verifySignedNotification(shop: ShopCredentials, req: NotificationRequest): GatewayPayment {
  const creds = basicCredentials(req.authorization);
  if (!creds) throw new NotificationRejected('missing credentials');
  if (!safeEqual(creds.user, shop.shopId) || !safeEqual(creds.password, shop.secretKey))
    throw new NotificationRejected('wrong credentials');
  const sig = req.signature?.trim();
  if (!sig || !/^[A-Za-z0-9+/=_-]+$/.test(sig)) throw new NotificationRejected('missing signature');
  const signature = Buffer.from(sig.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
  let ok = false;
  try {
    ok = verify('sha256', Buffer.from(req.rawBody, 'utf8'), shop.publicKey, signature);
  } catch {
    ok = false;
  }
  if (!ok) throw new NotificationRejected('bad signature');
  let body: unknown;
  try {
    body = JSON.parse(req.rawBody);
  } catch {
    throw new NotificationRejected('body is not JSON');
  }
  const payment = paymentFromTransaction((body as { transaction?: unknown })?.transaction);
  if (!payment) throw new NotificationRejected('no transaction in body');
  return payment;
}

const KNOWN: GatewayStatus[] = [
  'successful',
  'failed',
  'declined',
  'error',
  'incomplete',
  'pending',
  'expired',
  'cancelled',
];

export function normalizeStatus(value: unknown): GatewayStatus {
  const s = typeof value === 'string' ? value.toLowerCase() : '';
  if (s === 'canceled') return 'cancelled';
  return (KNOWN as string[]).includes(s) ? (s as GatewayStatus) : 'pending';
}

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : typeof v === 'number' ? String(v) : null;
}

function minor(v: unknown): bigint | null {
  if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) return BigInt(v);
  if (typeof v === 'string' && /^\d+$/.test(v)) return BigInt(v);
  return null;
}

/** A beGateway `transaction` object (webhook body, or a checkout's payment). */
export function paymentFromTransaction(t: unknown, token: string | null = null): GatewayPayment | null {
  if (typeof t !== 'object' || t === null) return null;
  const o = t as Record<string, unknown>;
  return {
    token: str(o.token) ?? token,
    trackingId: str(o.tracking_id),
    uid: str(o.uid),
    status: normalizeStatus(o.status),
    amountMinor: minor(o.amount),
    currency: str(o.currency),
    code: str(o.code) ?? str((o.response_code as unknown) ?? null),
    message: str(o.message),
    test: o.test === true || o.test === 'true',
    card: cardOf(o.credit_card),
  };
}

/** The card token of a transaction's `credit_card` (present when the card was saved). */
function cardOf(v: unknown): SavedCard | null {
  if (typeof v !== 'object' || v === null) return null;
  const c = v as Record<string, unknown>;
  const token = str(c.token);
  return token ? { token, last4: str(c.last_4) } : null;
}

/** Where the gateway delivers its signed payment notifications (sent with each checkout). */
export const NOTIFICATION_PATH = '/api/payments/notification';
