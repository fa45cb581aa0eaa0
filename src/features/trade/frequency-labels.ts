/** How often a recurring buy runs, in the customer's language (the editor's choices and the list). */
import type { useLingui } from '@lingui/react/macro';
import type { RecurringFrequency } from '../../../contract/recurring.js';

type T = ReturnType<typeof useLingui>['t'];

export function frequencyLabels(t: T): Record<RecurringFrequency, string> {
  return { weekly: t`Every week`, fortnightly: t`Every 2 weeks`, monthly: t`Every month` };
}
