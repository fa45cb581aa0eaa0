/**
 * The product-call transport: seals each payload in the envelope, adds the bearer token and the
 * Idempotency-Key, opens the answer, and applies the refresh rules of the account specification:
 * a token past its own expiry is refreshed before the call is sent (decision 459), and
 * a 401 or 403 triggers one token refresh that concurrent calls wait for, each call is retried
 * once, a refresh refused as expired or unauthorized ends the session, and an answer with
 * `security: false` after the retry ends it too. Each sealed answer to a signed-in call tells the
 * store whether the account is frozen now (decision 390). ofetch sends each call, with a time limit per
 * attempt and its retries for the failures a repeat cannot make worse (`retryStatusesFor`).
 */
import { i18n } from '@lingui/core';
import { base64urlnopad, utf8 } from '@scure/base';
import { createFetch, type FetchContext, FetchError } from 'ofetch';
import { is } from 'valibot';
import type { Answer } from '../../contract/answers.js';
import type { AnswerOf, PayloadOf } from '../../contract/calls/define.js';
import { getNewToken } from '../../contract/calls/session-token.js';
import { type CallRoute, readAnswer, sealCall } from '../../contract/calls/wire.js';
import { decodeKey } from '../../contract/envelope.js';
import { isLanguage } from '../../contract/languages.js';
import { errorText, errorWordsReady, fieldTexts } from './error-text.js';
import { ApiCallError } from './errors.js';

const REFRESH = getNewToken;

export interface TokenStore {
  getToken(): string | null;
  getRefreshToken(): string | null;
  /** `frozen`: the account's state as the refresh answer tells it (decision 292). */
  setTokens(token: string, refreshToken: string, frozen?: boolean): void;
  /** The session is over (refresh refused, or security false): log out, show Session Expired. */
  endSession(): void;
  /** Whether the account is frozen now, as a sealed answer to a signed-in call says (decision 390). */
  setFrozen(frozen: boolean): void;
}

interface TransportOptions {
  baseURL: string;
  keyBase64: string;
  tokens: TokenStore;
  fetch?: typeof globalThis.fetch;
  /** False when the device is known to be offline: a failed attempt is then not repeated. */
  online?: () => boolean;
}

export interface CallOptions {
  /** Kept by the caller for one attempt, so a double click or a retry moves money once. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

/**
 * The success answer of a call as the app gets it: its data as the call table types it. The
 * server's `message` is English for outside clients (decision 264) and no catalog holds it, so it
 * never reaches a screen: a screen says its own words for what was done (decision 386).
 */
interface CallSuccess<T> {
  status: 'success';
  data: T;
}

type RefreshOutcome = 'refreshed' | 'ended' | 'failed';

function retryAfterOf(header: string | null): number | undefined {
  return header && /^\d+$/.test(header) ? Number(header) : undefined;
}

/** Attempts after the first, and how long one attempt may take on a bad network. */
const RETRIES = 2;
const ATTEMPT_TIMEOUT_MS = 20_000;
const RETRY_BASE_MS = 500;
/** A Retry-After longer than this is left to the screen (it shows the wait) instead of waited out. */
const RETRY_AFTER_WAIT_MAX_S = 5;

/**
 * Which failures are tried again (decision 145). A 503 is the server saying it changed nothing,
 * so every call may be sent again. A lost answer (no response or a timeout, which ofetch reports
 * as 500; a 502 or 504 from a proxy) may hide a call that ran, so only calls that cannot act
 * twice are repeated: those with an Idempotency-Key (the server replays the first answer) and
 * reads.
 */
function retryStatusesFor(call: CallRoute): number[] {
  return call.idempotent || call.readOnly ? [500, 502, 503, 504] : [503];
}

/** The server's Retry-After when it is short, else a growing pause (0.5 s, then 1 s). */
function retryDelayOf(ctx: FetchContext): number {
  const after = retryAfterOf(ctx.response?.headers.get('retry-after') ?? null);
  if (after !== undefined && after <= RETRY_AFTER_WAIT_MAX_S) return after * 1000;
  const left = typeof ctx.options.retry === 'number' ? ctx.options.retry : RETRIES;
  return RETRY_BASE_MS * 2 ** (RETRIES - left);
}

/**
 * Whether the access token's own expiry (its JWT `exp`, read unverified: the server decides) has
 * passed by this device's clock. A token that cannot be read is not known to be expired.
 */
function pastExpiry(token: string): boolean {
  try {
    const { exp } = JSON.parse(utf8.encode(base64urlnopad.decode(token.split('.')[1] ?? '')));
    return typeof exp === 'number' && Date.now() >= exp * 1000;
  } catch {
    return false;
  }
}

export function createTransport(opts: TransportOptions) {
  const key = decodeKey(opts.keyBase64);
  const $fetch = createFetch({ fetch: opts.fetch ?? globalThis.fetch.bind(globalThis) });
  let refreshing: Promise<RefreshOutcome> | null = null;
  /** Set when a token fresh from the server already reads as expired: this device's clock is ahead. */
  let clockAhead = false;

  async function send(
    call: CallRoute,
    payload: unknown,
    token: string | null,
    idemKey: string | false | undefined,
    signal?: AbortSignal,
  ) {
    // One key for every attempt, so a repeat is replayed by the server rather than run again.
    const idempotencyKey = idemKey === false ? false : (idemKey ?? (call.idempotent ? crypto.randomUUID() : false));
    let nonce = '';
    let res: Response;
    try {
      res = await $fetch.raw(`${opts.baseURL}/api${call.path}`, {
        method: 'POST',
        signal,
        timeout: ATTEMPT_TIMEOUT_MS,
        retry: RETRIES,
        retryStatusCodes: retryStatusesFor(call),
        retryDelay: retryDelayOf,
        // Read by readAnswer below, which opens the sealed answer.
        responseType: 'stream',
        // Each attempt is sealed afresh: the server refuses a nonce it has seen (replay).
        async onRequest(ctx) {
          const sealed = await sealCall(key, call, payload, { token, idempotencyKey });
          nonce = sealed.nonce;
          ctx.options.body = sealed.init.body;
          ctx.options.headers = new Headers(sealed.init.headers);
          // The app's language, not the browser's: a code emailed before there is an account is written in it.
          if (isLanguage(i18n.locale)) ctx.options.headers.set('Accept-Language', i18n.locale);
        },
        onResponseError(ctx) {
          // A long wait asked by the server is shown to the customer, not waited out here.
          const after = retryAfterOf(ctx.response.headers.get('retry-after'));
          if (after !== undefined && after > RETRY_AFTER_WAIT_MAX_S) ctx.options.retry = 0;
        },
        onRequestError(ctx) {
          // Known to be offline: say so now rather than after the retries.
          if (opts.online && !opts.online()) ctx.options.retry = 0;
        },
      });
    } catch (e) {
      if (signal?.aborted) throw signal.reason ?? e;
      if (e instanceof FetchError && e.response) res = e.response;
      else {
        await errorWordsReady();
        throw new ApiCallError('NETWORK', errorText('NETWORK'), 0);
      }
    }
    // Any refusal below is said in the customer's words, which are fetched beside the transport.
    await errorWordsReady();
    // Refused for its size, by the server or by a proxy in front of it (whose body is its own page).
    if (res.status === 413) throw new ApiCallError('PAYLOAD_TOO_LARGE', errorText('PAYLOAD_TOO_LARGE'), 413);
    const read = await readAnswer(key, call, nonce, res);
    // A 503 from a proxy or a restarting server may carry no readable answer at all.
    const unavailable = () =>
      new ApiCallError(
        'SERVICE_UNAVAILABLE',
        errorText('SERVICE_UNAVAILABLE'),
        503,
        {},
        retryAfterOf(res.headers.get('retry-after')),
      );
    if (read.kind !== 'answer') {
      if (res.status === 503) throw unavailable();
      const code = read.kind === 'unreadable' ? 'INVALID_RESPONSE_FORMAT' : 'DECRYPTION_FAILED';
      throw new ApiCallError(code, errorText(code), res.status);
    }
    // Every signed-in answer says whether the account is frozen, so a freeze or an unfreeze shows on
    // the first screen that loads after it. An answer to a session that has since ended or changed
    // speaks of that session, not of the one signed in now.
    if (read.standing && token && opts.tokens.getToken() === token) opts.tokens.setFrozen(read.standing.frozen);
    return {
      status: res.status,
      answer: read.answer,
      retryAfter: res.headers.get('retry-after'),
      idemKey: idempotencyKey || undefined,
    };
  }

  async function refresh(): Promise<RefreshOutcome> {
    const refreshToken = opts.tokens.getRefreshToken();
    if (!refreshToken) return 'ended';
    try {
      const { status, answer } = await send(REFRESH, { refreshToken }, null, false);
      if (answer.status === 'success') {
        const data = answer.data as Partial<AnswerOf<typeof REFRESH>> | undefined;
        if (!data?.token || !data.refreshToken) return 'failed'; // NO_TOKEN_IN_RESPONSE
        opts.tokens.setTokens(data.token, data.refreshToken, data.frozen);
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
    if (answer.status !== 'error')
      throw new ApiCallError('INVALID_RESPONSE_FORMAT', errorText('INVALID_RESPONSE_FORMAT'), status);
    const wait = retryAfterOf(retryAfter);
    // The app's own words for the code, in the customer's language (error-text.ts).
    const message = errorText(answer.code, answer.code === 'SERVICE_UNAVAILABLE' ? undefined : answer.message);
    throw new ApiCallError(
      answer.code,
      message,
      status,
      fieldTexts(answer.errors),
      wait,
      answer.retryAt,
      answer.field,
      answer.errors ?? {},
    );
  }

  /**
   * Makes a call of the table; resolves with the success answer, throws ApiCallError otherwise.
   * A call that needs an Idempotency-Key gets a fresh one unless the caller keeps its own.
   */
  async function call<C extends CallRoute>(spec: C, payload: PayloadOf<C>, o: CallOptions = {}) {
    const path = spec.path;
    let tokenUsed = opts.tokens.getToken();
    // A token past its expiry would only be refused: refresh first and save that round trip, as on
    // an installed app reopened after a quarter of an hour (decision 459).
    let early: RefreshOutcome | null = null;
    if (tokenUsed && path !== REFRESH.path && !clockAhead && pastExpiry(tokenUsed)) {
      early = await refreshOnce();
      const fresh = opts.tokens.getToken();
      if (early === 'refreshed' && fresh) {
        tokenUsed = fresh;
        clockAhead = pastExpiry(fresh);
      }
    }
    let result = await send(spec, payload, tokenUsed, o.idempotencyKey, o.signal);
    // The retry repeats the same key, so that it cannot run twice.
    const idemKey = result.idemKey ?? false;

    if ((result.status === 401 || result.status === 403) && tokenUsed && path !== REFRESH.path) {
      // Another call may already have refreshed since this one was sent: then just retry.
      const current = opts.tokens.getToken();
      const outcome = current && current !== tokenUsed ? 'refreshed' : early === 'ended' ? early : await refreshOnce();
      if (outcome === 'ended') {
        opts.tokens.endSession();
        fail(result.status, result.answer, null);
      }
      if (outcome === 'refreshed') {
        result = await send(spec, payload, opts.tokens.getToken(), idemKey, o.signal);
        if (result.answer.status === 'error' && result.answer.security === false) {
          opts.tokens.endSession();
        }
      }
    } else if (result.answer.status === 'error' && result.answer.security === false && path !== REFRESH.path) {
      opts.tokens.endSession();
    }

    if (result.answer.status !== 'success') fail(result.status, result.answer, result.retryAfter);
    // An answer that is not what its call says is not handed to a screen (decision 204).
    if (spec.answerSchema && !is(spec.answerSchema, result.answer.data))
      throw new ApiCallError('INVALID_RESPONSE_FORMAT', errorText('INVALID_RESPONSE_FORMAT'), result.status);
    const success: CallSuccess<AnswerOf<C>> = { status: 'success', data: result.answer.data as AnswerOf<C> };
    return success;
  }

  return { call };
}
