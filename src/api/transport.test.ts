import { base64urlnopad, utf8 } from '@scure/base';
import { number, object, optional } from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Answer } from '../../contract/answers.js';
import { defineSpec } from '../../contract/calls/define.js';
import { confirmSwap } from '../../contract/calls/exchange.js';
import { payload } from '../../contract/calls/fields.js';
import { updateProfile } from '../../contract/calls/profile.js';
import { DEV_TRANSPORT_KEY, decodeKey, openRequest, parseSealedRequest, sealAnswer } from '../../contract/envelope.js';
import { auth, clearAuth, setFrozen, signIn } from '../state/auth.js';
import { errorText } from './error-text.js';
import { ApiCallError } from './errors.js';
import { createTransport, type TokenStore } from './transport.js';

const key = decodeKey(DEV_TRANSPORT_KEY);

/** A call the test server answers by echoing its payload. */
const ECHO = defineSpec<{ echo: { n: number } }>()({
  path: '/exchange/x',
  access: 'user',
  payload: payload({ n: optional(number()) }),
});

/**
 * A test server speaking the real envelope: protected calls need the current access token,
 * get-new-token rotates it. It counts refreshes and calls.
 */
function testServer(
  opts: {
    refreshAnswer?: (n: number) => [number, Answer];
    alwaysUnauthorized?: boolean;
    /** The account's standing sealed into each answer to a signed-in call (decision 390). */
    frozen?: () => boolean | undefined;
  } = {},
) {
  const state = { token: 'access-2', refreshes: 0, calls: 0, keys: [] as (string | null)[] };
  const fetchImpl = async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://x');
    const path = url.pathname.replace(/^\/api/, '');
    const headers = new Headers(init?.headers);
    const sealed = parseSealedRequest(JSON.parse(String(init?.body)));
    const payload = (await openRequest(key, path, sealed)) as Record<string, unknown>;
    const standing = path === '/users/get-new-token' ? undefined : opts.frozen?.();
    const reply = async (status: number, answer: Answer) =>
      new Response(JSON.stringify(await sealAnswer(key, path, sealed.nonce, { ...answer, frozen: standing })), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    await new Promise((r) => setTimeout(r, 5));
    if (path === '/users/get-new-token') {
      state.refreshes += 1;
      if (opts.refreshAnswer) return reply(...opts.refreshAnswer(state.refreshes));
      if (payload.refreshToken !== 'refresh-1')
        return reply(401, { status: 'error', code: 'UNAUTHORIZED_ACCESS', message: 'Unauthorized access.' });
      return reply(200, { status: 'success', data: { token: state.token, refreshToken: 'refresh-2' } });
    }
    state.calls += 1;
    state.keys.push(headers.get('idempotency-key'));
    if (opts.alwaysUnauthorized || headers.get('authorization') !== `Bearer ${state.token}`) {
      return reply(401, { status: 'error', code: 'UNAUTHORIZED', message: 'expired', security: false });
    }
    return reply(200, { status: 'success', message: 'Price alert set', data: { echo: payload } });
  };
  return { state, fetchImpl: fetchImpl as typeof fetch };
}

function tokens(): TokenStore & { ended: number; token: string | null; refresh: string | null } {
  const t: TokenStore & { ended: number; token: string | null; refresh: string | null } = {
    ended: 0,
    token: 'access-1' as string | null,
    refresh: 'refresh-1' as string | null,
    getToken: () => t.token,
    getRefreshToken: () => t.refresh,
    setTokens: (a: string, r: string) => {
      t.token = a;
      t.refresh = r;
    },
    endSession: () => {
      t.ended += 1;
      t.token = null;
      t.refresh = null;
    },
    setFrozen: () => {},
  };
  return t;
}

/** Where the transport under test calls: http://x, sealed with the development key. */
const TO_X = { baseURL: 'http://x', keyBase64: DEV_TRANSPORT_KEY };

/** The transport under test, to `fetch` as http://x, with `t` for its tokens. */
const transportOf = (fetch: typeof globalThis.fetch, t: TokenStore = tokens()) =>
  createTransport({ ...TO_X, tokens: t, fetch });

describe('a success answer', () => {
  it("hands the app its data and not the server's English words, which no catalog translates", async () => {
    const server = testServer();
    const t = tokens();
    t.token = 'access-2';
    const api = transportOf(server.fetchImpl, t);
    const answer = await api.call(ECHO, { n: 1 });
    expect(answer).toEqual({ status: 'success', data: { echo: { n: 1 } } });
  });
});

describe('transport refresh queue', () => {
  it('five concurrent 401s cause exactly one refresh, and each call is retried once', async () => {
    const server = testServer();
    const t = tokens();
    const api = transportOf(server.fetchImpl, t);
    const results = await Promise.all([1, 2, 3, 4, 5].map((n) => api.call(ECHO, { n })));
    expect(server.state.refreshes).toBe(1);
    expect(results.map((r) => r.data.echo.n)).toEqual([1, 2, 3, 4, 5]);
    expect(server.state.calls).toBe(10);
    expect(t.token).toBe('access-2');
    expect(t.refresh).toBe('refresh-2');
    expect(t.ended).toBe(0);
  });

  it('a second 401 after the retry does not loop and ends the session', async () => {
    const server = testServer({ alwaysUnauthorized: true });
    const t = tokens();
    const api = transportOf(server.fetchImpl, t);
    await expect(api.call(ECHO, {})).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect(server.state.refreshes).toBe(1);
    expect(server.state.calls).toBe(2);
    expect(t.ended).toBe(1);
  });

  it('a refresh refused with UNAUTHORIZED_ACCESS or REFRESH_TOKEN_EXPIRED ends the session', async () => {
    for (const code of ['UNAUTHORIZED_ACCESS', 'REFRESH_TOKEN_EXPIRED'] as const) {
      const server = testServer({
        refreshAnswer: () => [401, { status: 'error', code, message: 'Unauthorized access.' }],
      });
      const t = tokens();
      const api = transportOf(server.fetchImpl, t);
      await expect(api.call(ECHO, {})).rejects.toBeInstanceOf(ApiCallError);
      expect(t.ended).toBe(1);
      expect(server.state.calls).toBe(1);
    }
  });

  it('a refresh that fails otherwise keeps the session', async () => {
    const server = testServer({ refreshAnswer: () => [500, { status: 'error', code: 'INTERNAL', message: 'boom' }] });
    const t = tokens();
    const api = transportOf(server.fetchImpl, t);
    await expect(api.call(ECHO, {})).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    expect(t.ended).toBe(0);
    expect(t.refresh).toBe('refresh-1');
  });

  it('keeps the same Idempotency-Key across the retry', async () => {
    const server = testServer();
    const t = tokens();
    const api = transportOf(server.fetchImpl, t);
    await api.call(confirmSwap, { conversionQuoteId: 'q' });
    expect(server.state.keys).toHaveLength(2);
    expect(server.state.keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.state.keys[1]).toBe(server.state.keys[0]);
  });

  it('reports a network failure with the connection message', async () => {
    const t = tokens();
    const api = createTransport({
      ...TO_X,
      tokens: t,
      fetch: (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    });
    await expect(api.call(ECHO, {})).rejects.toMatchObject({
      code: 'NETWORK',
      message: 'Network error - please check your connection',
    });
  });

  it('reports a request refused for its size with a clear message, whoever refused it', async () => {
    const answers = [
      // The server's own refusal, and a proxy's page in front of it.
      new Response(
        JSON.stringify({ status: 'error', code: 'PAYLOAD_TOO_LARGE', message: 'This request is too large.' }),
        {
          status: 413,
          headers: { 'content-type': 'application/json' },
        },
      ),
      new Response('<html><body><h1>413 Request Entity Too Large</h1></body></html>', {
        status: 413,
        headers: { 'content-type': 'text/html' },
      }),
    ];
    for (const answer of answers) {
      const t = tokens();
      const api = createTransport({
        ...TO_X,
        tokens: t,
        fetch: (async () => answer) as typeof fetch,
      });
      const failure = await api.call(updateProfile, { address: 'x' }).catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(ApiCallError);
      expect(failure).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', status: 413, message: 'This request is too large.' });
      expect(t.ended).toBe(0);
    }
  });

  it('reports a 503, sealed or not, as "try again shortly" with its Retry-After', async () => {
    const sealed = createTransport({
      ...TO_X,
      tokens: tokens(),
      fetch: (async (_input: string, init?: RequestInit) => {
        const sealedRequest = parseSealedRequest(JSON.parse(String(init?.body)));
        const answer: Answer = { status: 'error', code: 'SERVICE_UNAVAILABLE', message: 'down' };
        return new Response(JSON.stringify(await sealAnswer(key, '/exchange/x', sealedRequest.nonce, answer)), {
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '30' },
        });
      }) as unknown as typeof fetch,
    });
    const proxy = createTransport({
      ...TO_X,
      tokens: tokens(),
      fetch: (async () =>
        new Response('<html>Service Unavailable</html>', {
          status: 503,
          headers: { 'content-type': 'text/html', 'retry-after': '7' },
        })) as typeof fetch,
    });
    const expected = { code: 'SERVICE_UNAVAILABLE', status: 503, message: errorText('SERVICE_UNAVAILABLE') };
    await expect(sealed.call(ECHO, {})).rejects.toMatchObject({ ...expected, retryAfterSeconds: 30 });
    await expect(proxy.call(ECHO, {})).rejects.toMatchObject({ ...expected, retryAfterSeconds: 7 });
  });
});

/** An access token as the server signs it, with only the expiry the transport reads. */
const jwtExpiringAt = (ms: number) =>
  `h.${base64urlnopad.encode(utf8.decode(JSON.stringify({ exp: Math.floor(ms / 1000) })))}.s`;
const HOUR = 3_600_000;

describe('a token past its own expiry', () => {
  it('is refreshed before the call, once for calls made together, and no call is refused first', async () => {
    const server = testServer();
    server.state.token = jwtExpiringAt(Date.now() + HOUR);
    const t = tokens();
    t.token = jwtExpiringAt(Date.now() - HOUR);
    const api = transportOf(server.fetchImpl, t);
    const results = await Promise.all([1, 2, 3].map((n) => api.call(ECHO, { n })));
    expect(results.map((r) => r.data.echo.n)).toEqual([1, 2, 3]);
    expect(server.state.refreshes).toBe(1);
    expect(server.state.calls).toBe(3);
    expect(t.token).toBe(server.state.token);
  });

  it('is sent as it is while its expiry is still ahead', async () => {
    const server = testServer();
    server.state.token = jwtExpiringAt(Date.now() + HOUR);
    const t = tokens();
    t.token = server.state.token;
    await transportOf(server.fetchImpl, t).call(ECHO, { n: 1 });
    expect(server.state.refreshes).toBe(0);
    expect(server.state.calls).toBe(1);
  });

  it('is refreshed once only when the clock is ahead, then left to the server to refuse', async () => {
    // The server's fresh token already reads as expired here: refreshing before every call would
    // rotate the session on each one.
    const server = testServer();
    server.state.token = jwtExpiringAt(Date.now() - 2 * HOUR);
    const t = tokens();
    t.token = jwtExpiringAt(Date.now() - HOUR);
    const api = transportOf(server.fetchImpl, t);
    await api.call(ECHO, { n: 1 });
    await api.call(ECHO, { n: 2 });
    expect(server.state.refreshes).toBe(1);
    expect(server.state.calls).toBe(2);
  });

  it('ends the session once when the refresh is refused, without a second refresh', async () => {
    const server = testServer({
      refreshAnswer: () => [401, { status: 'error', code: 'REFRESH_TOKEN_EXPIRED', message: 'Expired.' }],
    });
    const t = tokens();
    t.token = jwtExpiringAt(Date.now() - HOUR);
    await expect(transportOf(server.fetchImpl, t).call(ECHO, {})).rejects.toMatchObject({ status: 401 });
    expect(server.state.refreshes).toBe(1);
    expect(t.ended).toBe(1);
  });
});

describe('answers', () => {
  it('reach the caller only when they are what the call table says', async () => {
    const checked = defineSpec<{ echo: { n: number } }>()({
      path: '/exchange/x',
      access: 'user',
      payload: ECHO.payload,
      answerSchema: object({ echo: object({ n: number() }) }),
    });
    const server = testServer();
    const t = tokens();
    t.token = server.state.token;
    const api = transportOf(server.fetchImpl, t);
    await expect(api.call(checked, { n: 1 })).resolves.toMatchObject({ data: { echo: { n: 1 } } });
    await expect(api.call(checked, { n: 'one' } as never)).rejects.toMatchObject({
      code: 'INVALID_RESPONSE_FORMAT',
      message: errorText('INVALID_RESPONSE_FORMAT'),
    });
  });
});

describe("the account's standing", () => {
  const user = { id: 'u1', email: 'a@example.com', first_name: 'A', last_name: 'B' } as never;

  it('a sealed answer to a signed-in call freezes and unfreezes the app, whatever the call', async () => {
    let frozen: boolean | undefined = true;
    const server = testServer({ frozen: () => frozen });
    signIn({ token: server.state.token, refreshToken: 'refresh-1', user }, {});
    const t = tokens();
    t.token = server.state.token;
    t.setFrozen = setFrozen;
    const api = transportOf(server.fetchImpl, t);

    expect(auth.user?.frozen).toBeUndefined();
    await api.call(ECHO, { n: 1 });
    expect(auth.user?.frozen).toBe(true);
    frozen = false;
    await api.call(ECHO, { n: 2 });
    expect(auth.user?.frozen).toBe(false);
    // An answer that says nothing of the account (a public call, an older server) changes nothing.
    frozen = undefined;
    await api.call(ECHO, { n: 3 });
    expect(auth.user?.frozen).toBe(false);
    clearAuth();
  });

  it('is taken only from a sealed answer to the session that is signed in now', async () => {
    const t = tokens();
    t.token = 'access-2';
    const told: boolean[] = [];
    t.setFrozen = (f) => told.push(f);
    // A plain refusal, which anyone on the way could write, claims a freeze: not believed.
    const plain = (async () =>
      new Response(JSON.stringify({ status: 'error', code: 'BAD_ENVELOPE', message: 'no', frozen: true }), {
        status: 400,
      })) as unknown as typeof fetch;
    const a = transportOf(plain, t);
    await expect(a.call(ECHO, { n: 1 })).rejects.toMatchObject({ code: 'BAD_ENVELOPE' });
    expect(told).toEqual([]);

    // Signed out (or another account signed in) while the call was on its way: its answer is the old session's.
    const server = testServer({ frozen: () => true });
    const slow: typeof fetch = async (input, init) => {
      t.token = 'someone-else';
      return server.fetchImpl(input, init);
    };
    server.state.token = 'access-2';
    const b = transportOf(slow, t);
    await b.call(ECHO, { n: 1 }).catch(() => {});
    expect(told).toEqual([]);
  });
});

describe('client-named failures', () => {
  it('say one text per code, whatever the status', async () => {
    const unreadable = (status: number) =>
      createTransport({
        ...TO_X,
        tokens: tokens(),
        fetch: (async () => new Response('<html>Bad gateway</html>', { status })) as typeof fetch,
      }).call(ECHO, { n: 1 });
    for (const status of [500, 502])
      await expect(unreadable(status)).rejects.toMatchObject({
        code: 'INVALID_RESPONSE_FORMAT',
        status,
        message: errorText('INVALID_RESPONSE_FORMAT'),
      });
  });
});
