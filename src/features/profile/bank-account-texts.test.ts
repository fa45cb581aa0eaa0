import { afterAll, describe, expect, it } from 'vitest';
import { BANK_ACCOUNT_MESSAGES as BM } from '../../../contract/bank-accounts.js';
import { LANGUAGES } from '../../../contract/languages.js';
import { ApiCallError } from '../../api/api-error.js';
import { fieldTexts } from '../../api/error-text.js';
import { activateLanguage, loadCatalogs } from '../../i18n/catalogs.js';
import { bankFormErrors } from './bank-account-texts.js';

/** A refusal as the transport builds it from the server's answer. */
function refusal(errors: Record<string, string>): ApiCallError {
  return new ApiCallError('VALIDATION', 'refused', 400, fieldTexts(errors), undefined, undefined, undefined, errors);
}

const FIELD_REFUSALS = [
  ['label', BM.labelInvalid],
  ['holder_name', BM.holderInvalid],
  ['holder_name', BM.notYourName],
  ['bsb', BM.bsbFormat],
  ['bsb', BM.bsbUnknown],
  ['account_number', BM.accountNumberFormat],
  ['iban', BM.ibanInvalid],
  ['iban', BM.ibanNotSepa],
  ['iban', BM.duplicate],
] as const;

afterAll(() => activateLanguage('en'));

describe('the bank account form’s server refusals', () => {
  it('say in German what the server refused, not only that a field is wrong', async () => {
    await loadCatalogs(['profile']);
    await activateLanguage('de');
    const err = refusal({ iban: BM.ibanInvalid, holder_name: BM.notYourName });
    const shown = bankFormErrors({ ...err.errors }, err);
    expect(shown.iban).toMatch(/IBAN/);
    expect(shown.iban).not.toBe(err.errors.iban);
    expect(shown.holder_name).toMatch(/Namen/);
  });

  it('are worded in every language, never left in English', async () => {
    await loadCatalogs(['profile']);
    const untranslated: string[] = [];
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      await activateLanguage(language);
      for (const [field, message] of FIELD_REFUSALS) {
        const err = refusal({ [field]: message });
        const shown = bankFormErrors({ ...err.errors }, err)[field];
        if (!shown || shown === message || shown === err.errors[field]) untranslated.push(`${language} ${message}`);
      }
    }
    expect(untranslated).toEqual([]);
  });

  it('leave a refusal the contract does not word as the transport gave it', async () => {
    await activateLanguage('de');
    const err = refusal({ password: 'wrong' });
    expect(bankFormErrors({ ...err.errors }, err)).toEqual(err.errors);
  });
});
