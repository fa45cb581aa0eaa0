/** Test helper: a new staff member enrols from the link emailed to them, as they would. */
import { CALLS } from '../../../contract/calls/index.js';
import type { TestEnv } from '../../test/harness.js';
import { totpFor } from '../accounts/index.js';
import { latestMail } from '../accounts/testing.js';

/** The one-time code of the enrolment link emailed to `email`. */
export async function enrolmentCode(env: TestEnv, email: string): Promise<string> {
  const mail = await latestMail(env, email);
  const code = /[?&]code=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no enrolment link in the mail to ${email}`);
  return code;
}

/** Enrols `email` with `password` from its emailed link; returns the authenticator secret. */
export async function enrolFromMail(env: TestEnv, email: string, password: string): Promise<string> {
  const code = await enrolmentCode(env, email);
  const begun = await env.api.call(CALLS.beginStaffEnrolment, { email, code });
  if (begun.answer.status !== 'success' || !begun.answer.data) throw new Error(JSON.stringify(begun.answer));
  const secret = new URL(begun.answer.data.otpauthUri).searchParams.get('secret') ?? '';
  const totp = totpFor(secret, 'x').generate({ timestamp: env.deps.clock.now().getTime() });
  const done = await env.api.call(CALLS.finishStaffEnrolment, { email, code, password, totp });
  if (done.status !== 200) throw new Error(JSON.stringify(done.answer));
  env.deps.clock.advance(30_000);
  return secret;
}
