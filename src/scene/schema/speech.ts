import { z } from 'zod';
import { SPEECH_BOX_DELAY } from '../constants';
import { addDocumentIssue } from './issues';
import { catalogueIdSchema, secondsSchema } from './primitives';
import { visemeTrackSchema } from './visemeTrack';

/** A reference to an audio file: generated speech, an uploaded or recorded sound. Unknown keys are kept. */
export const soundRefSchema = z.looseObject({
  /** Media id of the sound in the user's library, when it has one. */
  id: catalogueIdSchema.optional(),
  /** URL of the audio file. */
  media_file: z.string(),
  /** Length of the audio, seconds. */
  duration: secondsSchema.optional(),
});

/** An audio file reference. */
export type SoundRef = z.infer<typeof soundRefSchema>;

/** One text box of a scene's typed speech (`scene.speech.data[id]`). */
export const speechBoxSchema = z.object({
  /** Box id, also its key in `speech.data`. */
  id: z.string().min(1),
  /** Script text; may hold merge tags such as `{{first_name}}`. @default '' */
  text: z.string().default(''),
  /** The script as highlighted HTML in the editor (merge tags marked). @default '' */
  html: z.string().default(''),
  /** Whether a pause precedes this box. @default false */
  haveDelay: z.boolean().default(false),
  /** Pause before this box, seconds, 0..10 in steps of 0.5. @default 0 */
  delay: z.number().min(SPEECH_BOX_DELAY.min).max(SPEECH_BOX_DELAY.max).default(0),
  /** Length of the generated audio of this box, seconds. @default 0 */
  duration: secondsSchema.default(0),
  /** URL of the generated audio of this box; null until generated. @default null */
  url: z.string().nullable().default(null),
  /** Length of the script in characters, checked against the speech text maximum. @default 0 */
  length: z.number().int().min(0).default(0),
});

/** One box of typed speech. */
export type SpeechBox = z.infer<typeof speechBoxSchema>;

/** How the scene's speech is made: typed text (text-to-speech), an uploaded sound or a recorded one. */
export const speechTypeSchema = z.enum(['type', 'upload', 'record']);

/** Speech source: `'type'`, `'upload'` or `'record'`. */
export type SpeechType = z.infer<typeof speechTypeSchema>;

/**
 * A scene's speech. Boxes play in the order of `arr`, which lists every key of `data` exactly once.
 */
export const speechSchema = z
  .object({
    /** Speech source. @default 'type' */
    type: speechTypeSchema.default('type'),
    /** Text boxes keyed by box id. */
    data: z.record(z.string(), speechBoxSchema).default(() => ({})),
    /** The scene's speech audio (combined generated speech, or the uploaded or recorded sound); null when none. @default null */
    sound: soundRefSchema.nullable().default(null),
    /** Box ids in speaking order. */
    arr: z.array(z.string()).default(() => []),
    /** Length of the whole speech, seconds. @default 0 */
    speechTime: secondsSchema.default(0),
    /**
     * The avatar's mouth shapes while the speech plays (from the speech service), seconds from the
     * scene's start, where the speech starts; absent or empty: the mouth rests.
     */
    visemes: visemeTrackSchema.optional(),
  })
  .superRefine((speech, ctx) => {
    for (const [key, box] of Object.entries(speech.data)) {
      if (box.id !== key) {
        addDocumentIssue(ctx, ['data', key, 'id'], `box id "${box.id}" differs from its key "${key}"`, {
          value: key,
          warning: `set box id "${box.id}" to its key "${key}"`,
        });
      }
    }
    const keys = Object.keys(speech.data);
    const order = [...new Set(speech.arr.filter((id) => keys.includes(id)))];
    const ordered = [...order, ...keys.filter((key) => !order.includes(key))];
    if (ordered.length !== speech.arr.length || ordered.some((id, index) => speech.arr[index] !== id)) {
      addDocumentIssue(ctx, ['arr'], 'arr must list every speech box once', {
        value: ordered,
        warning: `set speech order [${speech.arr.join(', ')}] to [${ordered.join(', ')}]`,
      });
    }
  });

/** A scene's speech. */
export type Speech = z.infer<typeof speechSchema>;
