/**
 * The step a refusal asks for besides the password (decisions 367 and 492): the authenticator's
 * code, the code emailed for this request, or one of the account's passkeys. The server decides
 * which from what guards the account; every form that confirms a withdrawal (coins or cash) or a
 * change to the account's factors reads its answer here.
 */
import { ApiCallError } from './errors.js';

export type AskedStep = 'code' | 'email' | 'passkey';

const ASKED = new Map<string, AskedStep>([
  ['OTP_REQUIRED', 'code'],
  ['EMAIL_CODE_REQUIRED', 'email'],
  ['PASSKEY_REQUIRED', 'passkey'],
]);

/** The step the refusal asks for, or null when it asks for none. */
export function askedStep(e: unknown): AskedStep | null {
  return (e instanceof ApiCallError && ASKED.get(e.code)) || null;
}
