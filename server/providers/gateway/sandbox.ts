/**
 * The local card gateway (APP_MODE=local without GATEWAY_SHOP_ID). It behaves like the hosted
 * checkout: a checkout gets a token and a form address (/sandbox/pay/?token=...), the form
 * (server/sandbox/pay.ts) takes a test card, and the outcome is told to the server as a signed
 * notification (Basic credentials + RSA-SHA256 Content-Signature), exactly what the real gateway
 * sends, before the browser is sent to the matching return address.
 *
 * Test cards: 4200 0000 0000 0000 succeeds, 4005 5500 0000 0019 fails, 4000 0000 0000 0002 is
 * declined by the bank, 4000 0000 0000 9995 for insufficient funds, 4000 0000 0000 0069 as
 * expired, 4000 0000 0000 3063 failing 3-D Secure (the codes of contract/card-declines.ts); any
 * other valid card is declined as unknown to the sandbox.
 *
 * A checkout that asks to save the card (the customer's consent, decision 143) says so on its form
 * and, when paid, answers a card token in the notification's `credit_card`; chargeToken charges
 * that card again, once per tracking id. What charging a saved card does can be changed
 * (setCardOutcome) to try a failing recurring buy.
 */
import { generateKeyPairSync, type KeyObject, randomBytes, randomUUID, sign } from 'node:crypto';
import { CARD_DECLINE_CODES } from '../../../contract/card-declines.js';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/index.js';
import {
  basicAuthHeader,
  type CardGateway,
  GatewayError,
  type GatewayPayment,
  type GatewayStatus,
  type NotificationRequest,
  normalizeStatus,
  verifySignedNotification,
} from './port.js';

const SANDBOX_FORM_PATH = '/sandbox/pay/';

const SANDBOX_CARDS = {
  success: '4200000000000000',
  fail: '4005550000000019',
  decline: '4000000000000002',
} as const;

/** Cards the sandbox declines with a reason, as the real gateway's response codes tell it. */
const DECLINING_CARDS: Record<string, { code: string; message: string }> = {
  '4000000000009995': { code: CARD_DECLINE_CODES.insufficientFunds, message: 'Insufficient funds' },
  '4000000000000069': { code: CARD_DECLINE_CODES.expiredCard, message: 'Expired card' },
  '4000000000003063': { code: CARD_DECLINE_CODES.threeDSecureFailed, message: '3-D Secure authentication failed' },
};

export type SandboxOutcome = 'successful' | 'failed' | 'declined' | 'cancelled';

/** What the form does with a card number that passed the checks. */
export function outcomeForCard(number: string): { status: SandboxOutcome; code: string; message: string } {
  const digits = number.replace(/\D/g, '');
  if (digits === SANDBOX_CARDS.success) return { status: 'successful', code: '000', message: 'Successfully processed' };
  if (digits === SANDBOX_CARDS.fail)
    return { status: 'failed', code: CARD_DECLINE_CODES.processingFailed, message: 'Payment failed' };
  if (digits === SANDBOX_CARDS.decline)
    return { status: 'declined', code: CARD_DECLINE_CODES.bankDeclined, message: 'Card declined by issuer' };
  const declining = DECLINING_CARDS[digits];
  if (declining) return { status: 'declined', ...declining };
  return {
    status: 'declined',
    code: CARD_DECLINE_CODES.unknownCard,
    message: 'Card not known to the sandbox: use a test card',
  };
}

export interface SandboxCheckout {
  token: string;
  trackingId: string;
  amountMinor: bigint;
  currency: string;
  description: string;
  urls: { success: string; decline: string; fail: string; cancel: string };
  notificationUrl: string;
  test: boolean;
  status: GatewayStatus;
  uid: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  /** After this the checkout refuses payment (the gateway's expiry field). */
  expiresAt: Date | null;
  /** The customer agreed to keep the card for recurring buys. */
  saveCard: boolean;
}

export type SavedCardOutcome = 'successful' | 'failed' | 'declined';

/** A finished checkout: where the browser goes, and the notification the server must receive. */
export interface SandboxCompletion {
  returnUrl: string;
  notificationUrl: string;
  notification: NotificationRequest;
}

export interface SandboxGateway extends CardGateway {
  readonly kind: 'sandbox';
  getCheckout(token: string): Promise<SandboxCheckout | null>;
  /**
   * Finishes a pending checkout (once). Returns null when the token is unknown or the checkout is
   * already finished.
   */
  complete(
    token: string,
    outcome: { status: SandboxOutcome; code: string; message: string; last4?: string },
  ): Promise<SandboxCompletion | null>;
  /** Signs a body as the sandbox's notification (also used by tests to send forged ones). */
  signNotification(rawBody: string): NotificationRequest;
  /** What charging the saved card does from now on; false when the token is unknown. */
  setCardOutcome(token: string, outcome: SavedCardOutcome): Promise<boolean>;
}

interface Keys {
  privateKey: KeyObject;
  publicKey: KeyObject;
}

let sharedKeys: Keys | null = null;

/** One key pair per process: RSA generation is slow and the sandbox only signs for itself. */
function keys(): Keys {
  sharedKeys ??= generateKeyPairSync('rsa', { modulusLength: 2048 });
  return sharedKeys;
}

function appendParams(url: string, params: Record<string, string>): string {
  const u = new URL(url);
  for (const [k, v] of Object.entries(params)) u.searchParams.set(k, v);
  return u.toString();
}

export function sandboxGateway(db: Database, clock: Clock): SandboxGateway {
  const shopId = 'sandbox-shop';
  // A fresh secret per process: only this process's sandbox can produce valid notifications.
  const secretKey = randomBytes(24).toString('base64url');
  const shop = () => ({ shopId, secretKey, publicKey: keys().publicKey });

  function signNotification(rawBody: string): NotificationRequest {
    return {
      authorization: basicAuthHeader(shopId, secretKey),
      signature: sign('sha256', Buffer.from(rawBody, 'utf8'), keys().privateKey).toString('base64'),
      rawBody,
    };
  }

  async function getCheckout(token: string): Promise<SandboxCheckout | null> {
    const r = await db
      .selectFrom('gateway_sandbox_checkouts')
      .selectAll()
      .where('token', '=', token)
      .executeTakeFirst();
    if (!r) return null;
    return {
      token: r.token,
      trackingId: r.tracking_id,
      amountMinor: BigInt(r.amount_minor),
      currency: r.currency,
      description: r.description,
      urls: { success: r.success_url, decline: r.decline_url, fail: r.fail_url, cancel: r.cancel_url },
      notificationUrl: r.notification_url,
      test: r.test,
      // Like the real gateway: an unpaid checkout past its expiry reads as expired.
      status:
        r.status === 'pending' && r.expires_at && clock.now() >= new Date(r.expires_at)
          ? 'expired'
          : normalizeStatus(r.status),
      uid: r.uid,
      createdAt: new Date(r.created_at),
      finishedAt: r.finished_at ? new Date(r.finished_at) : null,
      expiresAt: r.expires_at ? new Date(r.expires_at) : null,
      saveCard: r.save_card,
    };
  }

  /** A charge of a saved card, as the gateway tells it. */
  function chargeWord(r: {
    token: string;
    tracking_id: string;
    uid: string | null;
    status: string;
    amount_minor: string;
    currency: string;
    code: string | null;
    message: string | null;
    test: boolean;
    card_token: string | null;
    card_last4: string | null;
  }): GatewayPayment {
    return {
      token: null,
      trackingId: r.tracking_id,
      uid: r.uid,
      status: normalizeStatus(r.status),
      amountMinor: BigInt(r.amount_minor),
      currency: r.currency,
      code: r.code,
      message: r.message,
      test: r.test,
      card: r.card_token ? { token: r.card_token, last4: r.card_last4 } : null,
    };
  }

  return {
    kind: 'sandbox',
    async createCheckout(req) {
      if (req.amountMinor <= 0n) throw new GatewayError('amount must be above zero');
      const token = randomBytes(24).toString('hex');
      await db
        .insertInto('gateway_sandbox_checkouts')
        .values({
          token,
          tracking_id: req.trackingId,
          amount_minor: req.amountMinor.toString(),
          currency: req.currency,
          description: req.description,
          success_url: req.returnUrls.success,
          decline_url: req.returnUrls.decline,
          fail_url: req.returnUrls.fail,
          cancel_url: req.returnUrls.cancel,
          notification_url: req.notificationUrl,
          test: req.test,
          status: 'pending',
          created_at: clock.now(),
          expires_at: req.expiresAt,
          save_card: req.saveCard === true,
        })
        .execute();
      // Relative: the form is served by this same origin, whatever name the browser used for it.
      return { token, redirectUrl: `${SANDBOX_FORM_PATH}?token=${token}` };
    },
    async queryCheckout(token) {
      const c = await getCheckout(token);
      if (!c) throw new GatewayError('checkout not found');
      const row = await db
        .selectFrom('gateway_sandbox_checkouts')
        .select(['code', 'message'])
        .where('token', '=', token)
        .executeTakeFirstOrThrow();
      return {
        token,
        trackingId: c.trackingId,
        uid: c.uid,
        status: c.status,
        amountMinor: c.amountMinor,
        currency: c.currency,
        code: row.code,
        message: row.message,
        test: c.test,
      } satisfies GatewayPayment;
    },
    verifyNotification(req) {
      return verifySignedNotification(shop(), req);
    },
    getCheckout,
    signNotification,
    async chargeToken(req) {
      // Once per tracking id: a repeat answers the first charge.
      const earlier = await db
        .selectFrom('gateway_sandbox_checkouts')
        .selectAll()
        .where('tracking_id', '=', req.trackingId)
        .where('card_token', 'is not', null)
        .executeTakeFirst();
      if (earlier) return chargeWord(earlier);
      const card = await db
        .selectFrom('gateway_sandbox_cards')
        .selectAll()
        .where('token', '=', req.cardToken)
        .executeTakeFirst();
      if (!card) throw new GatewayError('card token not known');
      if (req.amountMinor <= 0n) throw new GatewayError('amount must be above zero');
      const outcome =
        card.outcome === 'successful'
          ? { status: 'successful', code: '000', message: 'Successfully processed' }
          : card.outcome === 'declined'
            ? { status: 'declined', code: 'F.0402', message: 'Card declined by issuer' }
            : { status: 'failed', code: 'F.0500', message: 'Payment failed' };
      const now = clock.now();
      const row = await db
        .insertInto('gateway_sandbox_checkouts')
        .values({
          token: randomBytes(24).toString('hex'),
          tracking_id: req.trackingId,
          amount_minor: req.amountMinor.toString(),
          currency: req.currency,
          description: req.description,
          success_url: '',
          decline_url: '',
          fail_url: '',
          cancel_url: '',
          notification_url: req.notificationUrl,
          test: req.test,
          status: outcome.status,
          uid: randomUUID(),
          code: outcome.code,
          message: outcome.message,
          card_last4: card.last4,
          card_token: card.token,
          created_at: now,
          finished_at: now,
          expires_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return chargeWord(row);
    },
    async setCardOutcome(token, outcome) {
      const r = await db
        .updateTable('gateway_sandbox_cards')
        .set({ outcome })
        .where('token', '=', token)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },
    async complete(token, outcome) {
      const uid = randomUUID();
      const now = clock.now();
      const updated = await db
        .updateTable('gateway_sandbox_checkouts')
        .set({
          status: outcome.status,
          uid,
          code: outcome.code,
          message: outcome.message,
          card_last4: outcome.last4 ?? null,
          finished_at: now,
        })
        .where('token', '=', token)
        .where('status', '=', 'pending')
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .returningAll()
        .executeTakeFirst();
      if (!updated) return null;
      // Consent given and paid: the card is kept and its token goes with the notification.
      let cardToken: string | null = null;
      if (updated.save_card && outcome.status === 'successful' && outcome.last4) {
        cardToken = `card_${randomBytes(16).toString('hex')}`;
        await db
          .insertInto('gateway_sandbox_cards')
          .values({ token: cardToken, last4: outcome.last4, outcome: 'successful', created_at: now })
          .execute();
      }
      const target =
        outcome.status === 'successful'
          ? updated.success_url
          : outcome.status === 'declined'
            ? updated.decline_url
            : outcome.status === 'cancelled'
              ? updated.cancel_url
              : updated.fail_url;
      const rawBody = JSON.stringify({
        transaction: {
          uid,
          type: 'payment',
          status: outcome.status,
          amount: Number(updated.amount_minor),
          currency: updated.currency,
          description: updated.description,
          tracking_id: updated.tracking_id,
          token,
          code: outcome.code,
          message: outcome.message,
          test: updated.test,
          created_at: now.toISOString(),
          credit_card: outcome.last4
            ? { last_4: outcome.last4, ...(cardToken ? { token: cardToken } : {}) }
            : undefined,
        },
      });
      return {
        returnUrl: appendParams(target, { token, uid, status: outcome.status }),
        notificationUrl: updated.notification_url,
        notification: signNotification(rawBody),
      };
    },
  };
}
