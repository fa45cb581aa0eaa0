import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateLanguage } from '../i18n/catalogs.js';
import { resultView } from './result-view.js';

describe('resultView', () => {
  beforeAll(() => activateLanguage('en'));
  afterAll(() => activateLanguage('en'));

  it('writes a gain with a plus, a loss with a minus, so colour is never the only sign', () => {
    expect(resultView('123.45', '12.50', 'AUD')).toEqual({ direction: 'up', money: '+AU$123.45', percent: '+12.5%' });
    expect(resultView('-5.00', '-3.25', 'EUR')).toEqual({ direction: 'down', money: '-€5.00', percent: '-3.25%' });
  });

  it('calls a result that rounds to no cent flat, with no sign and no minus zero', () => {
    expect(resultView('0.00', '0.00', 'AUD')).toEqual({ direction: 'flat', money: 'AU$0.00', percent: '0%' });
    expect(resultView('-0.004', null, 'AUD')).toMatchObject({ direction: 'flat', money: 'AU$0.00' });
  });

  it('leaves the percent out when nothing cost anything', () => {
    expect(resultView('10.00', null, 'AUD').percent).toBe('');
  });

  it('follows the language: German puts the currency after and a comma before the cents', async () => {
    await activateLanguage('de');
    expect(resultView('1234.5', '7.1', 'EUR')).toEqual({
      direction: 'up',
      money: '+1.234,50\u00a0€',
      percent: '+7,1\u00a0%',
    });
  });
});
