/** Words for the case queue's states, decisions and kinds (the server sends their codes). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CaseDecision, CaseState } from '../../../../contract/cases.js';

export const STATE_LABEL: Record<CaseState, MessageDescriptor> = {
  open: msg`Open`,
  in_review: msg`In review`,
  escalated: msg`Escalated`,
  closed: msg`Closed`,
};

export const DECISION_LABEL: Record<CaseDecision, MessageDescriptor> = {
  release: msg`Release the transfer`,
  return: msg`Return the funds`,
  freeze: msg`Freeze the account`,
  report: msg`File a report`,
  no_action: msg`Close, no action`,
};

const KIND_LABEL: Record<string, MessageDescriptor> = {
  sanctions_withdrawal: msg`Sanctions hit on a withdrawal`,
  sanctions_deposit: msg`Sanctions hit on a deposit`,
  travel_rule_withdrawal: msg`Travel Rule: withdrawal held for review`,
  travel_rule_deposit: msg`Travel Rule: deposit held for review`,
  travel_rule_refused: msg`Travel Rule: withdrawal refused by the receiving provider`,
  travel_rule_timed_out: msg`Travel Rule: the receiving provider did not answer`,
  bank_deposit_returned: msg`Bank deposit from someone else's account returned`,
  rapid_outflow: msg`Deposit quickly withdrawn to a new address`,
  structuring: msg`Several transfers just under the threshold`,
  access_change_withdrawal: msg`Withdrawal after a new country or device`,
  volume_spike: msg`Volume far above the customer's pattern`,
  split_withdrawals: msg`Withdrawals split below the four-eyes threshold`,
};

export const kindLabel = (kind: string): MessageDescriptor | string => KIND_LABEL[kind] ?? kind;
