/** Why a sharing call was refused; the routes turn each into its HTTP answer. */
export type SharingErrorCode = 'NOT_FOUND' | 'DEFAULT_PAGE' | 'PAGE_IN_USE';

/** A refused sharing call: the code and the message the customer reads. */
export class SharingError extends Error {
  constructor(
    readonly code: SharingErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** The one "not found" of every sharing call: a missing object and another user's answer the same. */
export function sharingNotFound(): SharingError {
  return new SharingError('NOT_FOUND', 'Not found.');
}
