import { z } from 'zod';
import { catalogueIdSchema, colorSchema, secondsSchema } from './primitives';

/**
 * The transition from a scene to the next one (`scene.sanimation`). It starts half its duration
 * before the scene ends and finishes half its duration into the next scene.
 */
export const sceneTransitionSchema = z.object({
  /** Scene animation catalogue id. */
  id: catalogueIdSchema,
  /** Display name. @default '' */
  name: z.string().default(''),
  /** URL of the preview. @default '' */
  src: z.string().default(''),
  /**
   * Data for the transition renderer: keyframes `start`, `end` and `init` (kept as given) and an
   * asset to load first (`loadAsset`: media id, file URL, filters). Unknown keys are kept.
   */
  animationData: z
    .looseObject({
      start: z.unknown().optional(),
      end: z.unknown().optional(),
      init: z.unknown().optional(),
      loadAsset: z.looseObject({ id: catalogueIdSchema.optional(), media_file: z.string().optional(), filters: z.unknown().optional() }).optional(),
    })
    .default(() => ({})),
  /** Colours the user chose for the transition, in the catalogue's order. */
  colorArr: z.array(colorSchema).default(() => []),
  /** Length, seconds, 0 or more; 0 means a cut. @default 1 */
  duration: secondsSchema.default(1),
});

/** A scene transition. */
export type SceneTransition = z.infer<typeof sceneTransitionSchema>;
