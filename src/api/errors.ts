import type { ErrorAnswer } from '../../contract/answers.js';

export type ClientErrorCode = ErrorAnswer['code'] | 'NETWORK' | 'DECRYPTION_FAILED' | 'INVALID_RESPONSE_FORMAT';

/** A failed call: the server's refusal, or a transport failure with a code of our own. */
export class ApiCallError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    message: string,
    readonly status: number,
    readonly errors: Record<string, string> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}

export const NETWORK_MESSAGE = 'Network error - please check your connection';
/** A 503: the server or its database is briefly down (restart, failover); nothing was changed. */
export const UNAVAILABLE_MESSAGE = 'CoinVault is briefly unavailable - please try again shortly';

export function messageOf(e: unknown, fallback: string): string {
  if (e instanceof ApiCallError && e.message) return e.message;
  return fallback;
}
