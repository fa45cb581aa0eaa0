/**
 * A refused deposit cost in the customer's language: the server names the field and gives the
 * contract's English words (DEPOSIT_COST_MESSAGES); each is said here in the screen's own words.
 * Anything else (no connection, the server down) is said as the transport words it.
 */
import { t } from '@lingui/core/macro';
import { DEPOSIT_COST_MESSAGES as DM } from '../../../../contract/statements.js';
import { ApiCallError } from '../../../api/api-error.js';

export function depositCostError(err: unknown): string {
  if (!(err instanceof ApiCallError)) return t`Could not save the cost. Please try again.`;
  const fields = Object.values(err.serverErrors);
  if (fields.includes(DM.cost)) return t`Enter what it cost: zero or more, with at most 2 decimals.`;
  if (err.code === 'NOT_FOUND' || fields.includes(DM.notFound))
    return t`This deposit was not found. Reload the page and try again.`;
  return err.message;
}
