import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../http/reply.ts';
import { SpeechProcessError } from '../../services/tts/runProcess.ts';
import { UnspeakableTextError } from '../../services/tts/speechProvider.ts';
import { type SceneSpeech, UnknownVoiceError } from '../../services/tts/speechService.ts';

/** Where scene speech files are served, followed by their name. */
export const SPEECH_FILE_ROUTE = '/api/audio/speech/';

/** A scene's speech as `POST /api/audio/batch/` answers it (and `withGeneratedSpeech` takes it). */
export function sceneSpeechReply(scene: SceneSpeech) {
  return {
    combineData: { sound: scene.file && `${SPEECH_FILE_ROUTE}${scene.file}`, soundDuration: scene.duration },
    visemes: scene.visemes,
    words: scene.words,
    items: scene.boxes.map((box) => ({ _id: box.id, start: box.start, duration: box.duration })),
  };
}

/** Text the user can fix is a 400 with its message; a failing synthesiser is a 502 (logged); anything else goes on as it is. */
export function speechFailure(request: FastifyRequest, error: unknown): unknown {
  if (error instanceof UnspeakableTextError || error instanceof UnknownVoiceError) return new ApiError(400, error.message);
  if (error instanceof SpeechProcessError) {
    request.log.error({ err: error }, 'speech synthesis failed');
    return new ApiError(502, 'Speech synthesis failed. Please try again.');
  }
  return error;
}
