import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR } from '../../../api/apiError';
import { generateRefusal } from './generateRefusal';

describe('generateRefusal', () => {
  it("tells the server's message, leading to the credits when there are none left", () => {
    const message = 'Not enough Avatar Video credits left to generate this video: it needs 1. Renew your subscription to get more.';
    expect(generateRefusal({ status: 402, data: { isError: true, message, result: null } })).toEqual({ message, needsCredits: true });
    expect(generateRefusal({ status: 403, data: { isError: true, message: 'This project is generated.', result: null } })).toEqual({
      message: 'This project is generated.',
      needsCredits: false,
    });
  });

  it('says the server was not reached when the call never got there', () => {
    expect(generateRefusal({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }).message).toBe('The server could not be reached. Check your connection and try again.');
    expect(generateRefusal({ status: 'TIMEOUT_ERROR', error: 'timeout' }).needsCredits).toBe(false);
  });

  it('falls back to the general message when the reply has none', () => {
    expect(generateRefusal({ status: 500, data: 'Internal Server Error' })).toEqual({ message: GENERIC_ERROR, needsCredits: false });
  });
});
