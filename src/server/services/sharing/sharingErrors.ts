import { DomainError } from '../domainError.ts';

/** The one "not found" of every sharing call: a missing object and another user's answer the same. */
export function sharingNotFound(): DomainError {
  return new DomainError('not_found', 'Not found.');
}
