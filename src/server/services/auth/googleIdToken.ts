import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { personNameProblem } from '../../../contract/accountRules.ts';
import { DomainError } from '../domainError.ts';
import { normaliseEmail } from '../account/users.ts';

/** The issuers Google's ID tokens name; both forms occur. */
export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/** The refusal of a token that is not a valid, current Google ID token of our client with a verified address. */
export const GOOGLE_SIGN_IN_FAILED = 'Google sign-in failed. Please try again.';

/** Who a checked Google ID token says signed in: a verified address and the names Google holds (empty when unusable). */
export type GoogleIdentity = { email: string; firstName: string; lastName: string };

/** The token's answer to a refusal: keyed by `password`, the field that carried the token. */
const refused = () => new DomainError('invalid', GOOGLE_SIGN_IN_FAILED, { field: 'password', fieldStatus: 0 });

/** jose's codes for a token that is bad in itself (anything else is the key set's fault: 502). */
const TOKEN_FAULTS = new Set([
  'ERR_JWT_EXPIRED',
  'ERR_JWT_CLAIM_VALIDATION_FAILED',
  'ERR_JWT_INVALID',
  'ERR_JWS_INVALID',
  'ERR_JWS_SIGNATURE_VERIFICATION_FAILED',
  'ERR_JWKS_NO_MATCHING_KEY',
  'ERR_JOSE_ALG_NOT_ALLOWED',
  'ERR_JOSE_NOT_SUPPORTED',
]);

/** A name claim as the account keeps it: trimmed, or empty when our name rule would refuse it. */
function nameClaim(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  return personNameProblem(name) ? '' : name;
}

/**
 * The identity in the claims of a token whose signature, issuer, audience and expiry are checked:
 * only an address Google says it verified (`email_verified`, a boolean or, in older tokens, the
 * text "true") signs anyone in. Throws the 400 otherwise.
 */
export function googleIdentity(claims: JWTPayload): GoogleIdentity {
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (!verified || typeof claims.email !== 'string' || !claims.email.includes('@') || claims.email.length > 254) throw refused();
  const email = normaliseEmail(claims.email);
  const givenName = nameClaim(claims.given_name);
  if (givenName) return { email, firstName: givenName, lastName: nameClaim(claims.family_name) };
  return { email, firstName: nameClaim(claims.name), lastName: '' };
}

/**
 * Checks Google ID tokens for one OAuth client (`clientId`, the audience): an RS256 signature by a
 * key of the set at `jwksUrl` (fetched on first use and cached by jose, fetched again for a key id
 * it does not know), an issuer of {@link GOOGLE_ISSUERS}, not expired. A bad token throws the 400
 * of {@link GOOGLE_SIGN_IN_FAILED}; a key set that cannot be fetched, a 502. The token itself is
 * never logged nor kept.
 */
export function createGoogleTokenVerifier({ clientId, jwksUrl }: { clientId: string; jwksUrl: string }) {
  const keys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: 5000 });
  return async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity> {
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(idToken, keys, { issuer: GOOGLE_ISSUERS, audience: clientId, algorithms: ['RS256'], requiredClaims: ['exp', 'sub'] }));
    } catch (error) {
      if (TOKEN_FAULTS.has((error as { code?: string }).code ?? '')) throw refused();
      throw new DomainError('unavailable', 'Google sign-in is not available right now. Please try again later.', { cause: error });
    }
    return googleIdentity(claims);
  };
}
