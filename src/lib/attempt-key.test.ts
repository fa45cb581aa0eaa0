import { describe, expect, it } from 'vitest';
import { AttemptKey, isUnanswered } from './attempt-key.js';

describe('AttemptKey', () => {
  let n = 0;
  const make = () => new AttemptKey(() => `k${++n}`);
  it('reuses the key for the same request until an answer arrives', () => {
    const a = make();
    const k = a.for({ amount: '1' });
    expect(a.for({ amount: '1' })).toBe(k);
    a.finish();
    expect(a.for({ amount: '1' })).not.toBe(k);
  });
  it('starts a new attempt for a different request', () => {
    const a = make();
    const k = a.for({ amount: '1', otp: '111111' });
    expect(a.for({ amount: '1', otp: '222222' })).not.toBe(k);
  });
  it('treats only transport failures as unanswered', () => {
    expect(isUnanswered({ code: 'NETWORK' })).toBe(true);
    expect(isUnanswered({ code: 'OTP_INVALID' })).toBe(false);
  });
});
