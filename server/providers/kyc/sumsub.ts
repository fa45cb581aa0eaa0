/**
 * Sumsub. Every API request is signed: X-App-Token names the app, X-App-Access-Ts is the Unix time
 * in seconds, and X-App-Access-Sig is the hex HMAC-SHA256, under the secret key, of
 * ts + METHOD + path-with-query + body. Webhooks carry X-Payload-Digest, the hex HMAC of the raw
 * body under the webhook secret, with the algorithm named in X-Payload-Digest-Alg.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { KycProvider, KycWebhookEvent, ProviderReview } from './port.js';
import { KycProviderError } from './port.js';

interface SumsubOptions {
  baseUrl: string;
  appToken: string;
  secretKey: string;
  webhookSecret: string;
  levelName: string;
  tokenTtlSeconds?: number;
  fetch?: typeof globalThis.fetch;
  /** Unix seconds; tests pin it. */
  nowSeconds?: () => number;
  timeoutMs?: number;
}

export function sumsubSignature(secretKey: string, ts: number, method: string, path: string, body: string): string {
  return createHmac('sha256', secretKey).update(`${ts}${method.toUpperCase()}${path}${body}`).digest('hex');
}

const DIGEST_ALGS: Record<string, string> = {
  HMAC_SHA1_HEX: 'sha1',
  HMAC_SHA256_HEX: 'sha256',
  HMAC_SHA512_HEX: 'sha512',
};

export function payloadDigest(secret: string, rawBody: string, alg = 'HMAC_SHA256_HEX'): string {
  const name = DIGEST_ALGS[alg];
  if (!name) throw new Error(`unknown digest algorithm ${alg}`);
  return createHmac(name, secret).update(rawBody, 'utf8').digest('hex');
}

/** Constant-time check of a webhook's X-Payload-Digest against the raw body. */
export function digestMatches(secret: string, rawBody: string, digest: string | undefined, alg?: string): boolean {
  if (!secret || !digest) return false;
  const algorithm = alg ?? 'HMAC_SHA256_HEX';
  if (!DIGEST_ALGS[algorithm]) return false;
  const expected = Buffer.from(payloadDigest(secret, rawBody, algorithm), 'hex');
  const given = Buffer.from(digest.trim().toLowerCase(), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Parses a verified webhook body into the fields the server acts on. */
export function parseWebhookBody(rawBody: string): KycWebhookEvent | null {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null || typeof body.type !== 'string') return null;
  const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
  return {
    type: body.type,
    externalUserId: str(body.externalUserId),
    applicantId: str(body.applicantId),
    eventKey: str(body.correlationId)
      ? `${body.type}:${body.correlationId}`
      : createHash('sha256').update(rawBody).digest('hex'),
  };
}

export function sumsubKyc(o: SumsubOptions): KycProvider {
  const doFetch = o.fetch ?? globalThis.fetch.bind(globalThis);
  const nowSeconds = o.nowSeconds ?? (() => Math.floor(Date.now() / 1000));
  const base = o.baseUrl.replace(/\/$/, '');

  async function request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T | null> {
    const payload = body === undefined ? '' : JSON.stringify(body);
    const ts = nowSeconds();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'X-App-Token': o.appToken,
      'X-App-Access-Ts': String(ts),
      'X-App-Access-Sig': sumsubSignature(o.secretKey, ts, method, path, payload),
    };
    if (payload) headers['Content-Type'] = 'application/json';
    let res: Response;
    try {
      res = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: payload || undefined,
        signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
      });
    } catch (e) {
      throw new KycProviderError(`Sumsub unreachable: ${(e as Error).message}`);
    }
    if (res.status === 404) return null;
    if (!res.ok) throw new KycProviderError(`Sumsub answered ${res.status} to ${method} ${path}`, res.status);
    return (await res.json()) as T;
  }

  return {
    kind: 'sumsub',
    async accessToken(a) {
      const identifiers: Record<string, string> = { email: a.email };
      if (a.phone) identifiers.phone = a.phone;
      const answer = await request<{ token?: string }>('POST', '/resources/accessTokens/sdk', {
        userId: a.userId,
        levelName: o.levelName,
        ttlInSecs: o.tokenTtlSeconds ?? 1800,
        applicantIdentifiers: identifiers,
      });
      if (!answer?.token) throw new KycProviderError('Sumsub gave no access token');
      return { token: answer.token, apiUrl: base };
    },
    async review(userId): Promise<ProviderReview> {
      const applicant = await request<{
        id?: string;
        review?: { reviewStatus?: string; reviewResult?: { reviewAnswer?: string; reviewRejectType?: string } };
      }>('GET', `/resources/applicants/-;externalUserId=${encodeURIComponent(userId)}/one`);
      if (!applicant) return { applicantId: null, reviewStatus: null };
      const review = applicant.review ?? {};
      const answer = review.reviewResult?.reviewAnswer;
      const reject = review.reviewResult?.reviewRejectType;
      return {
        applicantId: applicant.id ?? null,
        reviewStatus: review.reviewStatus ?? 'init',
        reviewAnswer: answer === 'GREEN' || answer === 'RED' ? answer : null,
        reviewRejectType: reject === 'FINAL' || reject === 'RETRY' || reject === 'EXTERNAL' ? reject : null,
      };
    },
    openWebhook(rawBody, header) {
      if (!digestMatches(o.webhookSecret, rawBody, header('x-payload-digest'), header('x-payload-digest-alg')))
        return null;
      return parseWebhookBody(rawBody);
    },
  };
}
