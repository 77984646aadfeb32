import { ApiError } from '../../http/reply.ts';
import { SharingError, type SharingErrorCode } from '../../services/sharing/sharingErrors.ts';

/** The HTTP status of each refusal. */
const STATUS: Record<SharingErrorCode, number> = { NOT_FOUND: 404, DEFAULT_PAGE: 409, PAGE_IN_USE: 409 };

/** Runs a sharing call, answering its refusals as API errors ({isError: true, message}). */
export async function answer<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof SharingError) throw new ApiError(STATUS[error.code], error.message);
    throw error;
  }
}

/** What the API reference says of ownership on every sharing call. */
export const OWNERSHIP_RULE =
  'Only the owner may read or change their pages and items: another user\'s page or item, a missing one, or an id that is not a positive whole number answer 404 {isError: true, message: "Not found."}. Without a valid token: 401.';
