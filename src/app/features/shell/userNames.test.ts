import { describe, expect, it } from 'vitest';
import { displayName, initials } from './userNames';

const person = (first_name: string, last_name: string, email = 'jane@example.com') => ({ first_name, last_name, email });

describe('displayName', () => {
  it('joins first and last name', () => {
    expect(displayName(person('Jane', 'Doe'))).toBe('Jane Doe');
    expect(displayName(person('Jane', ''))).toBe('Jane');
  });

  it('falls back to the e-mail', () => {
    expect(displayName(person(' ', ''))).toBe('jane@example.com');
  });
});

describe('initials', () => {
  it('takes the first letter of each name', () => {
    expect(initials(person('jane', 'doe'))).toBe('JD');
    expect(initials(person('Ölaf', ''))).toBe('Ö');
  });

  it('falls back to the e-mail', () => {
    expect(initials(person('', ''))).toBe('J');
  });
});
