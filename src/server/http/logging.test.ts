import { describe, expect, it } from 'vitest';
import { redactUrl } from './logging.ts';

describe('redactUrl', () => {
  it('hides tokens and codes in query strings and paths', () => {
    expect(redactUrl('/ws/app/video/?token=abc123&x=1')).toBe('/ws/app/video/?token=[redacted]&x=1');
    expect(redactUrl('/api/accounts/signup/verify/?code=s3cret')).toBe('/api/accounts/signup/verify/?code=[redacted]');
    expect(redactUrl('/reset-password/s3cret?x=1')).toBe('/reset-password/[redacted]?x=1');
    expect(redactUrl('/signup-verify/s3cret')).toBe('/signup-verify/[redacted]');
    expect(redactUrl('/api/accounts/user/?isCP=1')).toBe('/api/accounts/user/?isCP=1');
  });
});
