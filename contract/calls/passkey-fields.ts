/**
 * The authenticator's answers a passkey call carries (WebAuthn's JSON, as the browser library
 * gives it). The schema reads the parts the server needs before the WebAuthn library checks the
 * rest: the credential id and the client data the challenge is read from. An answer without them
 * is still an offered passkey, refused with PASSKEY_REFUSED by the call (not VALIDATION), so it
 * is handed on as `false`; nothing sent (or null) reads as no passkey.
 */
import { custom, optional, pipe, transform } from 'valibot';

/** The most client data an authenticator's answer carries; more is not an answer. */
const CLIENT_DATA_MAX = 4096;
const CREDENTIAL_ID_MAX = 1024;

/** What the server reads of a registration answer; the library checks the whole of it. */
export interface PasskeyRegistrationAnswer {
  response: { clientDataJSON: string };
  [k: string]: unknown;
}

/** What the server reads of an assertion (signing in, or confirming in place of a code). */
export interface PasskeyAssertionAnswer extends PasskeyRegistrationAnswer {
  id: string;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function isRegistrationAnswer(v: unknown): v is PasskeyRegistrationAnswer {
  if (!isObject(v) || !isObject(v.response)) return false;
  const data = v.response.clientDataJSON;
  return typeof data === 'string' && data.length <= CLIENT_DATA_MAX;
}

function isAssertionAnswer(v: unknown): v is PasskeyAssertionAnswer {
  if (!isObject(v)) return false;
  const { id } = v;
  return typeof id === 'string' && id.length > 0 && id.length <= CREDENTIAL_ID_MAX && isRegistrationAnswer(v);
}

function offered<T>(is: (v: unknown) => v is T) {
  return optional(
    pipe(
      custom<unknown>(() => true),
      transform((v): T | false | undefined => (v === undefined || v === null ? undefined : is(v) ? v : false)),
    ),
  );
}

/** An assertion in place of a password or a 2FA code: undefined when none was offered. */
export const passkeyAssertion = () => offered(isAssertionAnswer);

/** A registration answer: `false` for anything that is not one (refused by the call). */
export const passkeyRegistration = () => offered(isRegistrationAnswer);
