import { describe, expect, it } from 'vitest';
import type { ProfileFields } from './accountTypes';
import {
  canSubmitPasswordChange,
  fieldMessageLines,
  PROFILE_MESSAGES,
  profileChanges,
  validateInviteEmail,
  validateNewPassword,
  validateProfile,
  validateProfileImage,
} from './profileValidation';

const empty: ProfileFields = {
  first_name: 'Maya',
  last_name: '',
  phone_number: '',
  calendar_url: '',
  linkedin_url: '',
  facebook_url: '',
  twitter_url: '',
};

const errorsFor = (values: Partial<ProfileFields>) => validateProfile({ ...empty, ...values });

describe('validateProfile', () => {
  it('lets empty optional values pass', () => {
    expect(errorsFor({})).toEqual({});
  });

  it('allows letters of any script, hyphens and spaces in names', () => {
    for (const name of ['Anne-Marie', 'José Luis', 'Zoë', 'Łukasz', 'محمد', '  Maya  ']) {
      expect(errorsFor({ first_name: name, last_name: name })).toEqual({});
    }
  });

  it('marks digits and symbols in names, and a missing first name', () => {
    expect(errorsFor({ first_name: 'R2D2', last_name: "O'Brien" })).toEqual({
      first_name: PROFILE_MESSAGES.name,
      last_name: PROFILE_MESSAGES.name,
    });
    expect(errorsFor({ first_name: '   ' }).first_name).toBe(PROFILE_MESSAGES.firstNameRequired);
    expect(errorsFor({ last_name: 'a'.repeat(101) }).last_name).toBe(PROFILE_MESSAGES.nameLength);
  });

  it('takes phones of 10 digits with an optional +1-3 digit prefix, dashes or spaces', () => {
    for (const phone of ['5551234567', '+15551234567', '+44 7700900123', '+353-555-123-4567', '555 123 4567', '555-123-4567']) {
      expect(errorsFor({ phone_number: phone })).toEqual({});
    }
    for (const phone of ['12345', '555123456', '55512345678', '+1234 5551234567', '555.123.4567', '(555) 123-4567', 'phone']) {
      expect(errorsFor({ phone_number: phone })).toEqual({ phone_number: PROFILE_MESSAGES.phone });
    }
  });

  it('takes http and https links only', () => {
    expect(errorsFor({ calendar_url: 'https://cal.com/maya', linkedin_url: 'http://linkedin.com/in/maya' })).toEqual({});
    for (const link of ['linkedin.com/in/maya', 'javascript:alert(1)', 'ftp://x.org', 'https://has space.com', 'https://']) {
      expect(errorsFor({ twitter_url: link })).toEqual({ twitter_url: PROFILE_MESSAGES.link });
    }
    expect(errorsFor({ facebook_url: `https://facebook.com/${'a'.repeat(500)}` })).toEqual({ facebook_url: PROFILE_MESSAGES.link });
  });
});

describe('profileChanges', () => {
  it('sends only the trimmed fields that changed', () => {
    const stored = { ...empty, phone_number: '5551234567' };
    expect(profileChanges(stored, { ...stored, first_name: ' Maya ', last_name: 'Patel ', phone_number: '' })).toEqual({
      last_name: 'Patel',
      phone_number: '',
    });
    expect(profileChanges(stored, stored)).toEqual({});
  });
});

describe('change password', () => {
  it('says "Password length not match." below 6 characters', () => {
    expect(validateNewPassword('12345')).toBe('Password length not match.');
    expect(validateNewPassword('123456')).toBeUndefined();
  });

  it('offers Save only when the confirmation matches, without a message', () => {
    expect(canSubmitPasswordChange({ oldpassword: 'old', newpassword: 'newpass', confirm: 'newpas' })).toBe(false);
    expect(canSubmitPasswordChange({ oldpassword: '', newpassword: 'newpass', confirm: 'newpass' })).toBe(false);
    expect(canSubmitPasswordChange({ oldpassword: 'old', newpassword: 'newpass', confirm: 'newpass' })).toBe(true);
  });

  it('shows server field messages as "field : message"', () => {
    expect(fieldMessageLines({ oldpassword: 'Old password is incorrect.', newpassword: undefined })).toEqual(['oldpassword : Old password is incorrect.']);
  });
});

describe('invite and photo', () => {
  it('says "Email Invalid" for an address outside the standard pattern', () => {
    expect(validateInviteEmail('mate@acme.io')).toBeUndefined();
    for (const email of ['mate', 'mate@acme', 'mate@acme.c', 'mate@acme.abcdefg', 'ma te@acme.io']) {
      expect(validateInviteEmail(email)).toBe('Email Invalid');
    }
  });

  it('accepts .jpg, .jpeg, .webp and .png photos up to 5 MB', () => {
    for (const name of ['me.jpg', 'me.JPEG', 'me.webp', 'me.png']) expect(validateProfileImage({ name, size: 1000 })).toBeUndefined();
    expect(validateProfileImage({ name: 'me.gif', size: 1000 })).toBe(PROFILE_MESSAGES.imageType);
    expect(validateProfileImage({ name: 'me.png.exe', size: 1000 })).toBe(PROFILE_MESSAGES.imageType);
    expect(validateProfileImage({ name: 'me.png', size: 5 * 1024 * 1024 + 1 })).toBe(PROFILE_MESSAGES.imageSize);
  });
});
