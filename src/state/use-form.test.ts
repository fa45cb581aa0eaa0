import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../api/errors.js';
import { type FormState, fieldErrorsOf, formStep, oneAtATime, shownError } from './use-form.js';

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

  it("sending part of the form shows only its fields' rules and drops the server's word", () => {
    const step = formStep<F>('submit');
    let s = step(start, { kind: 'touchAll' });
    s = step(s, { kind: 'server', errors: { password: 'Incorrect password' } });
    s = step(s, { kind: 'touchOnly', fields: ['email'] });
    expect(shownError(s, rules(s.values), 'email')).toBe('Email is required');
    expect(shownError(s, rules(s.values), 'password')).toBeUndefined();
  });

  it("shows the server's word under its field until that field is edited", () => {
    const step = formStep<F>('blur');
    let s = step(start, { kind: 'server', errors: { email: 'Email already registered', password: 'Too weak' } });
    expect(shownError(s, rules(s.values), 'email')).toBe('Email already registered');
    s = step(s, { kind: 'set', field: 'email', value: 'x@y.co' });
    expect(shownError(s, rules(s.values), 'email')).toBeUndefined();
    expect(shownError(s, rules(s.values), 'password')).toBe('Too weak');
  });

  it("keeps the server's word that names no field while fields are edited, and drops it when the form is sent", () => {
    const step = formStep<F>('submit');
    let s = step(start, { kind: 'message', message: 'The address could not be saved.' });
    s = step(s, { kind: 'set', field: 'email', value: 'a@b.co' });
    expect(s.message).toBe('The address could not be saved.');
    s = step(s, { kind: 'touchOnly', fields: ['email', 'password'] });
    expect(s.message).toBeUndefined();
    expect(shownError(s, rules(s.values), 'password')).toBe('Password is required');
    s = step(s, { kind: 'message', message: 'Refused' });
    s = step(s, { kind: 'reset', values: { email: 'saved@b.co', password: '' } });
    expect(s).toEqual({ values: { email: 'saved@b.co', password: '' }, touched: {}, server: {} });
  });

  it('starts over on reset: initial values, nothing touched, no server word', () => {
    const step = formStep<F>('blur');
    let s = step(start, { kind: 'set', field: 'email', value: 'a@b.co' });
    s = step(s, { kind: 'touchAll' });
    s = step(s, { kind: 'server', errors: { password: 'Too weak' } });
    s = step(s, { kind: 'reset', values: start.values });
    expect(s).toEqual(start);
    expect(shownError(s, rules(s.values), 'email')).toBeUndefined();
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

  it('puts a refusal under the field its code belongs to in the form', () => {
    const byCode = { OTP_INVALID: 'otp', OTP_EXPIRED: 'otp' };
    expect(fieldErrorsOf(new ApiCallError('OTP_EXPIRED', 'Code expired', 400), byCode)).toEqual({
      otp: 'Code expired',
    });
    expect(fieldErrorsOf(new ApiCallError('RATE_LIMITED', 'Too many', 429), byCode)).toBeNull();
  });

  it('names no field for other failures', () => {
    expect(fieldErrorsOf(new ApiCallError('NETWORK', 'Network error', 0))).toBeNull();
    expect(fieldErrorsOf(new Error('boom'))).toBeNull();
  });
});

describe('sending', () => {
  it('sends one at a time and says when a sending runs, also when it fails', async () => {
    const told: boolean[] = [];
    const submit = oneAtATime((on) => told.push(on));
    let finish = () => {};
    let sent = 0;
    const first = submit(() => {
      sent += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await submit(async () => {
      sent += 1;
    });
    expect(sent).toBe(1);
    expect(told).toEqual([true]);
    finish();
    await first;
    expect(told).toEqual([true, false]);
    await expect(submit(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(told).toEqual([true, false, true, false]);
    await submit(async () => {
      sent += 1;
    });
    expect(sent).toBe(2);
  });

  it('stays busy and sends nothing more once a sending says the form is done', async () => {
    const told: boolean[] = [];
    const submit = oneAtATime((on) => told.push(on));
    let sent = 0;
    await submit(async () => {
      sent += 1;
      return 'done';
    });
    expect(told).toEqual([true]);
    await submit(async () => {
      sent += 1;
    });
    expect(sent).toBe(1);
    expect(told).toEqual([true]);
  });
});
