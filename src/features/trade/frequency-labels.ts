/** How often a recurring buy runs, as the editor's choices and the list name it. */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecurringFrequency } from '../../../contract/recurring.js';

export const FREQUENCY_LABELS: Record<RecurringFrequency, MessageDescriptor> = {
  weekly: msg`Every week`,
  fortnightly: msg`Every 2 weeks`,
  monthly: msg`Every month`,
};
