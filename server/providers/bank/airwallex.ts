/**
 * A real bank-payments provider with Airwallex's API (decision 241):
 * - POST {BANK_API_URL}/api/v1/authentication/login with x-client-id and x-api-key answers a
 *   bearer token (kept until shortly before it expires);
 * - POST /api/v1/global_accounts/create opens a customer's own account (AUD: BSB, account number
 *   and PayID; EUR: IBAN), once per request_id;
 * - POST /api/v1/transfers/create pays out, once per request_id (the customer in its metadata); its
 *   outcome arrives as a signed `payout.transfer.*` notification;
 * - GET /api/v1/transfers?from_created_at=… lists the transfers made since, page by page: a
 *   restored database reconciles with it (decision 377);
 * - a payment we will not keep goes back to its sender as a transfer with request_id `return-<id>`;
 * - notifications carry x-timestamp and x-signature (port.ts).
 */
import { ConfigError } from '../../lib/config-error.js';
import {
  BankError,
  type BankEvent,
  type BankNotificationRequest,
  type BankProvider,
  centsOf,
  type DepositAccount,
  decimalOfCents,
  eventFromBody,
  type IncomingPayment,
  type ListedPayout,
  type OpenAccountRequest,
  PAYOUT_REFERENCE_MAX,
  type Payout,
  type PayoutRequest,
  type PayoutStatus,
  verifySignedBody,
} from './port.js';

const DEFAULT_API_URL = 'https://api.airwallex.com';
const TIMEOUT_MS = 15_000;

export interface AirwallexSettings {
  clientId: string;
  apiKey: string;
  webhookSecret: string;
  baseUrl: string;
}

/** BANK_CLIENT_ID, BANK_API_KEY, BANK_WEBHOOK_SECRET, BANK_API_URL. */
export function airwallexSettings(env: Record<string, string | undefined>, production: boolean): AirwallexSettings {
  const clientId = env.BANK_CLIENT_ID?.trim() ?? '';
  const apiKey = env.BANK_API_KEY?.trim() ?? '';
  const webhookSecret = env.BANK_WEBHOOK_SECRET?.trim() ?? '';
  if (!clientId) throw new ConfigError('BANK_CLIENT_ID', 'is required for the bank provider');
  if (!apiKey) throw new ConfigError('BANK_API_KEY', 'is required with BANK_CLIENT_ID');
  if (webhookSecret.length < 16)
    throw new ConfigError('BANK_WEBHOOK_SECRET', 'is required with BANK_CLIENT_ID (16+ characters)');
  const raw = env.BANK_API_URL?.trim() || DEFAULT_API_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError('BANK_API_URL', 'is not a valid http(s) URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new ConfigError('BANK_API_URL', 'is not a valid http(s) URL');
  if (production && url.protocol !== 'https:') throw new ConfigError('BANK_API_URL', 'must use https:// in production');
  return { clientId, apiKey, webhookSecret, baseUrl: raw.replace(/\/+$/, '') };
}

const STATUS: Record<string, PayoutStatus> = {
  PAID: 'paid',
  SENT: 'paid',
  FAILED: 'failed',
  CANCELLED: 'failed',
  RETURNED: 'returned',
};

function str(v: unknown): string | null {
  return typeof v === 'string' && v !== '' ? v : null;
}

const LISTING_PAGE_SIZE = 100;
const MAX_LISTING_PAGES = 1_000;

/** One transfer of the listing; one without its ids, amount or time makes the listing untrustworthy. */
function listedPayout(raw: unknown): ListedPayout {
  const t = (raw ?? {}) as Record<string, unknown>;
  const payoutId = str(t.id);
  const requestId = str(t.request_id);
  const amountMinor = centsOf(t.transfer_amount);
  const changedAt = new Date(str(t.updated_at) ?? str(t.created_at) ?? '');
  if (!payoutId || !requestId || amountMinor === null || Number.isNaN(changedAt.getTime()))
    throw new BankError('bank listed a transfer without its fields');
  const metadata = (typeof t.metadata === 'object' && t.metadata !== null ? t.metadata : {}) as Record<string, unknown>;
  return {
    payoutId,
    requestId,
    status: STATUS[str(t.status) ?? ''] ?? 'submitted',
    reason: str(t.failure_reason),
    currency: str(t.transfer_currency) ?? '',
    amountMinor,
    changedAt,
    customerId: str(metadata.customer_id),
  };
}

/** The beneficiary's bank details as the transfer API names them. */
function bankDetails(currency: string, b: PayoutRequest['beneficiary']) {
  if (currency === 'AUD')
    return {
      account_currency: 'AUD',
      bank_country_code: 'AU',
      account_name: b.name,
      account_routing_type1: 'bsb',
      account_routing_value1: b.bsb,
      account_number: b.accountNumber,
    };
  return { account_currency: 'EUR', bank_country_code: b.iban?.slice(0, 2), account_name: b.name, iban: b.iban };
}

/** A payer's account as the deposit named it, back into beneficiary details. */
function payerDetails(p: IncomingPayment): PayoutRequest['beneficiary'] {
  if (p.currency === 'AUD') {
    const [bsb = '', accountNumber = ''] = p.payerAccount.split(/\s+/);
    return { name: p.payerName, bsb, accountNumber };
  }
  return { name: p.payerName, iban: p.payerAccount.replace(/\s+/g, '') };
}

export function airwallex(settings: AirwallexSettings, fetchImpl: typeof fetch = fetch): BankProvider {
  let token: { value: string; until: number } | null = null;

  async function send(
    path: string,
    body: unknown,
    auth = true,
    method: 'POST' | 'GET' = 'POST',
  ): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (auth) headers.authorization = `Bearer ${await bearer()}`;
    else Object.assign(headers, { 'x-client-id': settings.clientId, 'x-api-key': settings.apiKey });
    let res: Response;
    try {
      res = await fetchImpl(`${settings.baseUrl}${path}`, {
        method,
        headers,
        ...(method === 'POST' ? { body: JSON.stringify(body ?? {}) } : {}),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (e) {
      throw new BankError(`bank unreachable: ${(e as Error).message}`);
    }
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      throw new BankError('bank answered something other than JSON', res.status);
    }
    if (!res.ok)
      throw new BankError(
        `bank refused ${path}: ${str((json as { message?: unknown })?.message) ?? res.status}`,
        res.status,
      );
    return (json ?? {}) as Record<string, unknown>;
  }

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const answer = await send('/api/v1/authentication/login', {}, false);
    const value = str(answer.token);
    if (!value) throw new BankError('bank login answered no token');
    // Tokens last 30 minutes: renew a few minutes early.
    token = { value, until: Date.now() + 25 * 60_000 };
    return value;
  }

  async function payout(req: PayoutRequest): Promise<Payout> {
    const answer = await send('/api/v1/transfers/create', {
      request_id: req.requestId,
      source_currency: req.currency,
      transfer_currency: req.currency,
      transfer_amount: decimalOfCents(req.amountMinor),
      transfer_method: 'LOCAL',
      reference: req.reference.slice(0, PAYOUT_REFERENCE_MAX[req.currency]),
      reason: 'personal_account',
      beneficiary: { entity_type: 'PERSONAL', bank_details: bankDetails(req.currency, req.beneficiary) },
      ...(req.customerId ? { metadata: { customer_id: req.customerId } } : {}),
    });
    const payoutId = str(answer.id);
    if (!payoutId) throw new BankError('bank answered a transfer without its id');
    return {
      payoutId,
      requestId: req.requestId,
      status: STATUS[str(answer.status) ?? ''] ?? 'submitted',
      reason: str(answer.failure_reason),
    };
  }

  return {
    kind: 'airwallex',
    async openAccount(req: OpenAccountRequest): Promise<DepositAccount> {
      const answer = await send('/api/v1/global_accounts/create', {
        request_id: req.requestId,
        currency: req.currency,
        country_code: req.currency === 'AUD' ? 'AU' : 'DE',
        nick_name: req.holderName,
        transfer_methods: req.currency === 'AUD' ? ['LOCAL', 'PAYID'] : ['LOCAL'],
      });
      const accountId = str(answer.id);
      if (!accountId) throw new BankError('bank answered an account without its id');
      const routing = (answer.account_routing_value1 ?? null) as string | null;
      return {
        accountId,
        currency: req.currency,
        accountName: str(answer.account_name) ?? req.holderName,
        payid: str(answer.payid),
        bsb: req.currency === 'AUD' ? routing : null,
        accountNumber: req.currency === 'AUD' ? str(answer.account_number) : null,
        iban: str(answer.iban),
        bic: str(answer.swift_code),
        reference: str(answer.reference) ?? accountId.slice(0, 18),
      };
    },
    async returnPayment(p: IncomingPayment, reason: string): Promise<void> {
      await payout({
        requestId: `return-${p.paymentId}`,
        currency: p.currency as PayoutRequest['currency'],
        amountMinor: p.amountMinor,
        beneficiary: payerDetails(p),
        reference: `Returned: ${reason}`,
      });
    },
    createPayout: payout,
    async payoutsSince(since: Date): Promise<ListedPayout[]> {
      const out: ListedPayout[] = [];
      // Page by page; bounded, so a bank that always says "more" cannot hold the reconciliation.
      for (let page = 0; page < MAX_LISTING_PAGES; page++) {
        const query = new URLSearchParams({
          from_created_at: since.toISOString(),
          page_num: String(page),
          page_size: String(LISTING_PAGE_SIZE),
        });
        const answer = await send(`/api/v1/transfers?${query}`, null, true, 'GET');
        if (!Array.isArray(answer.items)) throw new BankError('bank answered a transfer listing without items');
        for (const item of answer.items) out.push(listedPayout(item));
        if (answer.has_more !== true) return out;
      }
      throw new BankError('bank transfer listing did not end');
    },
    verifyNotification(req: BankNotificationRequest, now: Date): BankEvent {
      return eventFromBody(verifySignedBody(settings.webhookSecret, req, now));
    },
  };
}
