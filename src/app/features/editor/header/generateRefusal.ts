import { readApiError } from '../../../api/apiError';

/** Why Generate Video (or Publish) did not start, as the editor tells it. */
export type GenerateRefusal = {
  message: string;
  /** No credits left for it (402): the message leads to My Subscription. */
  needsCredits: boolean;
};

/** Said when the project could not be saved before generating (it is generated from the saved copy). */
export const UNSAVED_REFUSAL: GenerateRefusal = {
  message: 'Your latest changes could not be saved, so nothing was generated. Check your connection and try again.',
  needsCredits: false,
};

/** Said when the server was not reached at all. */
const UNREACHED = 'The server could not be reached. Check your connection and try again.';

/**
 * What to tell the customer about a refused generate call: the server's own message (402 no
 * credits left, 403 already generated, …), or that the server was not reached.
 */
export function generateRefusal(error: unknown): GenerateRefusal {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return { message: UNREACHED, needsCredits: false };
  return { message: readApiError(error).message, needsCredits: status === 402 };
}
