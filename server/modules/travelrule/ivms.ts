/**
 * The Travel Rule payload (decision 246): the originator (the customer, from the verified
 * identity) and the beneficiary (the customer's answers) as IVMS101 (2023), validated with the
 * ivms101 package before anything is sent, and any payload received checked the same way.
 *
 * The package checks the structure and the standard's constraints (C1-C12) but not the lengths of
 * its texts, so those (Max100Text names, Max70Text address lines, Max35Text the rest) and a cap
 * on the whole payload are checked here first: a huge or malformed field is refused unread.
 * The package also holds every person to C1 and C4, which the standard states for the originator
 * only (a beneficiary is known by name and account): those two are applied to the originator.
 */
import { countries } from 'countries-list';
import { type IVMS101, IVMS101_2023Schema, PayloadVersionCode, type Person } from 'ivms101';
import type { BeneficiaryAnswers } from '../../../contract/travel-rule.js';

/** A payload received from another provider is at most this long as JSON. */
const IVMS_MAX_BYTES = 16 * 1024;

/** The customer as their verified identity has them. */
export interface VerifiedIdentity {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD or null. */
  dob: string | null;
  address: string;
  city: string;
  state: string;
  postal: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  customerNumber: string;
}

/** A provider as the directory and the payload name it. */
export interface VaspIdentity {
  name: string;
  country: string;
}

export interface TransferParties {
  originator: VerifiedIdentity;
  originatorAccount: string | null;
  beneficiary: BeneficiaryAnswers;
  beneficiaryAddress: string;
  originatingVasp: VaspIdentity;
  beneficiaryVasp: VaspIdentity | null;
}

export class IvmsInvalid extends Error {
  constructor(readonly reason: string) {
    super(`invalid IVMS101 payload: ${reason}`);
    this.name = 'IvmsInvalid';
  }
}

function legalPerson(v: VaspIdentity): Person {
  return {
    legalPerson: {
      name: { nameIdentifier: [{ legalPersonName: v.name, legalPersonNameIdentifierType: 'LEGL' }] },
      countryOfRegistration: v.country as never,
    },
  };
}

function naturalPerson(primary: string, secondary: string | null, extra: Partial<Person['naturalPerson']> = {}) {
  return {
    naturalPerson: {
      name: {
        nameIdentifier: [
          {
            primaryIdentifier: primary,
            ...(secondary ? { secondaryIdentifier: secondary } : {}),
            naturalPersonNameIdentifierType: 'LEGL' as const,
          },
        ],
      },
      ...extra,
    },
  } as Person;
}

/**
 * The originator. IVMS101 carries a date of birth only with a place of birth, which the identity
 * check does not collect, so the originator is identified by address and customer number (the
 * regulation's alternative to date and place of birth).
 */
function originatorPerson(o: VerifiedIdentity): Person {
  // An identity without a town has no address IVMS101 accepts: the customer number alone
  // identifies the originator then (constraint C1 takes either).
  if (!o.city.trim())
    return naturalPerson(o.lastName.trim(), o.firstName.trim(), {
      customerIdentification: o.customerNumber,
      countryOfResidence: o.country as never,
    });
  return naturalPerson(o.lastName.trim(), o.firstName.trim(), {
    geographicAddress: [
      {
        addressType: 'HOME',
        addressLine: o.address.trim() ? [o.address.trim()] : undefined,
        postcode: o.postal.trim() || undefined,
        townName: o.city.trim(),
        countrySubDivision: o.state.trim() || undefined,
        country: o.country as never,
      },
    ],
    customerIdentification: o.customerNumber,
    countryOfResidence: o.country as never,
  });
}

function beneficiaryPerson(p: TransferParties): Person {
  const b = p.beneficiary;
  if (b.owner === 'self') return naturalPerson(p.originator.lastName.trim(), p.originator.firstName.trim());
  const name = (b.name ?? '').trim();
  if (b.kind === 'business')
    return {
      legalPerson: { name: { nameIdentifier: [{ legalPersonName: name, legalPersonNameIdentifierType: 'LEGL' }] } },
    };
  // Someone else's full name as one text: its parts are not asked for separately.
  return naturalPerson(name, null);
}

/** Builds the payload for a withdrawal and validates it; throws IvmsInvalid when it is not valid. */
export function buildTransferPayload(p: TransferParties): IVMS101 {
  const payload: IVMS101 = {
    originator: {
      originatorPerson: [
        { ...originatorPerson(p.originator), ...(p.originatorAccount ? { accountNumber: [p.originatorAccount] } : {}) },
      ],
    },
    beneficiary: { beneficiaryPerson: [{ ...beneficiaryPerson(p), accountNumber: [p.beneficiaryAddress] }] },
    originatingVASP: legalPerson(p.originatingVasp),
    ...(p.beneficiaryVasp ? { beneficiaryVASP: legalPerson(p.beneficiaryVasp) } : {}),
    payloadMetadata: { payloadVersion: PayloadVersionCode.V2023 },
  };
  return validIvms(JSON.parse(JSON.stringify(payload)));
}

const CONTROL = /\p{Cc}/u;

/** The longest text a field may hold, by its key (IVMS101's MaxNText types). */
function textLimit(key: string): number {
  if (key === 'addressLine') return 70;
  if (/name|identifier|Identifier|Name/.test(key)) return 100;
  if (key === 'accountNumber') return 128;
  return 70;
}

/** The keys whose value is an ISO 3166-1 alpha-2 code (the package takes any text there). */
const COUNTRY_KEYS = new Set(['country', 'countryOfResidence', 'countryOfRegistration', 'countryOfIssue']);

function checkTexts(value: unknown, key: string, depth: number): void {
  if (depth > 12) throw new IvmsInvalid('nested too deeply');
  if (typeof value === 'string') {
    if (value.length > textLimit(key)) throw new IvmsInvalid(`${key} is too long`);
    if (CONTROL.test(value)) throw new IvmsInvalid(`${key} holds control characters`);
    if (COUNTRY_KEYS.has(key) && !Object.hasOwn(countries, value))
      throw new IvmsInvalid(`${key} is not a country code`);
    if (key === 'payloadVersion' && value !== PayloadVersionCode.V2023) throw new IvmsInvalid('not IVMS101 (2023)');
    if (key === 'townName' && value.trim() === '') throw new IvmsInvalid('townName is empty');
    return;
  }
  if (Array.isArray(value)) {
    if (value.length > 20) throw new IvmsInvalid(`${key} has too many items`);
    for (const v of value) checkTexts(v, key, depth + 1);
    return;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) checkTexts(v, k, depth + 1);
    return;
  }
  if (typeof value !== 'number' && typeof value !== 'boolean') throw new IvmsInvalid(`${key} is not a value`);
}

/** The payload when it is valid IVMS101 (2023) within the text bounds; throws IvmsInvalid otherwise. */
export function validIvms(value: unknown): IVMS101 {
  let size: number;
  try {
    size = Buffer.byteLength(JSON.stringify(value) ?? '');
  } catch {
    throw new IvmsInvalid('not JSON');
  }
  if (size > IVMS_MAX_BYTES) throw new IvmsInvalid('too large');
  checkTexts(value, 'payload', 0);
  const result = IVMS101_2023Schema.safeParse(value);
  if (result.success) return result.data as IVMS101;
  const issues = result.error.issues.filter((i) => !(ORIGINATOR_ONLY.test(i.message) && i.path[0] !== 'originator'));
  const first = issues[0];
  if (first) throw new IvmsInvalid(first.message);
  return value as IVMS101;
}

/** The constraints IVMS101 states for the originator's persons. */
const ORIGINATOR_ONLY = /^C[14] Originator/;

/** The beneficiary's name as the payload states it: a person's words or a business's legal name. */
export function beneficiaryNameOf(payload: IVMS101): string | null {
  const person = payload.beneficiary.beneficiaryPerson[0];
  const natural = person?.naturalPerson?.name.nameIdentifier.find((n) => n.naturalPersonNameIdentifierType === 'LEGL');
  if (natural) return [natural.secondaryIdentifier, natural.primaryIdentifier].filter(Boolean).join(' ');
  const legal = person?.legalPerson?.name.nameIdentifier.find((n) => n.legalPersonNameIdentifierType === 'LEGL');
  return legal?.legalPersonName ?? null;
}

/**
 * The other provider's legal name as a record's payload states it: the originating provider of a
 * deposit, the beneficiary's provider of a withdrawal. What a record's summary names is what its
 * IVMS101 says, never a second source that can disagree with it.
 */
export function providerNameOf(payload: unknown, side: 'originatingVASP' | 'beneficiaryVASP'): string | null {
  const vasp = (payload as Partial<IVMS101> | null | undefined)?.[side];
  const legal = vasp?.legalPerson?.name.nameIdentifier.find((n) => n.legalPersonNameIdentifierType === 'LEGL');
  return legal?.legalPersonName ?? null;
}
