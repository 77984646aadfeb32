import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/reply.ts';
import { SpeechProcessError } from '../../services/tts/runProcess.ts';
import { UnspeakableTextError } from '../../services/tts/speechProvider.ts';
import { UnknownVoiceError } from '../../services/tts/speechService.ts';

/** Text the user can fix is a 400 with its message; a failing synthesiser is a 502 (logged); anything else goes on as it is. */
export function speechFailure(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof UnspeakableTextError || error instanceof UnknownVoiceError) return new ApiError(400, error.message);
  if (error instanceof SpeechProcessError) {
    request.log.error({ err: error }, 'speech synthesis failed');
    return new ApiError(502, 'Speech synthesis failed. Please try again.');
  }
  return error;
}
