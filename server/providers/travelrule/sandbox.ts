/**
 * The sandbox counterparty provider (local mode only): it stands in for another provider's TRP
 * endpoint and answers by the beneficiary's name, as the identity sandbox does with last names:
 * a last name "Refuse" is refused, "Silent" is never answered (the transfer times out), any other
 * name is accepted. Its page (/sandbox/travel-rule/) says so.
 */
import type { IVMS101 } from 'ivms101';
import type { InquiryAnswer, TravelRuleProvider } from './port.js';

export const SANDBOX_VASP_ID = 'sandbox-vasp';
export const SANDBOX_REFUSE_NAME = 'Refuse';
export const SANDBOX_SILENT_NAME = 'Silent';

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
  if (last === SANDBOX_SILENT_NAME.toLowerCase()) return { outcome: 'pending' };
  return { outcome: 'accepted' };
}

export function sandboxCounterparty(): TravelRuleProvider {
  return {
    kind: 'sandbox',
    async inquire(i) {
      return sandboxOutcomeFor(beneficiaryName(i.ivms101));
    },
  };
}
