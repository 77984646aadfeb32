import type { SceneSpeechAnswer, SpeechBatchItem } from '../../../scene/speech/sceneSpeechJobs.ts';
import type { WordTiming } from '../../../scene/speech/speechTimings.ts';
import type { SpeechService } from './speechService.ts';

/** Where scene speech files are served, followed by their name. */
export const SPEECH_FILE_ROUTE = '/api/audio/speech/';

/** One speech box as `POST /api/audio/batch/` takes it, with our addition `rate` (speaking rate, 1 = normal). */
export type SpeechBatchBox = SpeechBatchItem & { rate?: number };

/** One scene's answer of `POST /api/audio/batch/`: what the studio stores with `withGeneratedSpeech`, and the words as spoken. */
export type SpokenSceneAnswer = SceneSpeechAnswer & { words: WordTiming[] };

/**
 * Speaks one scene's boxes, in order, with the values of their merge tags, and answers it as
 * `POST /api/audio/batch/` does: the audio's address, its length, the mouth shapes, the words and
 * where each box sits. The batch route and the render job (which speaks what the editor did not)
 * both speak through this, with the server's one speech service, so they make the same sound.
 */
export async function speakBatchScene(speech: SpeechService, boxes: readonly SpeechBatchBox[], mergeValues?: Readonly<Record<string, string>>): Promise<SpokenSceneAnswer> {
  const scene = await speech.speakScene(
    boxes.map((box) => ({ id: box._id, text: box.text, voiceId: box.avatarSound, delay: box.delay, rate: box.rate ?? 1 })),
    mergeValues,
  );
  return {
    combineData: { sound: scene.file && `${SPEECH_FILE_ROUTE}${scene.file}`, soundDuration: scene.duration },
    visemes: scene.visemes,
    words: scene.words,
    items: scene.boxes.map((box) => ({ _id: box.id, start: box.start, duration: box.duration })),
  };
}
