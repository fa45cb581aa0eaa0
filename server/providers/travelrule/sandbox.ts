/**
 * The sandbox counterparty provider (local mode only): it stands in for another provider's TRP
 * endpoint and answers by the beneficiary's name, as the identity sandbox does with last names:
 * a last name "Refuse" is refused, "Silent" is never answered (the transfer times out), "Later" is
 * answered pending and accepted a few seconds later on the inquiry's callback address (decision
 * 295), any other name is accepted. Its page (/sandbox/travel-rule/) says so.
 */
import type { IVMS101 } from 'ivms101';
import type { InquiryAnswer, TravelRuleProvider } from './port.js';
import { TRP_API_VERSION } from './trp.js';

export const SANDBOX_VASP_ID = 'sandbox-vasp';
export const SANDBOX_REFUSE_NAME = 'Refuse';
export const SANDBOX_SILENT_NAME = 'Silent';
export const SANDBOX_LATER_NAME = 'Later';
/** How long the counterparty takes before it answers a "Later" inquiry on the callback. */
export const SANDBOX_LATER_MS = 3000;

/** The beneficiary's name as the payload carries it: a person's full or last name, or a business's. */
function beneficiaryName(p: IVMS101): string {
  const person = p.beneficiary?.beneficiaryPerson?.[0];
  const natural = person?.naturalPerson?.name?.nameIdentifier?.[0]?.primaryIdentifier;
  const legal = person?.legalPerson?.name?.nameIdentifier?.[0]?.legalPersonName;
  return String(natural ?? legal ?? '');
}

/** The outcome for a beneficiary name: decided by its last word, in any letter case. */
export function sandboxOutcomeFor(name: string): InquiryAnswer {
  const last = name.trim().split(/\s+/).pop()?.toLowerCase() ?? '';
  if (last === SANDBOX_REFUSE_NAME.toLowerCase())
    return { outcome: 'refused', reason: 'The beneficiary is not a customer of this provider.' };
  if (last === SANDBOX_SILENT_NAME.toLowerCase() || last === SANDBOX_LATER_NAME.toLowerCase())
    return { outcome: 'pending' };
  return { outcome: 'accepted' };
}

/** Posts a TRP answer to a callback address, as a provider does. */
type Deliver = (url: string, inquiryId: string, body: unknown) => Promise<void>;

const postAnswer: Deliver = async (url, inquiryId, body) => {
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'api-version': TRP_API_VERSION, 'request-identifier': inquiryId },
    body: JSON.stringify(body),
  });
};

export function sandboxCounterparty(o: { deliver?: Deliver; laterMs?: number } = {}): TravelRuleProvider {
  const deliver = o.deliver ?? postAnswer;
  return {
    kind: 'sandbox',
    async inquire(i) {
      const name = beneficiaryName(i.ivms101);
      const answer = sandboxOutcomeFor(name);
      if (name.trim().split(/\s+/).pop()?.toLowerCase() === SANDBOX_LATER_NAME.toLowerCase()) {
        const timer = setTimeout(() => {
          // A callback that does not arrive is a provider that did not answer: the deadline ends it.
          deliver(i.callbackUrl, i.id, { approved: { address: '', callback: '' } }).catch(() => {});
        }, o.laterMs ?? SANDBOX_LATER_MS);
        timer.unref?.();
      }
      return answer;
    },
  };
}
