import { describe, expect, it } from 'vitest';
import { validateProfile } from '../profile.js';
import {
  isAdult,
  VALIDATION_MESSAGES as M,
  validateChangePassword,
  validateCode,
  validateDob,
  validateEmail,
  validateFirstName,
  validateLastName,
  validateLogin,
  validatePassword,
  validateReset,
  validateSignUp,
} from './accounts.js';

const today = '2026-01-15';

describe('sign-up rules', () => {
  it('checks names by trimmed length 2 to 50', () => {
    expect(validateFirstName('')).toBe(M.firstNameRequired);
    expect(validateFirstName('   ')).toBe(M.firstNameRequired);
    expect(validateFirstName(' A ')).toBe(M.firstNameLength);
    expect(validateFirstName('Al')).toBeUndefined();
    expect(validateFirstName('x'.repeat(50))).toBeUndefined();
    expect(validateFirstName('x'.repeat(51))).toBe(M.firstNameLength);
  });

  it('refuses names that a spreadsheet would run or that carry markup, as the profile refuses them', () => {
    for (const bad of ['=HYPERLINK("http://x","y")', '+1+1', '-2+3', '@SUM(A1)', '<b>Ann</b>', 'Ann\u0000', '12'])
      expect([validateFirstName(bad), validateLastName(bad)], bad).toEqual([M.firstNameChars, M.lastNameChars]);
    for (const good of ["O'Brien", 'Anne-Marie', 'José', 'Zoë', 'Łukasz', '李小龍', 'St. John', 'Nguyễn'])
      expect(validateFirstName(good), good).toBeUndefined();
    expect(validateProfile({ address: '', city: '+1+1', state: '', postal: '' }).city).toBe(
      M.firstNameChars.replace('First name', 'City'),
    );
  });

  it('checks the email', () => {
    expect(validateEmail('')).toBe(M.emailRequired);
    for (const bad of ['a', 'a@b', 'a b@c.de', '@c.de', 'a@.de', 'a@b.'])
      expect(validateEmail(bad), bad).toBe(M.emailInvalid);
    expect(validateEmail(' Ann.Lee+x@mail.example.com ')).toBeUndefined();
  });

  it('refuses an email carrying control, format or lone surrogate characters', () => {
    // NUL, a bidirectional override, a zero-width joiner and a lone surrogate would make an
    // address that looks like another one, or that a mail server reads differently.
    for (const bad of ['a\u0000@b.co', 'a@b\u0000.co', 'ann\u202e@mail.co', 'a\u200d@b.co', 'a@b.co\ud800'])
      expect(validateEmail(bad), JSON.stringify(bad)).toBe(M.emailInvalid);
    expect(validateEmail('zoë@mail.example.de')).toBeUndefined();
  });

  it('needs 8 characters with lower, upper, digit and special', () => {
    expect(validatePassword('')).toBe(M.passwordRequired);
    for (const bad of ['Ab1!xyz', 'abcdefg1!', 'ABCDEFG1!', 'Abcdefgh!', 'Abcdefgh1'])
      expect(validatePassword(bad), bad).toBe(M.passwordPolicy);
    expect(validatePassword('Abcdefg1!')).toBeUndefined();
    expect(validatePassword(`Aa1!${'x'.repeat(125)}`)).toBe(M.passwordTooLong);
  });

  it('checks the date of birth in the order of the specification', () => {
    expect(validateDob('', today)).toBe(M.dobRequired);
    expect(validateDob('1990/01/01', today)).toBe(M.dobFormat);
    expect(validateDob('1990-1-01', today)).toBe(M.dobFormat);
    expect(validateDob('1990-02-30', today)).toBe(M.dobInvalid);
    expect(validateDob('1990-13-01', today)).toBe(M.dobInvalid);
    expect(validateDob('1899-12-31', today)).toBe(M.dobInvalid);
    expect(validateDob('2000-02-29', today)).toBeUndefined();
    expect(validateDob('2026-01-16', today)).toBe(M.dobFuture);
    expect(validateDob('2026-01-15', today)).toBeUndefined();
  });

  it('counts 18 years to the day, a 29 February birthday coming of age on 1 March', () => {
    expect(isAdult('2008-01-15', today)).toBe(true);
    expect(isAdult('2008-01-16', today)).toBe(false);
    expect(isAdult('2008-02-29', '2026-02-28')).toBe(false);
    expect(isAdult('2008-02-29', '2026-03-01')).toBe(true);
  });

  it('collects every field error, with the age rule after the date rules', () => {
    const errors = validateSignUp(
      { first_name: '', last_name: 'L', email: 'x', password: 'short', confirmPassword: 'other', dob: '2010-01-01' },
      today,
    );
    expect(errors).toEqual({
      first_name: M.firstNameRequired,
      last_name: M.lastNameLength,
      email: M.emailInvalid,
      password: M.passwordPolicy,
      confirmPassword: M.confirmMismatch,
      dob: M.dobUnderAge,
    });
    expect(
      validateSignUp(
        { first_name: 'Ann', last_name: 'Lee', email: 'a@b.co', password: 'Abcdefg1!', dob: '1990-05-17' },
        today,
      ),
    ).toEqual({});
  });
});

describe('other forms', () => {
  it('sign-in needs email and password', () => {
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: M.emailRequired,
      password: M.passwordRequired,
    });
  });

  it('reset needs a numeric code, the reset policy and a matching confirmation', () => {
    expect(validateCode('')).toBe(M.codeRequired);
    expect(validateCode('12a456')).toBe(M.codeNumeric);
    expect(
      validateReset({ email: 'a@b.co', otp: '123456', password: 'weakpass', confirmPassword: 'weakpass' }),
    ).toEqual({ password: M.resetPasswordPolicy });
    expect(validateReset({ email: 'a@b.co', otp: '123456', password: 'Abcdefg1!', confirmPassword: '' })).toEqual({
      confirmPassword: M.confirmRequired,
    });
  });

  it('change password has its own messages', () => {
    expect(validateChangePassword({ oldPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      oldPassword: M.currentPasswordRequired,
      newPassword: M.newPasswordRequired,
      confirmPassword: M.confirmRequired,
    });
    expect(validateChangePassword({ oldPassword: 'x', newPassword: 'Ab1!', confirmPassword: 'Ab1!' })).toEqual({
      newPassword: M.newPasswordLength,
    });
  });
});
