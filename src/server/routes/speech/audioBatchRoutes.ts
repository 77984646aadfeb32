import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { replySchema } from '../../../contract/reply.ts';
import { spokenSceneSchema } from '../../../contract/speech.ts';
import { SPEECH_BOX_DELAY } from '../../../scene/constants.ts';
import { MERGE_VALUE_MAX_LENGTH } from '../../../scene/mergeTags.ts';
import { SPEECH_TEXT_MAX_LENGTH } from '../../../scene/speech/speechScript.ts';
import { requireUser } from '../../auth/authenticate.ts';
import type { AppContext } from '../../context.ts';
import { sendStoredFile } from '../../http/storedFileReply.ts';
import { ok } from '../../http/reply.ts';
import { userInFlightLimit } from '../../http/userInFlightLimit.ts';
import { SPEECH_FILE_ROUTE, speakBatchScene } from '../../services/tts/sceneSpeechAnswers.ts';
import { speechServiceFor } from '../../services/tts/speechServices.ts';
import { speechFailure } from './speechReplies.ts';

/** Most scenes in one request. */
export const SPEECH_BATCH_MAX_SCENES = 50;
/** Most speech boxes in one scene. */
export const SPEECH_BATCH_MAX_BOXES = 20;
/** Most characters of script in one scene (about 4.5 minutes of speech; the longest video is 4). */
export const SPEECH_BATCH_MAX_SCENE_CHARACTERS = 4000;
/** Most characters of script in one request. */
export const SPEECH_BATCH_MAX_CHARACTERS = 20_000;
/** Most merge values, and the longest value, characters. */
const MERGE_VALUES_MAX = { count: 50, length: MERGE_VALUE_MAX_LENGTH } as const;

const SPEECH_FILE_NAME = /^[\w-]{43}\.m4a$/;

/** Speech requests of one user under way at once: the editor sends one at a time (two tabs, two). */
const speechLimit = userInFlightLimit('speech requests', 3, 5);

/** Speech of whole scenes (spec 000 §7 `POST /api/audio/batch/`) and the audio files it makes. */
export function audioBatchRoutes(app: FastifyInstance, context: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireUser(context.db);
  const speech = speechServiceFor(context);

  const item = z.object({
    _id: z.union([z.string().min(1).max(100), z.number()]).transform(String),
    text: z.string().max(SPEECH_TEXT_MAX_LENGTH, `A speech box holds at most ${SPEECH_TEXT_MAX_LENGTH} characters.`),
    avatarSound: z.string().refine((id) => speech.catalogue.voice(id) !== undefined, 'Unknown voice.'),
    delay: z.number().min(SPEECH_BOX_DELAY.min).max(SPEECH_BOX_DELAY.max).default(0),
    rate: z.number().min(0.5).max(2).default(1),
  });
  const body = z
    .object({
      scenes: z
        .array(
          z
            .array(item)
            .min(1, 'A scene needs at least one speech box.')
            .max(SPEECH_BATCH_MAX_BOXES)
            .refine(
              (boxes) => boxes.reduce((sum, box) => sum + box.text.length, 0) <= SPEECH_BATCH_MAX_SCENE_CHARACTERS,
              `At most ${SPEECH_BATCH_MAX_SCENE_CHARACTERS} characters of speech per scene.`,
            ),
        )
        .min(1, 'Send at least one scene.')
        .max(SPEECH_BATCH_MAX_SCENES),
      mergeValues: z
        .record(z.string().max(100), z.string().max(MERGE_VALUES_MAX.length))
        .refine((values) => Object.keys(values).length <= MERGE_VALUES_MAX.count, `At most ${MERGE_VALUES_MAX.count} merge values.`)
        .optional(),
    })
    .refine(({ scenes }) => scenes.flat().reduce((sum, box) => sum + box.text.length, 0) <= SPEECH_BATCH_MAX_CHARACTERS, {
      message: `At most ${SPEECH_BATCH_MAX_CHARACTERS} characters of speech per request.`,
      path: ['scenes'],
    });

  routes.post(
    '/api/audio/batch/',
    {
      ...speechLimit.hooksAfter(onRequest),
      schema: {
        summary: "Speech for scenes: each scene's boxes spoken, joined, normalised, with the avatar's mouth shapes.",
        description: [
          `Body: {scenes: per scene its speech boxes in speaking order, each {_id, text, avatarSound (a voice id of GET /api/avatars/voices/), delay (seconds before the box, ${SPEECH_BOX_DELAY.min}-${SPEECH_BOX_DELAY.max}; the first spoken box has none), rate (our addition: speaking rate 0.5-2, default 1)}, mergeValues (optional): values for {{name}} tags}.`,
          `Merge tags are spoken with mergeValues (the studio sends the project's fallbacks, or a contact's values), else their default fallback ({{first_name}} is "there", {{company}} "your team"), else not at all. A box's text is at most ${SPEECH_TEXT_MAX_LENGTH} characters (the speech text maximum); a filled text is cut there. Whitespace-only boxes are silent and take no time. At most ${SPEECH_BATCH_MAX_SCENES} scenes, ${SPEECH_BATCH_MAX_BOXES} boxes and ${SPEECH_BATCH_MAX_SCENE_CHARACTERS} characters per scene, ${SPEECH_BATCH_MAX_CHARACTERS} characters in all.`,
          `result: per scene, in order, {combineData: {sound (address of the scene's audio, AAC in M4A, 48 kHz mono, loudness -16 LUFS; null when nothing is spoken), soundDuration (seconds)}, and our additions: visemes (the avatar's mouth shapes: [{start, end, viseme}] in seconds, covering 0 to soundDuration; viseme one of rest, MBP, FV, TH, L, WQ, CH, etc, AI, E, O, U), words ([{word, start, end}] as spoken), items ([{_id, start, duration}]: where each box sits in the audio)}.`,
          speechLimit.rule,
          'Results are cached by text, voice, settings and synthesiser version: an unchanged scene is answered from the cache without synthesis. Errors: 400 keyed by field for bad input (e.g. scenes.0.1.avatarSound "Unknown voice."), 400 for text a voice cannot read (an English-only voice given another script), 502 when a synthesiser fails.',
        ].join(' '),
        body,
        response: { 200: replySchema(z.array(spokenSceneSchema)) },
      },
    },
    async (request) => {
      const { scenes, mergeValues } = request.body;
      try {
        const spoken = [];
        // One scene after the other: the service already uses every core for the boxes of a scene.
        for (const boxes of scenes) spoken.push(await speakBatchScene(speech, boxes, mergeValues));
        return ok(spoken);
      } catch (error) {
        throw speechFailure(request, error);
      }
    },
  );

  routes.get(
    `${SPEECH_FILE_ROUTE}:name`,
    {
      schema: {
        summary: 'A speech audio file, by the name in combineData.sound.',
        description:
          "No token needed (audio loads in <audio> and the render page): names are keyed hashes of the speech, unguessable without the server's secret, and never change their content, so answers may be cached for ever. AAC in M4A (audio/mp4). One byte range answers 206.",
        params: z.object({ name: z.string().regex(SPEECH_FILE_NAME, 'Not a speech file name.') }),
      },
    },
    (request, reply) => sendStoredFile(request, reply, context.storage, { key: speech.fileKey(request.params.name), contentType: 'audio/mp4' }),
  );
}
