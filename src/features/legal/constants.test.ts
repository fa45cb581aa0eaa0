import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRIVACY_VERSION, TERMS_VERSIONS } from '../../../contract/legal.js';
import { compileLegalMarkdown, htmlToText } from '../../../scripts/legal-markdown.js';
import { LEGAL_PLACEHOLDERS, PRIVACY_EMAIL } from './legal-config.js';

// Every legal constant of the specification (section 9, 'Legal constants' and 'Terms content', and
// the 'Legal rules' of section 5), as the exact phrase its page must contain. Editing a number or a
// rule away from a page makes its line here fail.

const CONTENT = new URL('./content/', import.meta.url);

function source(file: string): string {
  return readFileSync(new URL(file, CONTENT), 'utf8');
}

function page(file: string) {
  const doc = compileLegalMarkdown(source(file), LEGAL_PLACEHOLDERS, file);
  return { ...doc, text: htmlToText(doc.html) };
}

const TERMS_CONSTANTS: Array<[string, string]> = [
  ['minimum age 18', 'the minimum age is 18'],
  ['business day ends 17:00 EEST', 'The business day ends at 17:00 EEST'],
  ['refund request window 24 hours', 'refund request within 24 hours'],
  ['error report window 7 days', 'report it to us within 7 days'],
  ['error investigation answer 30 days', 'give you our answer within 30 days'],
  [
    'written explanation within 3 business days if no error',
    'no error, we will give you a written explanation within 3 business days',
  ],
  ['complaint resolution aim 15 business days', 'aim to resolve it within 15 business days'],
  ['liability cap', 'the greater of the service fee paid or 50 euro per incident'],
  ['cold storage 98% offline', "98% of customers' crypto-assets in cold storage, offline"],
  ['24/7 monitoring', '24/7 monitoring'],
  ['amendments notified one month ahead', 'Amendments are notified at least one month before they take effect'],
  ['provider termination notice two months', "terminate this agreement by giving you two months' notice"],
  ['immediate termination for fraud', 'terminate it immediately in the case of fraud'],
  [
    'pending transactions processed, balances refunded within one year',
    'pending transactions are processed and your balances are refunded within one year',
  ],
  ['unclaimed funds forfeited after one year', 'After one year, any unclaimed funds are forfeited'],
  ['trades cannot be cancelled', 'Trades and transfers are executed immediately and cannot be cancelled'],
  ['prices and fees before confirmation', 'Prices and fees are shown before confirmation'],
  // Terms content
  ['protect credentials', 'You must protect your credentials'],
  ['two-factor authentication when prompted', 'enable two-factor authentication when the service prompts you'],
  ['multiple accounts prohibited', 'open or use multiple accounts'],
  ['trading for others prohibited', 'trade or transact for others'],
  ['false information prohibited', 'give false, inaccurate or misleading information'],
  ['service may be limited, delayed, refused or suspended', 'We may limit, delay, refuse or suspend'],
  ['Lithuanian company', 'a Lithuanian company'],
  ['Lithuanian law', 'These terms are governed by Lithuanian law'],
  ['OTC for large volumes', 'Large volumes can be traded over the counter (OTC)'],
  // Legal rules (section 5)
  ['underage profile closed', 'under 18, we will close your profile'],
  ['identity verification required', 'Identity verification is required'],
  [
    'limited services 3 months after the due date',
    'If you do not update your data within 3 months of the date it was due',
  ],
  ['own-name payment method', 'only with a payment method in your own name'],
];

const AML_CONSTANTS: Array<[string, string]> = [
  ['reporting threshold EUR 15,000', 'with a value of EUR 15,000 or more'],
  ['suspicious-activity report within 1 business day', 'we report it to the FIU within 1 business day'],
  ['suspend and report within 3 business hours', 'report it to the FIU within 3 business hours'],
  ['suspension up to 10 business days', 'may remain suspended for up to 10 business days'],
  ['high risk update at least yearly', 'at least once a year for customers in the high risk group'],
  ['medium risk update every 2 years', 'every 2 years for customers in the medium risk group'],
  ['low risk update every 3 years', 'every 3 years for customers in the low risk group'],
  ['identity and transaction documents 8 years', 'customer due diligence data and transaction documents for 8 years'],
  ['correspondence and investigations 5 years', 'business correspondence and the results of our investigations'],
  ['correspondence and investigations 5 years (period)', 'unusual or suspicious activity for 5 years'],
  ['retention extendable by 2 years', 'can be extended by up to 2 years'],
  [
    'personal data at least 5 years after',
    'Personal data is retained for at least 5 years after the business relationship ends',
  ],
  ['records entered within 3 business days', 'entered in our registers within 3 business days'],
  ['FIU notice of staff change within 7 business days', 'We notify the FIU within 7 business days of a staff change'],
  ['risk group low', 'Low risk'],
  ['risk group medium', 'Medium risk'],
  ['risk group high', 'High risk'],
];

const PRIVACY_CATEGORIES = [
  'Identity information',
  'Support information',
  'Government ID information',
  'Marketing information',
  'Payment information',
  'Promotions information',
  'Recipient information',
  'Referral information',
  'Biometric information',
  'Survey information',
  'Technical information',
  'Transaction information',
  'Usage information',
];

const ALL_PAGES: Array<[string, string]> = [
  ['privacy-policy.md', 'Privacy Policy'],
  ['cookie-policy.md', 'Cookie Policy'],
  ['aml-cft-policy.md', 'Policy on Prevention of Money Laundering and Terrorist Financing'],
  ['terms-eu.md', 'Terms and Conditions'],
  ['terms-au.md', 'Terms and Conditions (Australia)'],
  ['msa-statement.md', 'Modern Slavery Statement'],
];

describe.each(ALL_PAGES)('%s', (file, title) => {
  it(`is titled '${title}' and last updated 22/08/2025`, () => {
    const doc = page(file);
    expect(doc.title).toBe(title);
    expect(doc.lastUpdated).toBe('22/08/2025');
  });
});

describe('impressum.md', () => {
  const doc = page('impressum.md');

  it('is the Legal Notice, naming the operator as the Terms do, from the one set of details', () => {
    expect(doc.title).toBe('Legal Notice');
    for (const detail of [
      'companyName',
      'registeredOffice',
      'supportEmail',
      'complaintsEmail',
      'privacyEmail',
    ] as const)
      expect(doc.text, detail).toContain(LEGAL_PLACEHOLDERS[detail]);
    expect(doc.text).toContain('a Lithuanian company (a private limited liability company)');
    expect(doc.text).toContain('Bank of Lithuania');
    // Written once in legal-config.ts: the page names them by placeholder.
    expect(source('impressum.md')).not.toContain(LEGAL_PLACEHOLDERS.companyName);
    expect(source('impressum.md')).not.toContain(LEGAL_PLACEHOLDERS.registeredOffice);
  });
});

describe.each(['terms-eu.md', 'terms-au.md'])('%s', (file) => {
  const doc = page(file);

  it.each(TERMS_CONSTANTS)('states %s', (_, phrase) => {
    expect(doc.text).toContain(phrase);
  });

  it('has numbered sections 1 to 17, the last with the contact information', () => {
    const sections = doc.toc.filter((entry) => entry.level === 2).map((entry) => entry.text);
    expect(sections.map((text) => Number.parseInt(text, 10))).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(sections[16]).toMatch(/contact information/i);
    const contact = doc.text.slice(doc.text.indexOf(sections[16] ?? ''));
    expect(contact).toContain('Contact information');
    expect(contact).toContain(LEGAL_PLACEHOLDERS.supportEmail);
  });
});

describe('terms: what the Australian version adapts', () => {
  const eu = page('terms-eu.md').text;
  const au = page('terms-au.md').text;

  it('offers the EU version to EU residents', () => {
    expect(eu).toContain('resident in a supported country of the European Union');
  });

  it('offers the AU version to Australian residents under the local registration, with local redress', () => {
    for (const phrase of [
      'be resident in Australia',
      'registered with the Australian Transaction Reports and Analysis Centre (AUSTRAC) as a digital currency exchange provider',
      'Australian Financial Complaints Authority (AFCA)',
      'Australian Consumer Law',
      'Australian dollars (AUD)',
    ]) {
      expect(au).toContain(phrase);
    }
  });
});

describe('aml-cft-policy.md', () => {
  const doc = page('aml-cft-policy.md');

  it.each(AML_CONSTANTS)('states %s', (_, phrase) => {
    expect(doc.text).toContain(phrase);
  });
});

describe('privacy-policy.md', () => {
  const doc = page('privacy-policy.md');

  it.each(PRIVACY_CATEGORIES)('lists %s', (category) => {
    expect(doc.toc.map((entry) => entry.text)).toContain(category);
  });

  it('names the privacy contact address from the legal config, and only from there', () => {
    expect(doc.text).toContain(PRIVACY_EMAIL);
    expect(doc.html).toContain(`href="mailto:${PRIVACY_EMAIL}"`);
    expect(source('privacy-policy.md')).toContain('{{privacyEmail}}');
    expect(source('privacy-policy.md')).not.toContain(PRIVACY_EMAIL);
  });
});

describe('msa-statement.md', () => {
  const headings = page('msa-statement.md').toc.map((entry) => entry.text);

  it.each([
    'Our business',
    'Our values',
    'Risk assessment',
    'Due diligence and training',
    'Supply chain risk',
    'Our in-house policies',
    'Whistleblowing policy',
    'Training policy',
    'Partners and third parties policy',
    'Risk assessment policy',
    'Code of conduct',
  ])('covers %s', (topic) => {
    expect(headings.some((heading) => heading.replace(/^\d+\.\s*/, '') === topic)).toBe(true);
  });
});

describe('the versions accepted at sign-up', () => {
  // A version is its page's "Last updated" date: a page published with a new date without a new
  // version (or the reverse) would store the wrong version as accepted.
  const asVersion = (file: string) => {
    const [d, m, y] = page(file).lastUpdated.split('/');
    return `${y}-${m}-${d}`;
  };

  it('match the pages', () => {
    expect(TERMS_VERSIONS.AU).toBe(`au-${asVersion('terms-au.md')}`);
    expect(TERMS_VERSIONS.EU).toBe(`eu-${asVersion('terms-eu.md')}`);
    expect(PRIVACY_VERSION).toBe(asVersion('privacy-policy.md'));
  });
});
