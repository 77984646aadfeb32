import { z } from 'zod';
import { visemeCueSchema } from '../scene/schema/visemeTrack';

/**
 * One scene's answer of `POST /api/audio/batch/` (spec 000 §7; `SceneSpeechAnswer` of
 * src/scene/speech/sceneSpeechJobs.ts plus the words): the audio's address (null when nothing is
 * spoken) and length in seconds, the avatar's mouth shapes, the words as spoken and where each
 * speech box sits in the audio.
 */
export const spokenSceneSchema = z.object({
  combineData: z.object({ sound: z.string().nullable(), soundDuration: z.number() }),
  visemes: z.array(visemeCueSchema).readonly(),
  words: z.array(z.object({ word: z.string(), start: z.number(), end: z.number() })),
  items: z.array(z.object({ _id: z.string(), start: z.number(), duration: z.number() })),
});
