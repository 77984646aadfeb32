import { z } from 'zod';

/**
 * Generation status of a video or image (spec 001 §4): 99 queued (accepted, waiting for a render
 * worker), 2 generating (with a percentage), 1 ready, 0 failed. 3 is a render that failed an
 * attempt and went back to the queue to be tried again (at most three attempts in all).
 */
export const GENERATE_STATUS = { failed: 0, ready: 1, generating: 2, requeued: 3, queued: 99 } as const;

/** A generation status code. */
export type GenerateStatus = (typeof GENERATE_STATUS)[keyof typeof GENERATE_STATUS];

/** Zod schema of a generation status code. */
export const generateStatusSchema = z.union(Object.values(GENERATE_STATUS).map((status) => z.literal(status)) as [z.ZodLiteral<GenerateStatus>, ...z.ZodLiteral<GenerateStatus>[]]);

/** The message a failed generation shows when it has no reason of its own (spec 001 §4, spelt as the spec spells it). */
export const GENERATE_FAILED_MESSAGE = 'Something Wrong happend! Please try again.';

/** What a video tile says for a status (spec 001 §4); null for ready, which shows the video. */
export function generateStatusMessage(status: GenerateStatus, error?: string | null): string | null {
  switch (status) {
    case GENERATE_STATUS.generating:
      return 'Generating Video...';
    case GENERATE_STATUS.requeued:
      return 'Added in Queue...';
    case GENERATE_STATUS.queued:
      return 'Pending...';
    case GENERATE_STATUS.failed:
      return error || GENERATE_FAILED_MESSAGE;
    case GENERATE_STATUS.ready:
      return null;
  }
}

/**
 * The step a video generation is in, beside its status and percentage (our addition to spec 001
 * §3 `mainVideoGenerate`): `queued` with `ahead`, the render jobs before it (being rendered or
 * waiting); `speaking` the scenes whose speech the editor had not made yet (`done` of `total`
 * spoken); `drawing` the frames not found already rendered (`done` of `total`); `sound` the sound
 * track; `joining` the pieces into the MP4. `eta`: seconds left, from the speed measured so far in
 * this render; null while it is not known (queued, speaking, joining).
 */
export const generationStepSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('queued'), ahead: z.number().int().min(0), eta: z.null() }),
  z.object({ name: z.enum(['speaking', 'drawing']), done: z.number().int().min(0), total: z.number().int().min(0), eta: z.number().nullable() }),
  z.object({ name: z.enum(['sound', 'joining']), eta: z.number().nullable() }),
]);
export type GenerationStep = z.infer<typeof generationStepSchema>;

/** The names of the steps, in the order a generation goes through them. */
export const GENERATION_STEPS = ['queued', 'speaking', 'drawing', 'sound', 'joining'] as const satisfies readonly GenerationStep['name'][];

/**
 * An item's generation as lists, details and live messages answer it (spec 001 §3
 * `mainVideoGenerate`): `status` null while never generated; `video` the MP4 (an image's PNG) once
 * ready; `jpeg` an image's JPEG; `message` what the tile says (null when ready or never generated);
 * `step` where a generation under way is (our addition; null when not under way).
 */
export const itemGenerationSchema = z.object({
  status: generateStatusSchema.nullable(),
  progress: z.number(),
  video: z.string().nullable(),
  jpeg: z.string().nullable().optional(),
  message: z.string().nullable(),
  step: generationStepSchema.nullable().optional(),
});
export type ItemGeneration = z.infer<typeof itemGenerationSchema>;
