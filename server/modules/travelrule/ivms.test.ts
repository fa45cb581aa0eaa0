import { describe, expect, it } from 'vitest';
import { beneficiaryNameOf, buildTransferPayload, IvmsInvalid, type TransferParties, validIvms } from './ivms.js';

const parties: TransferParties = {
  originator: {
    firstName: 'Zoë',
    lastName: 'Müller',
    dob: '1990-04-01',
    address: 'Hauptstraße 5',
    city: 'Berlin',
    state: '',
    postal: '10115',
    country: 'DE',
    customerNumber: 'CU-7F3A-9C21-B04E',
  },
  originatorAccount: null,
  beneficiary: { owner: 'other', wallet: 'provider', providerId: 'sandbox-vasp', kind: 'person', name: 'Ana Pérez' },
  beneficiaryAddress: '0x52908400098527886E0F7030069857D2E4169EE7',
  originatingVasp: { name: 'CoinVault', country: 'DE' },
  beneficiaryVasp: { name: 'Sandbox Exchange', country: 'DE' },
};

describe('IVMS101 (2023) payload', () => {
  it('builds the originator from the verified identity and the beneficiary from the answers', () => {
    expect(buildTransferPayload(parties)).toEqual({
      originator: {
        originatorPerson: [
          {
            naturalPerson: {
              name: {
                nameIdentifier: [
                  { primaryIdentifier: 'Müller', secondaryIdentifier: 'Zoë', naturalPersonNameIdentifierType: 'LEGL' },
                ],
              },
              geographicAddress: [
                {
                  addressType: 'HOME',
                  addressLine: ['Hauptstraße 5'],
                  postcode: '10115',
                  townName: 'Berlin',
                  country: 'DE',
                },
              ],
              customerIdentification: 'CU-7F3A-9C21-B04E',
              countryOfResidence: 'DE',
            },
          },
        ],
      },
      beneficiary: {
        beneficiaryPerson: [
          {
            naturalPerson: {
              name: { nameIdentifier: [{ primaryIdentifier: 'Ana Pérez', naturalPersonNameIdentifierType: 'LEGL' }] },
            },
            accountNumber: ['0x52908400098527886E0F7030069857D2E4169EE7'],
          },
        ],
      },
      originatingVASP: {
        legalPerson: {
          name: { nameIdentifier: [{ legalPersonName: 'CoinVault', legalPersonNameIdentifierType: 'LEGL' }] },
          countryOfRegistration: 'DE',
        },
      },
      beneficiaryVASP: {
        legalPerson: {
          name: { nameIdentifier: [{ legalPersonName: 'Sandbox Exchange', legalPersonNameIdentifierType: 'LEGL' }] },
          countryOfRegistration: 'DE',
        },
      },
      payloadMetadata: { payloadVersion: '101.2023' },
    });
  });

  it('names the customer as beneficiary of their own wallet, and a business by its legal name', () => {
    const own = buildTransferPayload({
      ...parties,
      beneficiary: { owner: 'self', wallet: 'self_hosted', providerId: null, kind: null, name: null },
      beneficiaryVasp: null,
    });
    expect(beneficiaryNameOf(own)).toBe('Zoë Müller');
    expect(own.beneficiaryVASP).toBeUndefined();
    const business = buildTransferPayload({
      ...parties,
      beneficiary: { ...parties.beneficiary, kind: 'business', name: 'Acme GmbH' },
    });
    expect(beneficiaryNameOf(business)).toBe('Acme GmbH');
  });

  it('refuses a payload the standard does not allow', () => {
    const noTown = buildTransferPayload({ ...parties, originator: { ...parties.originator, city: ' ' } });
    expect(noTown.originator.originatorPerson[0]?.naturalPerson?.geographicAddress).toBeUndefined();
    expect(noTown.originator.originatorPerson[0]?.naturalPerson?.customerIdentification).toBe('CU-7F3A-9C21-B04E');
    expect(() => buildTransferPayload({ ...parties, originator: { ...parties.originator, country: 'XX' } })).toThrow(
      IvmsInvalid,
    );
    const built = buildTransferPayload(parties);
    const noLegalName = structuredClone(built) as { beneficiary: { beneficiaryPerson: unknown[] } };
    noLegalName.beneficiary.beneficiaryPerson = [
      {
        naturalPerson: {
          name: { nameIdentifier: [{ primaryIdentifier: 'Ana', naturalPersonNameIdentifierType: 'ALIA' }] },
        },
      },
    ];
    expect(() => validIvms(noLegalName)).toThrow(/LEGL/);
    expect(() => validIvms({ ...built, payloadMetadata: { payloadVersion: '101' } })).toThrow(/2023/);
    expect(() => validIvms({ ...built, beneficiary: { beneficiaryPerson: [] } })).toThrow(IvmsInvalid);
  });

  it('refuses huge, control-character and malformed fields unread', () => {
    const built = buildTransferPayload(parties);
    const long = buildTransferPayload({ ...parties, beneficiary: { ...parties.beneficiary, name: 'Ana' } });
    const text = JSON.stringify(long).replace('"Ana"', `"${'A'.repeat(101)}"`);
    expect(() => validIvms(JSON.parse(text))).toThrow(/too long/);
    expect(() => validIvms({ ...built, padding: 'x'.repeat(20_000) })).toThrow(/too large/);
    expect(() => validIvms({ ...built, originatingVASP: { legalPerson: { name: '\u0000' } } })).toThrow(/control/);
    expect(() => validIvms(null)).toThrow(IvmsInvalid);
    expect(() => validIvms('payload')).toThrow(IvmsInvalid);
    let deep: unknown = {};
    for (let i = 0; i < 20; i += 1) deep = { a: deep };
    expect(() => validIvms(deep)).toThrow(/deeply/);
  });

  it('cannot carry a date of birth without a place of birth, so the originator is sent without it (decision 246)', () => {
    const built = buildTransferPayload(parties);
    const person = (built as any).originator.originatorPerson[0].naturalPerson;
    expect(person.dateAndPlaceOfBirth).toBeUndefined();
    const withDateOnly = structuredClone(built) as any;
    withDateOnly.originator.originatorPerson[0].naturalPerson.dateAndPlaceOfBirth = { dateOfBirth: '1980-04-02' };
    expect(() => validIvms(withDateOnly)).toThrow(IvmsInvalid);
  });
});
