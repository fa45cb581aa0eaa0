import type { ErrorAnswer, ErrorCode } from '../../contract/answers.js';
import { httpStatusFor } from '../../contract/answers.js';
import type { LimitRefusal } from '../../contract/withdrawal-limits.js';

/** A refusal the client should see: mapped to the answer shape and HTTP status of the contract. */
export class ApiError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly extra: {
      errors?: Record<string, string>;
      /** The payload field a business refusal concerns, for the screen to show it there. */
      field?: string;
      retryAfterSeconds?: number;
      /** When a lock lifts (ISO 8601), for the screen to show in the customer's time. */
      retryAt?: string;
      /** LIMIT_EXCEEDED: the window that refused and what it still allows. */
      limit?: LimitRefusal;
      status?: number;
    } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = extra.status ?? httpStatusFor(code);
  }

  toAnswer(): ErrorAnswer {
    const answer: ErrorAnswer = { status: 'error', code: this.code, message: this.message };
    if (this.extra.errors) answer.errors = this.extra.errors;
    if (this.extra.field) answer.field = this.extra.field;
    if (this.extra.retryAt) answer.retryAt = this.extra.retryAt;
    if (this.extra.limit) answer.limit = this.extra.limit;
    if (this.code === 'UNAUTHORIZED') answer.security = false;
    if (this.code === 'REFRESH_TOKEN_EXPIRED' || this.code === 'UNAUTHORIZED_ACCESS') answer.securityRefresh = false;
    return answer;
  }
}

/** VALIDATION with per-field messages; the first message is the summary. */
export function validationError(errors: Record<string, string>, message?: string): ApiError {
  const first = Object.values(errors)[0] ?? 'Invalid input';
  return new ApiError('VALIDATION', message ?? first, { errors });
}

export const GENERIC_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

export { UNAVAILABLE_MESSAGE } from '../../contract/answers.js';
