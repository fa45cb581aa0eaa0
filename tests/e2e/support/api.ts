/**
 * Talks to the real server from tests, through the real envelope: for creating users, reading the
 * local mail outbox and feeding the sandboxes. Never a mock of the server.
 */
import { randomUUID } from 'node:crypto';
import type { Answer } from '../../../contract/answers.js';
import type { AnswerOf, CallSpec } from '../../../contract/calls/define.js';
import { CALLS, callAt } from '../../../contract/calls/index.js';
import { type CallRoute, readAnswer, sealCall } from '../../../contract/calls/wire.js';
import { DEV_TRANSPORT_KEY, decodeKey } from '../../../contract/envelope.js';
import { legalRegionOf, TERMS_VERSIONS } from '../../../contract/legal.js';

const key = decodeKey(process.env.TRANSPORT_KEY ?? DEV_TRANSPORT_KEY);

export function baseUrl(): string {
  return `http://localhost:${process.env.E2E_PORT ?? 8181}`;
}

export interface CallOptions {
  token?: string;
  idempotencyKey?: string;
  /** The server to call (the main test server unless told). */
  base?: string;
  /** The caller's address as a trusted proxy reports it (servers started with TRUST_PROXY). */
  forwardedFor?: string;
}

/** A call of the table, or a path (a path of the table gets that call's Idempotency-Key rule). */
export type Target = CallSpec | string;
export type AnswerFor<C> = C extends CallSpec ? AnswerOf<C> : any;

export async function apiCall<C extends Target>(
  target: C,
  payload: unknown,
  opts: CallOptions = {},
): Promise<{ status: number; answer: Answer<AnswerFor<C>> }> {
  const call: CallRoute =
    typeof target === 'string' ? (callAt(target) ?? { path: target, idempotent: false }) : (target as CallSpec);
  const sealed = await sealCall(key, call, payload, {
    token: opts.token,
    idempotencyKey: opts.idempotencyKey,
    ...(opts.forwardedFor ? { headers: { 'x-forwarded-for': opts.forwardedFor } } : {}),
  });
  const res = await fetch(`${opts.base ?? baseUrl()}${sealed.url}`, sealed.init);
  const read = await readAnswer<AnswerFor<C>>(key, call, sealed.nonce, res);
  if (read.kind !== 'answer') throw new Error(`${call.path}: ${read.kind} answer (${read.status})`);
  return { status: read.status, answer: read.answer };
}

/** Throws unless the call succeeded; returns its data. */
export async function apiOk<C extends Target>(target: C, payload: unknown, opts: CallOptions = {}) {
  const r = await apiCall(target, payload, opts);
  if (r.answer.status !== 'success')
    throw new Error(`${typeof target === 'string' ? target : target.path} failed: ${JSON.stringify(r.answer)}`);
  return r.answer.data as AnswerFor<C>;
}

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

/**
 * The newest 6-digit code mailed to an address from `after` on, waiting briefly for it to arrive.
 * `subject` picks one kind of mail: a sign-up's code mailed a moment before a reset's is "after"
 * too, and the reset's may not be in yet when the list is first read.
 */
export async function latestCode(
  email: string,
  opts: { after?: number; base?: string; subject?: RegExp } = {},
): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${opts.base ?? baseUrl()}/sandbox/mail?to=${encodeURIComponent(email)}`);
    const list = (await res.json()) as OutboxMessage[];
    const fresh = list.filter(
      (m) =>
        (!opts.after || new Date(m.sentAt).getTime() >= opts.after) && (!opts.subject || opts.subject.test(m.subject)),
    );
    const code = fresh.map((m) => /\b(\d{6})\b/.exec(m.text)?.[1]).find(Boolean);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}

/**
 * The emailed code and the password that confirm one withdrawal of a customer without 2FA or a
 * passkey (decision 367), through the real calls: the code is asked for and read from the mail.
 */
export async function emailedWithdrawalProof(token: string, email: string, password = STRONG_PASSWORD) {
  const after = Date.now();
  await apiOk(CALLS.sendWithdrawalCode, {}, { token });
  return { emailCode: await latestCode(email, { after }), password };
}

export function uniqueEmail(prefix = 'customer'): string {
  return `${prefix}.${randomUUID().slice(0, 8)}@example.com`;
}

export const STRONG_PASSWORD = 'Sunny-Harbour-42';

export interface CreatedUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Where a customer signs up: the server and the market its answers place them in. */
export interface SignUpPlace {
  base?: string;
  countryCode: string;
  currencyCode: string;
  isEu: boolean;
}

const AUSTRALIA: SignUpPlace = { countryCode: 'AU', currencyCode: 'AUD', isEu: false };

/** Registers a customer through the real sign-up calls (code read from the outbox). */
export async function registerUser(o: Partial<CreatedUser> = {}, place: SignUpPlace = AUSTRALIA): Promise<CreatedUser> {
  const user = {
    email: o.email ?? uniqueEmail(),
    password: o.password ?? STRONG_PASSWORD,
    firstName: o.firstName ?? 'Alex',
    lastName: o.lastName ?? 'Morgan',
  };
  const sentAfter = Date.now() - 1000;
  const { base } = place;
  await apiOk(CALLS.sendEmailOtp, { email: user.email, type: 1 }, { base });
  const otp = await latestCode(user.email, { after: sentAfter, base });
  await apiOk(
    CALLS.createUser,
    {
      email: user.email,
      password: user.password,
      otp,
      first_name: user.firstName,
      last_name: user.lastName,
      dob: '1990-04-12',
      accept_terms: true,
      terms_version: TERMS_VERSIONS[legalRegionOf(place.currencyCode)],
      device_info: 'e2e',
      country_code: place.countryCode,
      currency_code: place.currencyCode,
      is_eu: place.isEu,
      ip: '127.0.0.1',
    },
    { idempotencyKey: randomUUID(), base },
  );
  return user;
}

export type Session = AnswerOf<typeof CALLS.login>;

export async function login(email: string, password: string, otp?: string): Promise<Session> {
  return apiOk(CALLS.login, otp ? { email, password, otp } : { email, password });
}
