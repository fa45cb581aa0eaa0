/**
 * One product call on the wire, for every client (the PWA, the server tests, the end-to-end tests,
 * the benchmark): the request sealed in the envelope with its headers, and the answer opened. How
 * the bytes travel is the caller's (fetch, an in-process app, a load generator).
 */
import type { AccountStanding, Answer } from '../answers.js';
import { openAnswer, sealRequest } from '../envelope.js';
import type { CallSpec } from './define.js';

/**
 * What of a call the wire needs: its path, whether it carries an Idempotency-Key, whether it only
 * reads, and the schema its answer's data is checked against when it has one.
 */
export type CallRoute = Pick<CallSpec, 'path' | 'idempotent' | 'readOnly' | 'answerSchema'>;

export interface SealOptions {
  token?: string | null;
  /** The caller's key (kept for one attempt), false for none; a fresh one when the call needs it. */
  idempotencyKey?: string | false;
  headers?: Record<string, string>;
  nonce?: string;
  /** Unix milliseconds (the server tests' controllable clock); now when absent. */
  ts?: number;
}

interface SealedCall {
  /** `/api` and the call's path. */
  url: string;
  nonce: string;
  idempotencyKey: string | undefined;
  init: { method: 'POST'; headers: Record<string, string>; body: string };
}

function freshKey(): string {
  return crypto.randomUUID();
}

export async function sealCall(
  key: Uint8Array,
  call: CallRoute,
  payload: unknown,
  o: SealOptions = {},
): Promise<SealedCall> {
  const sealed = await sealRequest(key, call.path, payload ?? {}, {
    ...(o.nonce ? { nonce: o.nonce } : {}),
    ...(o.ts !== undefined ? { ts: o.ts } : {}),
  });
  const headers: Record<string, string> = { 'content-type': 'application/json', ...o.headers };
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  const idempotencyKey =
    o.idempotencyKey === false ? undefined : (o.idempotencyKey ?? (call.idempotent ? freshKey() : undefined));
  if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
  return {
    url: `/api${call.path}`,
    nonce: sealed.nonce,
    idempotencyKey,
    init: { method: 'POST', headers, body: JSON.stringify(sealed) },
  };
}

/**
 * The answer to a sealed call: `answer` when the server's answer could be read (sealed, or a
 * plain refusal of an envelope it could not open), with the account's `standing` when a sealed
 * answer to a signed-in call tells it; `unreadable` when the body is no answer at all
 * (a proxy's page, an empty 503); `unopened` when a sealed body does not open for this request.
 */
type WireAnswer<T = unknown> =
  | { kind: 'answer'; status: number; headers: Headers; answer: Answer<T>; standing?: Required<AccountStanding> }
  | { kind: 'unreadable' | 'unopened'; status: number; headers: Headers };

export async function readAnswer<T = unknown>(
  key: Uint8Array,
  call: CallRoute,
  nonce: string,
  res: Response,
): Promise<WireAnswer<T>> {
  const base = { status: res.status, headers: res.headers };
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    return { kind: 'unreadable', ...base };
  }
  if (typeof body !== 'object' || body === null) return { kind: 'unreadable', ...base };
  const b = body as Record<string, unknown>;
  // Envelope refusals come back unsealed: the request itself could not be opened.
  if (b.status === 'error' && typeof b.code === 'string' && !('res' in b))
    return { kind: 'answer', ...base, answer: body as Answer<T> };
  let opened: Answer<T> & AccountStanding;
  try {
    opened = (await openAnswer(key, call.path, nonce, body)) as Answer<T> & AccountStanding;
  } catch {
    return { kind: 'unopened', ...base };
  }
  // The account's standing travels sealed beside the call's answer (decision 390); only a sealed
  // answer may tell it, never a plain refusal that anyone on the way could write.
  const { frozen, ...answer } = opened;
  return {
    kind: 'answer',
    ...base,
    answer: answer as Answer<T>,
    ...(typeof frozen === 'boolean' ? { standing: { frozen } } : {}),
  };
}
