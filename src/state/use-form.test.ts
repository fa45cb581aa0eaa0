import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../api/errors.js';
import { type FormState, fieldErrorsOf, formStep, shownError } from './use-form.js';

type F = 'email' | 'password';
const start: FormState<F> = { values: { email: '', password: '' }, touched: {}, server: {} };
const rules = (v: Record<F, string>) => ({
  email: v.email ? undefined : 'Email is required',
  password: v.password ? undefined : 'Password is required',
});

describe('form state', () => {
  it('shows a rule once the field was left, and follows the value from then on', () => {
    const step = formStep<F>('blur');
    let s = step(start, { kind: 'set', field: 'email', value: '' });
    expect(shownError(s, rules(s.values), 'email')).toBeUndefined();
    s = step(s, { kind: 'touch', field: 'email' });
    expect(shownError(s, rules(s.values), 'email')).toBe('Email is required');
    s = step(s, { kind: 'set', field: 'email', value: 'a@b.co' });
    expect(shownError(s, rules(s.values), 'email')).toBeUndefined();
    expect(shownError(s, rules(s.values), 'password')).toBeUndefined();
  });

  it('shows every rule when sent; in submit mode an edited field hides its message until the next send', () => {
    const step = formStep<F>('submit');
    let s = step(start, { kind: 'touchAll' });
    expect(shownError(s, rules(s.values), 'password')).toBe('Password is required');
    s = step(s, { kind: 'set', field: 'password', value: '' });
    expect(shownError(s, rules(s.values), 'password')).toBeUndefined();
    expect(shownError(s, rules(s.values), 'email')).toBe('Email is required');
  });

  it("shows the server's word under its field until that field is edited", () => {
    const step = formStep<F>('blur');
    let s = step(start, { kind: 'server', errors: { email: 'Email already registered', password: 'Too weak' } });
    expect(shownError(s, rules(s.values), 'email')).toBe('Email already registered');
    s = step(s, { kind: 'set', field: 'email', value: 'x@y.co' });
    expect(shownError(s, rules(s.values), 'email')).toBeUndefined();
    expect(shownError(s, rules(s.values), 'password')).toBe('Too weak');
  });
});

describe('field errors of a refusal', () => {
  it("takes a VALIDATION's errors, or a business refusal's field with its message", () => {
    expect(fieldErrorsOf(new ApiCallError('VALIDATION', 'Invalid request', 400, { otp: 'Code is required' }))).toEqual({
      otp: 'Code is required',
    });
    expect(
      fieldErrorsOf(new ApiCallError('INSUFFICIENT_BALANCE', 'Not enough', 422, {}, undefined, undefined, 'amount')),
    ).toEqual({ amount: 'Not enough' });
  });

  it('names no field for other failures', () => {
    expect(fieldErrorsOf(new ApiCallError('NETWORK', 'Network error', 0))).toBeNull();
    expect(fieldErrorsOf(new Error('boom'))).toBeNull();
  });
});
