import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES as M } from '../../../contract/profile.js';
import { ApiCallError } from '../../api/errors.js';
import { activateLanguage } from '../../i18n/catalogs.js';
import { enableRefusal } from './use-two-factor-setup.js';

describe('a refusal of turning 2FA on', () => {
  beforeAll(() => activateLanguage('en'));

  it('shows a wrong password under the password and everything else under the code', () => {
    expect(enableRefusal(new ApiCallError('VALIDATION', 'Invalid', 400, { password: 'Incorrect password' }))).toEqual({
      password: 'Incorrect password',
    });
    expect(enableRefusal(new ApiCallError('OTP_INVALID', 'Invalid code', 400))).toEqual({
      otp: M.invalidVerificationCode,
    });
    expect(enableRefusal(new ApiCallError('VALIDATION', 'Invalid', 400, { security_key: 'Stale' }))).toEqual({
      otp: M.generateSecretFirst,
    });
    expect(enableRefusal(new ApiCallError('OTP_LOCKED', 'Too many codes: try again at 10:05', 429))).toEqual({
      otp: 'Too many codes: try again at 10:05',
    });
    expect(enableRefusal(new Error('offline'))).toEqual({ otp: M.verifyFailed });
  });
});
