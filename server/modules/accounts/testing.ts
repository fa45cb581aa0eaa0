/** Test helpers for the account flows through the real calls (used by integration tests). */
import { CALLS } from '../../../contract/calls/index.js';
import { TERMS_VERSIONS } from '../../../contract/legal.js';
import type { TestEnv } from '../../test/harness.js';
import { settleResetCodes } from './otp-call.js';

/** The code of the newest message the local outbox holds for `email`. */
export async function lastEmailedCode(env: TestEnv, email: string): Promise<string> {
  await settleResetCodes();
  const row = await env.deps.db
    .selectFrom('mail_outbox')
    .select(['text'])
    .where('to', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const code = row && /\b(\d{6})\b/.exec(row.text)?.[1];
  if (!code) throw new Error(`no code emailed to ${email}`);
  return code;
}

export async function outboxFor(env: TestEnv, email: string) {
  await settleResetCodes();
  return env.deps.db.selectFrom('mail_outbox').selectAll().where('to', '=', email).orderBy('id', 'desc').execute();
}

/** The newest mail sent to `email`; the test fails when there is none. */
export async function latestMail(env: TestEnv, email: string) {
  const [newest] = await outboxFor(env, email);
  if (!newest) throw new Error(`no mail was sent to ${email}`);
  return newest;
}

let n = 0;

export function signUpPayload(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    email: `new${n}.${Math.random().toString(36).slice(2, 8)}@example.com`,
    password: 'Str0ng!Pass',
    first_name: 'Ada',
    last_name: 'Lovelace',
    dob: '1990-05-17',
    accept_terms: true,
    terms_version: TERMS_VERSIONS.AU,
    country_code: 'AU',
    currency_code: 'AUD',
    is_eu: false,
    ip: '127.0.0.1',
    device_info: { userAgent: 'test' },
    ...overrides,
  };
}

/** Signs up through send-email-otp and create-user; returns the payload used. */
export async function signUpThroughApi(
  env: TestEnv,
  overrides: Record<string, unknown> = {},
  opts: { ip?: string; headers?: Record<string, string> } = {},
) {
  const p = signUpPayload(overrides);
  const sent = await env.api.call(CALLS.sendEmailOtp, { email: p.email, type: 1 }, opts);
  if (sent.status !== 200) throw new Error(`send-email-otp failed: ${JSON.stringify(sent.answer)}`);
  const otp = await lastEmailedCode(env, p.email);
  const created = await env.api.call(CALLS.createUser, { ...p, otp }, opts);
  if (created.status !== 200) throw new Error(`create-user failed: ${JSON.stringify(created.answer)}`);
  return p as typeof p & { email: string; password: string };
}
