import { describe, expect, it } from 'vitest';
import { askedStep } from './asked-step.js';
import { ApiCallError } from './errors.js';

describe('askedStep', () => {
  it('names the step each refusal asks for', () => {
    expect(askedStep(new ApiCallError('OTP_REQUIRED', '', 403))).toBe('code');
    expect(askedStep(new ApiCallError('EMAIL_CODE_REQUIRED', '', 403))).toBe('email');
    expect(askedStep(new ApiCallError('PASSKEY_REQUIRED', '', 403))).toBe('passkey');
  });

  it('asks for no step on any other refusal or error', () => {
    expect(askedStep(new ApiCallError('OTP_INVALID', '', 400))).toBeNull();
    expect(askedStep(new ApiCallError('WRONG_PASSWORD', '', 400))).toBeNull();
    // A code that only looks like one from the object's prototype is not a step.
    expect(askedStep(new ApiCallError('toString' as 'VALIDATION', '', 400))).toBeNull();
    expect(askedStep(new Error('EMAIL_CODE_REQUIRED'))).toBeNull();
    expect(askedStep(undefined)).toBeNull();
  });
});
