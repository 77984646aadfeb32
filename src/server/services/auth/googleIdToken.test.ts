import { describe, expect, it } from 'vitest';
import { DomainError } from '../domainError.ts';
import { GOOGLE_SIGN_IN_FAILED, googleIdentity } from './googleIdToken.ts';

const claims = { sub: '1', email: 'Ada@Example.com', email_verified: true, given_name: 'Ada', family_name: 'Lovelace', name: 'Ada Lovelace' };

describe('googleIdentity', () => {
  it('takes a verified address, lower-cased, with the given and family names', () => {
    expect(googleIdentity(claims)).toEqual({ email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(googleIdentity({ ...claims, email_verified: 'true' }).email).toBe('ada@example.com');
  });

  it('falls back on the full name, and drops names our name rule refuses', () => {
    expect(googleIdentity({ ...claims, given_name: undefined, family_name: undefined })).toEqual({ email: 'ada@example.com', firstName: 'Ada Lovelace', lastName: '' });
    expect(googleIdentity({ ...claims, given_name: 'Ada', family_name: '<script>' }).lastName).toBe('');
    expect(googleIdentity({ sub: '1', email: 'a@example.com', email_verified: true })).toEqual({ email: 'a@example.com', firstName: '', lastName: '' });
  });

  it('refuses an address Google has not verified, or none', () => {
    for (const bad of [
      { ...claims, email_verified: false },
      { ...claims, email_verified: 'false' },
      { ...claims, email_verified: undefined },
      { ...claims, email: undefined },
      { ...claims, email: 'not an address' },
    ]) {
      expect(() => googleIdentity(bad)).toThrow(new DomainError('invalid', GOOGLE_SIGN_IN_FAILED, { field: 'password', fieldStatus: 0 }));
    }
  });
});
