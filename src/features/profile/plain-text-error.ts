/**
 * The form's words for the plain text rule of names and labels (contract/validation/plain-text.ts),
 * the rule the server applies to the same fields: the form says it before anything is sent.
 */
import { t } from '@lingui/core/macro';
import { plainTextProblem } from '../../../contract/validation/plain-text.js';

export function plainTextError(value: string): string | undefined {
  switch (plainTextProblem(value.trim())) {
    case 'hidden':
      return t`Use visible characters only: no control, invisible or text-direction characters.`;
    case 'formula':
      return t`This cannot start with =, +, - or @.`;
    default:
      return undefined;
  }
}
