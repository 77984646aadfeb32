import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm';
import { redactUrl, serializeError } from './logging.ts';

describe('redactUrl', () => {
  it('hides tokens and codes in query strings and paths', () => {
    expect(redactUrl('/ws/app/video/?token=abc123&x=1')).toBe('/ws/app/video/?token=[redacted]&x=1');
    expect(redactUrl('/api/accounts/signup/verify/?code=s3cret')).toBe('/api/accounts/signup/verify/?code=[redacted]');
    expect(redactUrl('/reset-password/s3cret?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/signup-verify/s3cret')).toBe('/signup-verify/[redacted]');
    expect(redactUrl('/api/accounts/user/?isCP=1')).toBe('/api/accounts/user/?isCP=1');
  });
});

describe('serializeError', () => {
  it('logs a failed statement by its SQL text and code, never its parameters or the row', () => {
    const cause = Object.assign(new Error('new row for relation "users" violates check constraint "c"'), {
      code: '23514',
      detail: 'Failing row contains (x@example.com, $argon2id$hash)',
    });
    const serialized = JSON.stringify(serializeError(new DrizzleQueryError('insert into "users" values ($1, $2)', ['x@example.com', '$argon2id$hash'], cause)));
    expect(serialized).toContain('Failed query: insert into \\"users\\" values ($1, $2) (new row for relation \\"users\\" violates check constraint \\"c\\")');
    expect(serialized).toContain('"code":"23514"');
    expect(serialized).not.toMatch(/x@example\.com|argon2/);
  });

  it('keeps no value that a data exception quotes, nor the detail of a raw database error', () => {
    const cause = Object.assign(new Error('invalid input syntax for type integer: "secret-value"'), { code: '22P02' });
    expect(JSON.stringify(serializeError(new DrizzleQueryError('select $1::int', ['secret-value'], cause)))).not.toContain('secret-value');
    const raw = Object.assign(new Error('duplicate key value violates unique constraint "u"'), { code: '23505', detail: 'Key (email)=(x@example.com) already exists.' });
    expect(JSON.stringify(serializeError(raw))).not.toContain('x@example.com');
  });
});
