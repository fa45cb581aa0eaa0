/**
 * A code emailed to confirm a step (a withdrawal, or a change to the account's factors): its
 * sending state, shown beside the field, and the send itself, repeated on request.
 */
import { t } from '@lingui/core/macro';
import { useState } from 'react';
import { messageOf } from '../api/errors.js';

/** 'sending', 'sent', or the message of a send that failed. */
type CodeSending = 'sending' | 'sent' | string;

export function useEmailedCode(sendCode: () => Promise<unknown>) {
  const [sent, setSent] = useState<CodeSending>('sending');
  const send = () => {
    setSent('sending');
    sendCode()
      .then(() => setSent('sent'))
      .catch((e) => setSent(messageOf(e, t`We could not send the code. Please try again.`)));
  };
  return { sent, send };
}
