/**
 * The reset screen's steps beyond the emailed code (decisions 091, 490): the server's refusal opens
 * the 2FA step or the passkeys' one, and the consent there is what the payload sends.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ApiCallError } from '../../api/errors.js';
import { activateLanguage } from '../../i18n/catalogs.js';
import { serverRendering } from '../../test-support/server-render.js';
import { PasskeyResetStep, resetAskOf, resetFactorFields } from './ResetConfirmScreen.js';

const rendered = serverRendering(['auth-later']);
const NOTICE = 'Your account is protected by a passkey.';
const step = (confirmed: boolean) =>
  rendered('/reset-password/confirm', <PasskeyResetStep notice={NOTICE} confirmed={confirmed} onConfirm={() => {}} />);

afterAll(() => activateLanguage('en'));

describe('the reset screen’s second step', () => {
  it('opens the passkeys’ step on RESET_REMOVES_PASSKEYS, the 2FA step on OTP_REQUIRED, none otherwise', () => {
    expect(resetAskOf(new ApiCallError('RESET_REMOVES_PASSKEYS', NOTICE, 422))).toBe('passkey');
    expect(resetAskOf(new ApiCallError('OTP_REQUIRED', 'Enter a code', 422))).toBe('second_factor');
    expect(resetAskOf(new ApiCallError('OTP_INVALID', 'Invalid code', 422))).toBeNull();
    expect(resetAskOf(new Error('boom'))).toBeNull();
  });

  it('sends the consent only once given, and a code only for 2FA', () => {
    expect(resetFactorFields(null, false, '123456')).toEqual({});
    expect(resetFactorFields('passkey', false, '')).toEqual({});
    expect(resetFactorFields('passkey', true, '')).toEqual({ without2fa: true });
    expect(resetFactorFields('second_factor', false, ' 123456 ')).toEqual({ totp: '123456' });
    expect(resetFactorFields('second_factor', true, '123456')).toEqual({ without2fa: true });
  });

  it('says what resetting by email costs, with a box to accept it, in the customer’s language', async () => {
    const html = step(false);
    expect(html).toContain('<legend>Passkeys</legend>');
    expect(html).toContain(NOTICE);
    expect(html).toMatch(/<input type="checkbox" name="without2fa"/);
    expect(html).not.toMatch(/checked=""/);
    expect(html).toContain('My passkeys will be removed and withdrawals paused for 24 hours');
    expect(step(true)).toMatch(/checked=""/);
    await activateLanguage('de');
    expect(step(false)).toContain('Meine Passkeys werden entfernt');
  });
});
