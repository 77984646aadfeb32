import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/reply.ts';
import { SpeechProcessError } from '../../services/tts/runProcess.ts';

/** A failing synthesiser is a 502 (logged); anything else goes on as it is (refused text is a DomainError already). */
export function speechFailure(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof SpeechProcessError) {
    request.log.error({ err: error }, 'speech synthesis failed');
    return new ApiError(502, 'Speech synthesis failed. Please try again.');
  }
  return error;
}
