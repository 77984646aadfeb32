import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR, readApiError } from './apiError';

const reply = (message: unknown, status = 400) => ({ status, data: { isError: true, message, result: null } });

describe('readApiError', () => {
  it('shows a string message as is', () => {
    expect(readApiError(reply('Too many login attempts. Please try again later.', 429))).toEqual({
      message: 'Too many login attempts. Please try again later.',
      fields: {},
    });
  });

  it('reads a field-keyed message into fields', () => {
    expect(readApiError(reply({ email: { status: 1, message: 'Email is not Verified.' } }))).toEqual({
      message: 'Email is not Verified.',
      fields: { email: 'Email is not Verified.' },
    });
  });

  it('leaves out checks that passed and joins the failing ones', () => {
    const checks = {
      '0': { status: false, message: '8 or more characters' },
      '1': { status: true, message: 'At least 1 symbol' },
    };
    expect(readApiError(reply(checks))).toEqual({ message: '8 or more characters', fields: { '0': '8 or more characters' } });
  });

  it('keeps status 0 entries (0 is a reason code, not a pass)', () => {
    expect(readApiError(reply({ code: { status: 0, message: 'Code not valid' } })).fields).toEqual({
      code: 'Code not valid',
    });
  });

  it('falls back to the generic text when there is nothing to show', () => {
    expect(readApiError({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message).toBe(GENERIC_ERROR);
    expect(readApiError({ status: 500, data: '<html>' }).message).toBe(GENERIC_ERROR);
    expect(readApiError(reply('')).message).toBe(GENERIC_ERROR);
    expect(readApiError(reply({ email: 'not an entry' }))).toEqual({ message: GENERIC_ERROR, fields: {} });
    expect(readApiError(undefined).message).toBe(GENERIC_ERROR);
  });
});
