/**
 * Test infrastructure for the server: a fresh migrated in-memory database per test file, deps with
 * a controllable clock, an in-process app, and a client that speaks the real envelope.
 */
import { randomUUID } from 'node:crypto';
import type { Answer } from '../../contract/answers.js';
import { openAnswer, sealRequest } from '../../contract/envelope.js';
import { type TestClock, testClock } from '../clock.js';
import { loadConfig } from '../config.js';
import { DatabaseOutage } from '../db/faults.js';
import { openDatabase } from '../db/index.js';
import type { AppDeps } from '../deps.js';
import { createApp } from '../http/app.js';
import { memoryLogger } from '../log.js';
import { createProviders, type Providers } from '../providers/index.js';
import { generatedSecrets } from '../secrets.js';

export interface TestEnv {
  deps: AppDeps & { clock: TestClock; log: ReturnType<typeof memoryLogger> };
  app: ReturnType<typeof createApp>;
  api: ApiClient;
  close(): Promise<void>;
}

export async function createTestEnv(
  opts: {
    env?: Record<string, string>;
    databaseUrl?: string;
    providers?: (base: Providers, deps: AppDeps) => Partial<Providers>;
    start?: string;
  } = {},
): Promise<TestEnv> {
  const config = loadConfig({ APP_MODE: 'local', DATA_DIR: '/nonexistent-test-dir', ...opts.env });
  const opened = await openDatabase({ databaseUrl: opts.databaseUrl });
  const clock = testClock(opts.start ?? new Date().toISOString());
  const log = memoryLogger();
  const deps = {
    config,
    db: opened.db,
    dbKind: opened.kind,
    clock,
    log,
    secrets: generatedSecrets(),
    providers: {} as Providers,
    outage: new DatabaseOutage(log),
  };
  deps.providers = createProviders(config, opened.db, log, clock);
  if (opts.providers) Object.assign(deps.providers, opts.providers(deps.providers, deps));
  const app = createApp(deps);
  return { deps, app, api: apiClient(app, deps), close: () => opened.close() };
}

export interface CallOptions {
  token?: string;
  idempotencyKey?: string | false;
  ip?: string;
  headers?: Record<string, string>;
  nonce?: string;
  ts?: number;
}

export interface CallResponse<T = unknown> {
  status: number;
  answer: Answer<T>;
  headers: Headers;
}

export interface ApiClient {
  call<T = any>(path: string, payload: unknown, opts?: CallOptions): Promise<CallResponse<T>>;
  raw(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

/** Calls whose contract requires an Idempotency-Key; the client adds a fresh one unless told. */
const NEEDS_KEY = new Set([
  '/users/create-user',
  '/exchange/confirm-swap',
  '/exchange/create-withdrawal-action',
  '/exchange/init-transaction',
  '/exchange/insert-transaction',
  '/exchange/generate-address',
]);

export function apiClient(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  deps: AppDeps,
): ApiClient {
  const raw = async (path: string, body: unknown, headers: Record<string, string> = {}) =>
    app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return {
    raw,
    async call(path, payload, opts = {}) {
      const sealed = await sealRequest(deps.config.transportKey, path, payload, {
        ts: opts.ts ?? deps.clock.now().getTime(),
        ...(opts.nonce ? { nonce: opts.nonce } : {}),
      });
      const headers: Record<string, string> = { ...opts.headers };
      if (opts.token) headers.authorization = `Bearer ${opts.token}`;
      if (opts.ip) headers['x-forwarded-for'] = opts.ip;
      const key = opts.idempotencyKey ?? (NEEDS_KEY.has(path) ? randomUUID() : false);
      if (key) headers['idempotency-key'] = key;
      const res = await raw(path, sealed, headers);
      const body = await res.json();
      const answer = (
        res.status === 400 && (body as { status?: string }).status === 'error'
          ? body
          : await openAnswer(deps.config.transportKey, path, sealed.nonce, body)
      ) as Answer;
      return { status: res.status, answer: answer as Answer<any>, headers: res.headers };
    },
  };
}
