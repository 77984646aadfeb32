import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

/** The OAuth client id the Google sign-in tests configure (GOOGLE_CLIENT_ID). */
export const TEST_GOOGLE_CLIENT_ID = 'studio-test.apps.googleusercontent.com';

/** What a test may change in a token: its claims, issuer, audience, expiry (seconds from now). */
export type TokenChoices = { claims?: Record<string, unknown>; issuer?: string; audience?: string; expiresInSeconds?: number };

/**
 * Google's side of a sign-in, offline: a key set served on loopback (GOOGLE_JWKS_URL) and ID tokens
 * signed by its key, as Google Identity Services hands them to the app.
 */
export type GooglePeer = { jwksUrl: string; sign(email: string, choices?: TokenChoices): Promise<string>; close(): Promise<void> };

/** Starts the key set on a free loopback port with a fresh RS256 key. */
export async function startGooglePeer(): Promise<GooglePeer> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const keys = { keys: [{ ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' }] };
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(keys));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    sign: (email, { claims = {}, issuer = 'https://accounts.google.com', audience = TEST_GOOGLE_CLIENT_ID, expiresInSeconds = 3600 } = {}) =>
      new SignJWT({ email, email_verified: true, given_name: 'Grace', family_name: 'Hopper', name: 'Grace Hopper', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1', typ: 'JWT' })
        .setIssuer(issuer)
        .setAudience(audience)
        .setSubject(`google-${email}`)
        .setIssuedAt(Math.floor(Date.now() / 1000) - 60)
        .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
        .sign(privateKey),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The token with one character of its signature changed (a forgery of the same claims). */
export function tamperedSignature(token: string): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const middle = Math.floor(signature.length / 2);
  const changed = signature[middle] === 'A' ? 'B' : 'A';
  return `${header}.${payload}.${signature.slice(0, middle)}${changed}${signature.slice(middle + 1)}`;
}
