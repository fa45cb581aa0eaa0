/**
 * The product-call transport: seals each payload in the envelope, adds the bearer token and the
 * Idempotency-Key, opens the answer, and applies the refresh rules of the account specification:
 * a 401 or 403 triggers one token refresh that concurrent calls wait for, each call is retried
 * once, a refresh refused as expired or unauthorized ends the session, and an answer with
 * `security: false` after the retry ends it too.
 */
import { createFetch } from 'ofetch';
import { type Answer, PAYLOAD_TOO_LARGE_MESSAGE } from '../../contract/answers.js';
import { decodeKey, openAnswer, sealRequest } from '../../contract/envelope.js';
import { ApiCallError, NETWORK_MESSAGE, UNAVAILABLE_MESSAGE } from './errors.js';

export const REFRESH_PATH = '/users/get-new-token';

/** Calls that move money or create something carry an Idempotency-Key (API contract). */
export const IDEMPOTENT_PATHS = new Set([
  '/users/create-user',
  '/exchange/confirm-swap',
  '/exchange/create-withdrawal-action',
  '/exchange/init-transaction',
  '/exchange/insert-transaction',
  '/exchange/generate-address',
]);

export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(token: string, refreshToken: string): void;
  /** The session is over (refresh refused, or security false): log out, show Session Expired. */
  endSession(): void;
}

export interface TransportOptions {
  baseURL: string;
  keyBase64: string;
  tokens: TokenStore;
  fetch?: typeof globalThis.fetch;
  newIdempotencyKey?: () => string;
}

export interface CallOptions {
  /** Kept by the caller for one attempt, so a double click or a retry moves money once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

type RefreshOutcome = 'refreshed' | 'ended' | 'failed';

function retryAfterOf(header: string | null): number | undefined {
  return header && /^\d+$/.test(header) ? Number(header) : undefined;
}

export function createTransport(opts: TransportOptions) {
  const key = decodeKey(opts.keyBase64);
  const $fetch = createFetch({ fetch: opts.fetch ?? globalThis.fetch.bind(globalThis) });
  const newKey = opts.newIdempotencyKey ?? (() => crypto.randomUUID());
  let refreshing: Promise<RefreshOutcome> | null = null;

  async function send(
    path: string,
    payload: unknown,
    token: string | null,
    idemKey: string | undefined,
    signal?: AbortSignal,
  ) {
    const sealed = await sealRequest(key, path, payload ?? {});
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token) headers.authorization = `Bearer ${token}`;
    if (idemKey) headers['idempotency-key'] = idemKey;
    let res: Awaited<ReturnType<typeof $fetch.raw>>;
    try {
      res = await $fetch.raw(`${opts.baseURL}/api${path}`, {
        method: 'POST',
        body: sealed,
        headers,
        retry: 0,
        ignoreResponseError: true,
        responseType: 'json',
        signal,
      });
    } catch (e) {
      if ((e as Error)?.name === 'AbortError') throw e;
      throw new ApiCallError('NETWORK', NETWORK_MESSAGE, 0);
    }
    // Refused for its size, by the server or by a proxy in front of it (whose body is its own page).
    if (res.status === 413) throw new ApiCallError('PAYLOAD_TOO_LARGE', PAYLOAD_TOO_LARGE_MESSAGE, 413);
    const body = res._data as Record<string, unknown> | undefined;
    // A 503 from a proxy or a restarting server may carry no readable answer at all.
    const unavailable = () =>
      new ApiCallError(
        'SERVICE_UNAVAILABLE',
        UNAVAILABLE_MESSAGE,
        503,
        {},
        retryAfterOf(res.headers.get('retry-after')),
      );
    if (!body || typeof body !== 'object') {
      if (res.status === 503) throw unavailable();
      throw new ApiCallError('INVALID_RESPONSE_FORMAT', `Server error: ${res.status}`, res.status);
    }
    // Envelope refusals come back unsealed: the request itself could not be opened.
    if (body.status === 'error' && typeof body.code === 'string' && !('res' in body)) {
      return { status: res.status, answer: body as unknown as Answer, retryAfter: res.headers.get('retry-after') };
    }
    let answer: Answer;
    try {
      answer = (await openAnswer(key, path, sealed.nonce, body)) as Answer;
    } catch {
      if (res.status === 503) throw unavailable();
      throw new ApiCallError('DECRYPTION_FAILED', `Server error: ${res.status}`, res.status);
    }
    return { status: res.status, answer, retryAfter: res.headers.get('retry-after') };
  }

  async function refresh(): Promise<RefreshOutcome> {
    const refreshToken = opts.tokens.getRefreshToken();
    if (!refreshToken) return 'ended';
    try {
      const { status, answer } = await send(REFRESH_PATH, { refreshToken }, null, undefined);
      if (answer.status === 'success') {
        const data = answer.data as { token?: string; refreshToken?: string } | undefined;
        if (!data?.token || !data.refreshToken) return 'failed'; // NO_TOKEN_IN_RESPONSE
        opts.tokens.setTokens(data.token, data.refreshToken);
        return 'refreshed';
      }
      const ends =
        (answer.code === 'REFRESH_TOKEN_EXPIRED' || answer.code === 'UNAUTHORIZED_ACCESS') &&
        [401, 403, 422].includes(status);
      return ends ? 'ended' : 'failed';
    } catch {
      return 'failed'; // network, DECRYPTION_FAILED, INVALID_RESPONSE_FORMAT: stay signed in
    }
  }

  /** One refresh at a time; callers arriving while it runs share its outcome. */
  function refreshOnce(): Promise<RefreshOutcome> {
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function fail(status: number, answer: Answer, retryAfter: string | null): never {
    if (answer.status !== 'error') throw new ApiCallError('INVALID_RESPONSE_FORMAT', 'Invalid response', status);
    const wait = retryAfterOf(retryAfter);
    const message = answer.code === 'SERVICE_UNAVAILABLE' ? UNAVAILABLE_MESSAGE : answer.message;
    throw new ApiCallError(answer.code, message, status, answer.errors ?? {}, wait, answer.retryAt);
  }

  /** Makes a call; resolves with the success answer, throws ApiCallError otherwise. */
  async function call<T = unknown>(path: string, payload: unknown = {}, o: CallOptions = {}) {
    const idemKey = o.idempotencyKey ?? (IDEMPOTENT_PATHS.has(path) ? newKey() : undefined);
    const tokenUsed = opts.tokens.getToken();
    let result = await send(path, payload, tokenUsed, idemKey, o.signal);

    if ((result.status === 401 || result.status === 403) && tokenUsed && path !== REFRESH_PATH) {
      // Another call may already have refreshed since this one was sent: then just retry.
      const current = opts.tokens.getToken();
      const outcome = current && current !== tokenUsed ? 'refreshed' : await refreshOnce();
      if (outcome === 'ended') {
        opts.tokens.endSession();
        fail(result.status, result.answer, null);
      }
      if (outcome === 'refreshed') {
        result = await send(path, payload, opts.tokens.getToken(), idemKey, o.signal);
        if (result.answer.status === 'error' && result.answer.security === false) {
          opts.tokens.endSession();
        }
      }
    } else if (result.answer.status === 'error' && result.answer.security === false && path !== REFRESH_PATH) {
      opts.tokens.endSession();
    }

    if (result.answer.status !== 'success') fail(result.status, result.answer, result.retryAfter);
    return result.answer as { status: 'success'; message?: string; data: T };
  }

  return { call };
}

export type Transport = ReturnType<typeof createTransport>;
