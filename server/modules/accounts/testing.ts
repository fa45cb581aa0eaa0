/** Test helpers for the account flows through the real calls (used by integration tests). */
import { OTP_TYPE } from '../../../contract/accounts.js';
import { CALLS } from '../../../contract/calls/index.js';
import { TERMS_VERSIONS } from '../../../contract/legal.js';
import type { TestEnv } from '../../test/harness.js';
import { readAccessToken } from './access-token.js';
import { newCode, storeCode } from './codes.js';
import { settleResetCodes } from './otp-call.js';
import { softAuthenticator } from './passkeys/testing.js';

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

/**
 * What confirms one withdrawal of a customer without 2FA or a passkey (decision 367): the code as
 * send-withdrawal-code stores it (without its sending limits, so a test may withdraw many times)
 * and the password. Each call replaces the customer's earlier code.
 */
export async function withdrawalProof(
  env: Pick<TestEnv, 'deps'>,
  u: { email: string; password: string },
): Promise<{ emailCode: string; password: string }> {
  const code = newCode();
  await storeCode(env.deps, u.email, OTP_TYPE.withdrawal, code);
  return { emailCode: code, password: u.password };
}

/**
 * What confirms a change to the factors of a customer without 2FA or a passkey (decision 492): the
 * code as send-security-code stores it, without its sending limits.
 */
export async function securityProof(env: Pick<TestEnv, 'deps'>, u: { email: string }): Promise<{ emailCode: string }> {
  const code = newCode();
  await storeCode(env.deps, u.email, OTP_TYPE.securityChange, code);
  return { emailCode: code };
}

/** The same for the customer a token signs in, with the test factory's password unless given. */
export async function withdrawalProofByToken(
  env: Pick<TestEnv, 'deps'>,
  token: string,
  password = 'Correct-Horse-9',
): Promise<{ emailCode: string; password: string }> {
  const claims = await readAccessToken(env.deps, token);
  if (!claims) throw new Error('the token signs nobody in');
  const { email } = await env.deps.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', claims.sub)
    .executeTakeFirstOrThrow();
  return withdrawalProof(env, { email, password });
}

/**
 * `n` confirmations for withdrawals sent at once by one customer: a passkey is registered for
 * them, and each confirmation answers its own challenge (an emailed code confirms one only).
 */
export async function passkeyProofs(
  env: TestEnv,
  u: { token: string; password: string; email: string },
  n: number,
): Promise<Array<{ passkey: Record<string, unknown> }>> {
  const key = softAuthenticator();
  const { origin } = new URL(env.deps.config.publicUrl);
  const options = await env.api.call(
    CALLS.passkeyRegisterOptions,
    { password: u.password, ...(await securityProof(env, u)) },
    { token: u.token },
  );
  if (options.answer.status !== 'success') throw new Error(JSON.stringify(options.answer));
  const registered = await env.api.call(
    CALLS.passkeyRegister,
    { response: key.register((options.answer.data as any).options, origin), name: 'Test key' },
    { token: u.token },
  );
  if (registered.status !== 200) throw new Error(JSON.stringify(registered.answer));
  const out: Array<{ passkey: Record<string, unknown> }> = [];
  for (let i = 0; i < n; i++) {
    const c = await env.api.call(CALLS.passkeyConfirmOptions, {}, { token: u.token });
    // A counter of 0 says the authenticator keeps none, so answers may arrive in any order.
    out.push({ passkey: key.assert((c.answer as any).data.options, origin, { counter: 0 }) });
  }
  return out;
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
