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
    /** OTP_LOCKED, WITHDRAWALS_HELD: when the refusal lifts (ISO 8601). */
    readonly retryAt?: string,
    /** The payload field a business refusal concerns (the answer's `field`). */
    readonly field?: string,
    /**
     * The answer's field messages as the server wrote them: the contract's English words, which a
     * form that holds those words in its own catalog says in the customer's language.
     */
    readonly serverErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiCallError';
  }
}
