import { describe, expect, it } from 'vitest';
import { hasErrors, isValidEmail, validateForgotPassword, validateLogin, validateResetPassword, validateSignUp, VALIDATION_MESSAGES } from './validation';

describe('isValidEmail', () => {
  it.each(['a@b.co', 'jane.doe@example.com', 'first.last+tag@sub.example.co.uk', 'UPPER@EXAMPLE.COM', 'x@domain.museum', 'user@xn--bcher-kva.de', "o'brien@example.ie"])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    ['empty', ''],
    ['no at', 'jane.example.com'],
    ['no domain', 'jane@'],
    ['no local part', '@example.com'],
    ['two ats', 'jane@@example.com'],
    ['at in domain', 'jane@exa@mple.com'],
    ['no dot in domain', 'jane@localhost'],
    ['one-letter ending', 'a@b.c'],
    ['seven-letter ending', 'a@b.abcdefg'],
    ['digit in ending', 'a@b.c0m'],
    ['hyphen in ending', 'a@b.co-m'],
    ['dot right after at', 'a@.com'],
    ['two dots in domain', 'a@b..com'],
    ['trailing dot', 'a@b.com.'],
    ['space inside', 'jane doe@example.com'],
    ['leading space', ' jane@example.com'],
    ['trailing space', 'jane@example.com '],
  ])('refuses %s', (_case, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('takes endings of exactly 2 and exactly 6 letters', () => {
    expect(isValidEmail('a@b.io')).toBe(true);
    expect(isValidEmail('a@b.abcdef')).toBe(true);
  });
});

describe('validateLogin', () => {
  it('needs only a valid e-mail', () => {
    expect(validateLogin({ email: 'jane@example.com' })).toEqual({});
    expect(validateLogin({ email: 'jane@example' })).toEqual({ email: VALIDATION_MESSAGES.email });
  });
});

describe('validateForgotPassword', () => {
  it('checks the e-mail like login does', () => {
    expect(validateForgotPassword({ email: 'jane@example.com' })).toEqual({});
    expect(validateForgotPassword({ email: 'nope' })).toEqual({ email: VALIDATION_MESSAGES.email });
  });
});

describe('validateSignUp', () => {
  const valid = { first_name: 'Jane', last_name: 'Doe-Smith', email: 'jane@example.com', password: 'secret' };

  it('passes a complete form', () => {
    expect(validateSignUp(valid)).toEqual({});
  });

  it('requires a non-empty name', () => {
    expect(validateSignUp({ ...valid, first_name: '' }).first_name).toBe(VALIDATION_MESSAGES.firstName);
    expect(validateSignUp({ ...valid, first_name: '   ' }).first_name).toBe(VALIDATION_MESSAGES.firstName);
  });

  it('holds names to the rule of Edit profile: letters, spaces and hyphens', () => {
    expect(validateSignUp({ ...valid, first_name: 'Jane<script>' }).first_name).toBe('Only letters, spaces and hyphens are allowed.');
    expect(validateSignUp({ ...valid, last_name: 'Doe2' }).last_name).toBe('Only letters, spaces and hyphens are allowed.');
    expect(validateSignUp({ ...valid, last_name: '' }).last_name).toBeUndefined();
  });

  it('requires a password of 6 or more characters', () => {
    expect(validateSignUp({ ...valid, password: '12345' }).password).toBe('Password must contain 6 or more characters');
    expect(validateSignUp({ ...valid, password: '123456' }).password).toBeUndefined();
    expect(validateSignUp({ ...valid, password: '' }).password).toBe('Password must contain 6 or more characters');
  });

  it('checks the e-mail', () => {
    expect(validateSignUp({ ...valid, email: 'jane@example.toolong' }).email).toBe(VALIDATION_MESSAGES.email);
  });

  it('reports every failing field at once', () => {
    expect(Object.keys(validateSignUp({ first_name: '', last_name: '', email: '', password: '' })).sort()).toEqual(['email', 'first_name', 'password']);
  });
});

describe('validateResetPassword', () => {
  it('passes a strong password typed twice', () => {
    expect(validateResetPassword({ password: 'longer!pw', confirmPassword: 'longer!pw' })).toEqual({});
  });

  it('names the failing checks', () => {
    expect(validateResetPassword({ password: 'short', confirmPassword: 'short' }).password).toBe('Password must have: 8 or more characters, At least 1 symbol');
    expect(validateResetPassword({ password: 'longenough', confirmPassword: 'longenough' }).password).toBe('Password must have: At least 1 symbol');
    expect(validateResetPassword({ password: 'sh!rt', confirmPassword: 'sh!rt' }).password).toBe('Password must have: 8 or more characters');
  });

  it('marks the confirm field when the two differ', () => {
    const errors = validateResetPassword({ password: 'longer!pw', confirmPassword: 'longer!pW' });
    expect(errors).toEqual({ confirmPassword: VALIDATION_MESSAGES.confirmPassword });
  });
});

describe('hasErrors', () => {
  it('is false for no entries and empty entries', () => {
    expect(hasErrors({})).toBe(false);
    expect(hasErrors({ email: undefined })).toBe(false);
  });

  it('is true when a field has text', () => {
    expect(hasErrors({ email: 'bad' })).toBe(true);
  });
});
