/**
 * The Tax screen's words for a refusal of its own (decision 463): the server limits the tax view to
 * ten a minute per customer, and says how long to wait. Read when shown, in the language active then.
 */
import { plural } from '@lingui/core/macro';
import { ApiCallError } from '../../../api/errors.js';

/** The refusal in the customer's words, or null when it is not the view's limit. */
export function taxRefusalText(e: unknown): string | null {
  if (!(e instanceof ApiCallError) || e.code !== 'RATE_LIMITED') return null;
  const seconds = e.retryAfterSeconds ?? 60;
  return plural(seconds, {
    one: 'The tax view was asked for too often. Please wait # second and try again.',
    other: 'The tax view was asked for too often. Please wait # seconds and try again.',
  });
}
