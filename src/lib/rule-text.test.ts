import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../contract/languages.js';
import { type RuleKey, signUpRules, VALIDATION_MESSAGES } from '../../contract/validation/accounts.js';
import { activateLanguage, LATER_CATALOG, loadCatalogs } from '../i18n/catalogs.js';
import { ruleTexts, weakPasswordText } from './rule-text.js';

const KEYS = Object.keys(VALIDATION_MESSAGES) as RuleKey[];
const every = Object.fromEntries(KEYS.map((k) => [k, k])) as Record<RuleKey, RuleKey>;

afterAll(() => activateLanguage('en'));

describe('the account form rules in the customer’s language', () => {
  it('say in English exactly what the server says, the date format aside', async () => {
    await loadCatalogs([LATER_CATALOG]);
    await activateLanguage('en');
    // The server takes ISO dates and says so; the app reads the language's format and names it.
    expect(ruleTexts(every, { format: 'YYYY-MM-DD' })).toEqual({
      ...VALIDATION_MESSAGES,
      dobFormat: 'Please enter the date as YYYY-MM-DD',
      dobInvalid: 'Please enter a real date as YYYY-MM-DD',
    });
  });

  it('are translated in every language, never left in English', async () => {
    const untranslated: string[] = [];
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      await activateLanguage(language);
      const texts = ruleTexts(every);
      for (const key of KEYS)
        if (!texts[key] || texts[key] === VALIDATION_MESSAGES[key]) untranslated.push(`${language} ${key}`);
      if (weakPasswordText('This password is too easy to guess.').includes('guess'))
        untranslated.push(`${language} weak`);
    }
    expect(untranslated).toEqual([]);
  });

  it('word a form’s refusals by the rule that refused', async () => {
    await activateLanguage('de');
    const refused = signUpRules(
      { first_name: 'J', last_name: 'Müller', email: 'x', password: '', dob: '1990-02-30' },
      '2026-01-15',
    );
    expect(ruleTexts(refused, { format: 'TT.MM.JJJJ' })).toEqual({
      first_name: 'Der Vorname muss zwischen 2 und 50 Zeichen lang sein',
      email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
      password: 'Passwort ist erforderlich',
      dob: 'Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein',
    });
  });
});
