/**
 * Test infrastructure for the server: a fresh migrated database per test file (a copy of the run's
 * PostgreSQL template, postgres-template.ts, or an in-memory one loaded from the run's migrated
 * dump, migrated-template.ts), deps with
 * a controllable clock, an in-process app, and a client that speaks the real envelope.
 */
import { flatten, safeParse } from 'valibot';
import type { Answer } from '../../contract/answers.js';
import type { AnswerOf, CallSpec } from '../../contract/calls/define.js';
import { callAt } from '../../contract/calls/index.js';
import { type CallRoute, readAnswer, type SealOptions, sealCall } from '../../contract/calls/wire.js';
import { type TestClock, testClock } from '../clock.js';
import { DatabaseOutage } from '../db/faults.js';
import type { AppDeps } from '../deps.js';
import { createApp } from '../http/app.js';
import { loadConfig } from '../load-config.js';
import { memoryLogger } from '../log.js';
import { createProviders, type Providers } from '../providers/index.js';
import type { MailMessage } from '../providers/mail/index.js';
import { generatedSecrets } from '../secrets.js';
import { openTestDatabase } from './migrated-template.js';
import { postJson } from './post-json.js';

/**
 * Withdrawal limits (decision 135) at their highest: for tests of other rules whose withdrawals
 * would otherwise add up past a tier's limit. The limits have their own tests.
 */
export const HIGHEST_WITHDRAWAL_LIMITS = {
  WITHDRAW_LIMIT_24H: '1000000000',
  WITHDRAW_LIMIT_30D: '1000000000',
  WITHDRAW_LIMIT_2FA_24H: '1000000000',
  WITHDRAW_LIMIT_2FA_30D: '1000000000',
};

export interface TestEnv {
  deps: AppDeps & { clock: TestClock; log: ReturnType<typeof memoryLogger> };
  app: ReturnType<typeof createApp>;
  api: ApiClient;
  close(): Promise<void>;
  /** The embedded database's dump (backup.ts), when it has one. */
  dump?: () => Promise<Uint8Array>;
}

export async function createTestEnv(
  opts: {
    env?: Record<string, string>;
    databaseUrl?: string;
    /** PostgreSQL connections at most (at least 2: migrating holds one for its lock). */
    connections?: number;
    /** An embedded database in this folder instead of in memory. */
    dataDir?: string;
    /** The embedded database even when the run has PostgreSQL (its dump, its single connection). */
    embedded?: boolean;
    providers?: (base: Providers, deps: AppDeps) => Partial<Providers>;
    start?: string;
  } = {},
): Promise<TestEnv> {
  const config = loadConfig({ APP_MODE: 'local', DATA_DIR: '/nonexistent-test-dir', ...opts.env });
  const opened = await openTestDatabase({
    databaseUrl: opts.databaseUrl,
    dataDir: opts.dataDir,
    connections: opts.connections,
    embedded: opts.embedded,
  });
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
  return { deps, app, api: apiClient(app, deps), close: () => opened.close(), dump: opened.dump };
}

type CallOptions = Omit<SealOptions, 'token'> & {
  token?: string;
  ip?: string;
};

interface CallResponse<T = unknown> {
  status: number;
  answer: Answer<T>;
  headers: Headers;
  /** What a sealed answer to a signed-in call says of the account (decision 390). */
  standing?: { frozen: boolean };
}

/** A call of the table, or (for walks over every path and for unknown paths) a path. */
type Target = CallSpec | string;
type AnswerFor<C> = C extends CallSpec ? AnswerOf<C> : any;

export interface ApiClient {
  call<C extends Target>(call: C, payload: unknown, opts?: CallOptions): Promise<CallResponse<AnswerFor<C>>>;
  raw(path: string, body: unknown, headers?: Record<string, string>): Promise<Response>;
}

function routeOf(target: Target): CallRoute {
  if (typeof target !== 'string') return target;
  return callAt(target) ?? { path: target, idempotent: false };
}

/** The one client of the call table, over the app in process, on the test clock. */
export function apiClient(
  app: { request: (path: string, init: RequestInit) => Response | Promise<Response> },
  deps: AppDeps,
): ApiClient {
  const raw = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson({ app }, `/api${path}`, body, headers);
  return {
    raw,
    async call(target, payload, opts = {}) {
      const route = routeOf(target);
      const { ip, ...seal } = opts;
      const headers = { ...seal.headers, ...(ip ? { 'x-forwarded-for': ip } : {}) };
      const sealed = await sealCall(deps.config.transportKey, route, payload, {
        ...seal,
        headers,
        ts: opts.ts ?? deps.clock.now().getTime(),
      });
      const res = await app.request(sealed.url, sealed.init);
      const read = await readAnswer(deps.config.transportKey, route, sealed.nonce, res);
      if (read.kind !== 'answer') throw new Error(`${route.path}: ${read.kind} answer (${read.status})`);
      // Every success answer of the tests is held to the schema the client checks it against.
      if (route.answerSchema && read.answer.status === 'success') {
        const checked = safeParse(route.answerSchema, read.answer.data);
        if (!checked.success)
          throw new Error(`${route.path}: answer not as its schema says: ${JSON.stringify(flatten(checked.issues))}`);
      }
      const answer = read.answer as Answer<any>;
      return {
        status: read.status,
        answer,
        headers: read.headers,
        ...(read.standing ? { standing: read.standing } : {}),
      };
    },
  };
}

/** The outbox mail with every message `fails` picks refused, as by a mail server that is down. */
export function mailFailingWhen(fails: (m: MailMessage) => boolean): (base: Providers) => Partial<Providers> {
  return (base) => {
    const real = base.mail;
    return {
      mail: {
        kind: 'outbox',
        send: async (m) => {
          if (fails(m)) throw new Error('smtp down');
          await real.send(m);
        },
      },
    };
  };
}
