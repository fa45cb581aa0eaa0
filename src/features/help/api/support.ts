/** Help: the support contact and the contact form (decision 186), typed by the call table. */
import * as calls from '../../../../contract/calls/support.js';
import type { HelpInfo, SupportRequest } from '../../../../contract/support.js';
import { api } from '../../../api/client.js';

export async function getHelp(): Promise<HelpInfo | null> {
  return (await api.call(calls.getHelp, {})).data ?? null;
}

/** One attempt per `idempotencyKey`: a retry of the same attempt sends nothing more. */
export function contactSupport(request: SupportRequest, idempotencyKey: string) {
  return api.call(calls.contactSupport, request, { idempotencyKey });
}
