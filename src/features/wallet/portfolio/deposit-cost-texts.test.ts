import { afterAll, describe, expect, it } from 'vitest';
import { DEPOSIT_COST_MESSAGES } from '../../../../contract/statements.js';
import { ApiCallError } from '../../../api/api-error.js';
import { activateLanguage, loadCatalogs } from '../../../i18n/catalogs.js';
import { depositCostError } from './deposit-cost-texts.js';

afterAll(() => activateLanguage('en'));

const refused = (code: 'VALIDATION' | 'NOT_FOUND', errors: Record<string, string>, message = 'x') =>
  new ApiCallError(code, message, code === 'VALIDATION' ? 400 : 404, {}, undefined, undefined, undefined, errors);

describe('a refused deposit cost', () => {
  it('says the cost field’s refusal in the customer’s language, not the server’s English', async () => {
    await loadCatalogs(['wallet']);
    await activateLanguage('en');
    const err = refused('VALIDATION', { cost: DEPOSIT_COST_MESSAGES.cost });
    expect(depositCostError(err)).toBe('Enter what it cost: zero or more, with at most 2 decimals.');
    await activateLanguage('de');
    expect(depositCostError(err)).not.toMatch(/Enter what it cost/);
    expect(depositCostError(err)).toMatch(/\S/);
  });

  it('says a deposit that is not the customer’s was not found', async () => {
    await activateLanguage('en');
    expect(depositCostError(refused('NOT_FOUND', {}, DEPOSIT_COST_MESSAGES.notFound))).toBe(
      'This deposit was not found. Reload the page and try again.',
    );
  });

  it('says any other refusal as the transport worded it', async () => {
    await activateLanguage('en');
    expect(depositCostError(new ApiCallError('NETWORK', 'Network error - please check your connection', 0))).toBe(
      'Network error - please check your connection',
    );
  });
});
