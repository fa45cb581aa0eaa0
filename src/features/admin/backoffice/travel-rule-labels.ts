/** The Travel Rule records' directions and states in words (issue 43, item 17). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RecordDirection, RecordState } from '../../../../contract/travel-rule-records.js';

export const DIRECTION_LABEL: Record<RecordDirection, MessageDescriptor> = {
  deposit: msg({ message: 'Deposit', context: 'transaction row' }),
  withdrawal: msg`Withdrawal`,
};

export const RECORD_STATE_LABEL: Record<RecordState, MessageDescriptor> = {
  matched: msg`Matched the customer`,
  held: msg`Held: not the customer`,
  information_needed: msg`Information needed`,
  review: msg`Held for review`,
  answered: msg`Answered by the customer`,
  released: msg`Released after review`,
  returned: msg`Returned after review`,
  waiting: msg`Waiting for the provider`,
  accepted: msg`Accepted by the provider`,
  refused: msg`Refused by the provider`,
  timed_out: msg`Provider did not answer`,
  recorded: msg`Recorded`,
};

/** A state's words, or the state as stored when a newer one is not known here. */
export const recordStateLabel = (state: string): MessageDescriptor | string =>
  (RECORD_STATE_LABEL as Record<string, MessageDescriptor>)[state] ?? state;
