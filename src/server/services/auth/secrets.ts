import { createHash, randomBytes } from 'node:crypto';

/** A new random secret (256 bits, URL-safe) for session tokens and e-mail codes. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** The stored form of a secret: its SHA-256, hex. Secrets themselves are never stored or logged. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
